import { useOverlays } from '@nyaya/shared-platform';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SignInRequiredDialog from '../../exposes/SignInRequiredDialog';
import { renderWithProviders } from '@nyaya/shared-platform/testing';

function renderDialog() {
  const onClose = vi.fn();
  // As the shell shows it: the current overlay is this dialog's intent.
  useOverlays.getState().open({ kind: 'sign-in-required' });
  const view = renderWithProviders(<SignInRequiredDialog onClose={onClose} />);
  return { ...view, onClose };
}

describe('SignInRequiredDialog', () => {
  it('lists the four benefits', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Sign In Required' });
    const benefits = within(dialog).getByRole('list', { name: 'With an account you get' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Instant AI legal consultation',
      'Voice-powered guidance',
      'Personalized advice',
      'Secure consultation history',
    ]);
  });

  it('opens client sign-up from Create Account & Access AI Lawyer', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create Account & Access AI Lawyer' }));
    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'client',
      tab: 'signup',
      then: { kind: 'ai-lawyer' },
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens client login from I Have an Account - Sign In', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'I Have an Account - Sign In' }));
    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'client',
      tab: 'login',
      then: { kind: 'ai-lawyer' },
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('calls onClose from Close and on Escape', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
