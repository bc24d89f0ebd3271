import { DataError, updatePassword, useOverlays } from '@nyaya/shared-platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import ResetPasswordPage from './ResetPasswordPage';
import { moveRecoveryReturnToResetPage } from './recoveryReturn';

vi.mock('@nyaya/shared-platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@nyaya/shared-platform')>()),
  updatePassword: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(updatePassword).mockReset();
  useOverlays.getState().close();
});

describe('ResetPasswordPage', () => {
  it('sets a new password under the policy and goes on to the dashboard, signed in', async () => {
    vi.mocked(updatePassword).mockResolvedValue();
    setAuth({ role: 'lawyer', fullName: 'Priya Sharma' });
    const user = userEvent.setup();
    renderWithShell(<ResetPasswordPage />, { path: '/reset-password' });

    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAccessibleDescription(
      'At least 8 characters, with a lowercase letter, a capital letter and a digit.',
    );
    await user.type(field, 'newpassword1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The password needs a capital letter (A-Z).')).toBeVisible();
    expect(updatePassword).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'New#Password1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(updatePassword).toHaveBeenCalledWith('New#Password1');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/lawyer-dashboard'),
    );
  });

  it('reports a password the server finds too weak at the field', async () => {
    vi.mocked(updatePassword).mockRejectedValue(
      new DataError('Password should contain ...', { code: 'weak_password', status: 422 }),
    );
    setAuth({ role: 'client' });
    const user = userEvent.setup();
    renderWithShell(<ResetPasswordPage />, { path: '/reset-password' });
    await user.type(screen.getByLabelText('New password'), 'New#Password1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText(
        'This password is too weak. Use at least 8 characters, with a lowercase letter, a capital letter and a digit.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });

  it('offers a new reset e-mail when the link signed nobody in', async () => {
    setAuth('signedOut');
    const user = userEvent.setup();
    renderWithShell(<ResetPasswordPage />, { path: '/reset-password' });
    expect(
      screen.getByRole('heading', { name: 'This reset link is invalid or has expired' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send a new reset e-mail' }));
    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'client',
      tab: 'forgot',
    });
  });
});

describe('moveRecoveryReturnToResetPage', () => {
  const hash =
    '#access_token=a.b.c&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery';

  it('moves a reset link that returned to another page to /reset-password, fragment kept', () => {
    const replaceState = vi.fn();
    expect(moveRecoveryReturnToResetPage({ pathname: '/', hash }, { replaceState })).toBe(true);
    expect(replaceState).toHaveBeenCalledWith(null, '', `/reset-password${hash}`);
  });

  it('leaves other returns and the reset page itself alone', () => {
    const replaceState = vi.fn();
    const signUpReturn = hash.replace('type=recovery', 'type=signup');
    expect(
      moveRecoveryReturnToResetPage({ pathname: '/', hash: signUpReturn }, { replaceState }),
    ).toBe(false);
    expect(
      moveRecoveryReturnToResetPage({ pathname: '/reset-password', hash }, { replaceState }),
    ).toBe(false);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
