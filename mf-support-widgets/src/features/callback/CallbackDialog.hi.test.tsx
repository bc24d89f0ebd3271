import { changeLanguage } from '@nyaya/shared-platform';
import { mockPostgrest, postgrestError } from '@nyaya/shared-platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import CallbackDialog from '../../exposes/CallbackDialog';
import { renderOverlay } from '../../test/overlays';

const wait = { timeout: 5000 };
const dialog = () => screen.getByRole('dialog', { name: 'व्यक्तिगत कानूनी सहायता पाएँ' });
const inDialog = () => within(dialog());
const field = (name: string) => inDialog().getByRole('textbox', { name });

// The test kit's afterEach switches back to English.
beforeEach(() => changeLanguage('hi'));

async function openForm() {
  const rendered = renderOverlay('callback', CallbackDialog);
  await rendered.user.click(await screen.findByRole('button', { name: 'कॉलबैक का अनुरोध करें' }, wait));
  return rendered;
}

describe('CallbackDialog in Hindi', () => {
  it('says what each field needs in Hindi', async () => {
    const calls = mockPostgrest('post', 'rpc/submit_callback_request', { body: 'CB-7K3M-9Q2X' });
    const { user } = await openForm();
    await user.type(field('मोबाइल नंबर'), '12345');
    await user.click(inDialog().getByRole('button', { name: 'कॉलबैक का अनुरोध करें' }));

    expect(field('नाम')).toHaveAccessibleDescription('कृपया अपना नाम लिखें।');
    expect(field('मोबाइल नंबर')).toHaveAccessibleDescription(
      'कृपया एक मान्य भारतीय मोबाइल नंबर दर्ज करें: 6, 7, 8 या 9 से शुरू होने वाले 10 अंक, चाहें तो पहले +91 लगाएँ।',
    );
    expect(field('समस्या का विवरण')).toHaveAccessibleDescription('कृपया अपनी समस्या बताएँ।');
    expect(field('नाम')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('says the database’s hourly limit in Hindi, never its English sentence', async () => {
    mockPostgrest('post', 'rpc/submit_callback_request', {
      status: 429,
      body: postgrestError(
        'PT429',
        'Too many submissions from this phone number or e-mail address. Please try again in an hour.',
      ),
    });
    const { user } = await openForm();
    await user.type(field('नाम'), 'Meera Iyer');
    await user.type(field('मोबाइल नंबर'), '+91 98765 43210');
    await user.type(field('समस्या का विवरण'), 'A cheque bounced.');
    await user.click(inDialog().getByRole('button', { name: 'कॉलबैक का अनुरोध करें' }));

    const alert = await inDialog().findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent(
      'इस फ़ोन नंबर या ईमेल पते से बहुत सारे अनुरोध भेजे गए हैं। कृपया एक घंटे बाद फिर से कोशिश करें।',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(dialog()).not.toHaveTextContent(/Too many/);
  });
});
