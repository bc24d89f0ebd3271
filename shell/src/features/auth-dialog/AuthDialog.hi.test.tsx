import {
  changeLanguage,
  DataError,
  isGoogleSignInEnabled,
  requestPasswordReset,
  signIn,
  signUp,
  translateKey,
} from '@nyaya/shared-platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test/render';
import AuthDialog from './AuthDialog';

// The shared auth API is mocked at the package boundary; everything else is real.
vi.mock('@nyaya/shared-platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@nyaya/shared-platform')>()),
  signIn: vi.fn(),
  signUp: vi.fn(),
  signInWithGoogle: vi.fn(),
  prepareAuth: vi.fn(),
  isGoogleSignInEnabled: vi.fn(),
  requestPasswordReset: vi.fn(),
  verifyEmailCode: vi.fn(),
  resendConfirmation: vi.fn(),
}));

beforeEach(async () => {
  vi.mocked(signIn).mockReset();
  vi.mocked(signUp).mockReset();
  vi.mocked(requestPasswordReset).mockReset();
  vi.mocked(isGoogleSignInEnabled).mockReset().mockReturnValue(true);
  await changeLanguage('hi');
});

afterEach(async () => {
  await changeLanguage('en');
});

function renderDialog(tab: 'login' | 'signup') {
  const user = userEvent.setup();
  renderWithShell(
    <AuthDialog intent={{ kind: 'auth', portal: 'client', tab }} onClose={() => undefined} />,
  );
  return { user, form: within(screen.getByRole('dialog', { name: 'मुवक्किल पोर्टल' })) };
}

async function signInAs(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await user.type(form.getByLabelText('ईमेल'), 'asha@nyaya.test');
  await user.type(form.getByLabelText('पासवर्ड'), 'Asha#2026pw');
  await user.click(form.getByRole('button', { name: 'लॉग इन करें' }));
}

describe('AuthDialog in Hindi', () => {
  it('signs up with the language of the page, so the e-mails start in Hindi', async () => {
    vi.mocked(signUp).mockResolvedValue({ needsEmailConfirmation: true });
    const { user, form } = renderDialog('signup');
    await user.type(form.getByLabelText('ईमेल'), 'asha@nyaya.test');
    await user.type(form.getByLabelText('पासवर्ड'), 'Asha#2026pw');
    await user.click(form.getByRole('button', { name: 'साइन अप करें' }));
    expect(
      await form.findByText(
        'सेवा की शर्तों और गोपनीयता नीति से सहमति के लिए बॉक्स पर सही का निशान लगाएँ। इसके बिना खाता नहीं बन सकता।',
      ),
    ).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
    await user.click(
      form.getByRole('checkbox', {
        name: /^मैं सेवा की शर्तों \(नए टैब में खुलता है\) से सहमत हूँ और मैंने गोपनीयता नीति \(नए टैब में खुलता है\) पढ़ ली है।$/,
      }),
    );
    await user.click(form.getByRole('button', { name: 'साइन अप करें' }));

    expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ language: 'hi' }));
    expect(await screen.findByText('अपने खाते की पुष्टि के लिए कृपया अपना ईमेल देखें।')).toBeInTheDocument();
  });

  it('says wrong credentials in Hindi, never in the server’s English', async () => {
    vi.mocked(signIn).mockRejectedValue(
      new DataError('Invalid login credentials', { code: 'invalid_credentials', status: 400 }),
    );
    const { user, form } = renderDialog('login');
    await signInAs(user, form);

    expect(await screen.findByText('ईमेल या पासवर्ड गलत है।')).toBeInTheDocument();
    expect(screen.queryByText('Invalid login credentials')).not.toBeInTheDocument();
  });

  it('gives the server’s wait in Hindi, with its seconds', async () => {
    vi.mocked(requestPasswordReset).mockRejectedValue(
      new DataError('For security purposes, you can only request this after 41 seconds.', {
        code: 'over_email_send_rate_limit',
        status: 429,
      }),
    );
    const { user, form } = renderDialog('login');
    await user.click(form.getByRole('button', { name: 'पासवर्ड भूल गए?' }));
    await user.type(form.getByLabelText('ईमेल'), 'asha@nyaya.test');
    await user.click(form.getByRole('button', { name: 'रीसेट ईमेल भेजें' }));

    expect(
      await screen.findByText('सुरक्षा के कारण आप यह अनुरोध 41 सेकंड बाद ही कर सकते हैं।'),
    ).toBeInTheDocument();
  });

  it('falls back to the generic Hindi sentence for a refusal it does not know', async () => {
    vi.mocked(signIn).mockRejectedValue(
      new DataError('Database error querying schema', { code: 'unexpected_failure', status: 500 }),
    );
    const { user, form } = renderDialog('login');
    await signInAs(user, form);

    expect(await screen.findByText(translateKey('common:errors.generic'))).toBeInTheDocument();
    expect(screen.queryByText('Database error querying schema')).not.toBeInTheDocument();
  });
});
