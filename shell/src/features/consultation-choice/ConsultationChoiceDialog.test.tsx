import { useOverlays } from '@nyaya/shared-platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test/render';
import { ConsultationChoiceDialog } from './ConsultationChoiceDialog';

function renderChoice() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithShell(
    <ConsultationChoiceDialog intent={{ kind: 'consultation-choice' }} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Get Started with Legal Consultation' });
  return { user, onClose, dialog: within(dialog) };
}

describe('ConsultationChoiceDialog', () => {
  it('offers exactly the three documented options', () => {
    const { dialog } = renderChoice();
    // Every button but the dialog's own Close.
    expect(dialog.getAllByRole('button', { name: (name) => name !== 'Close' })).toHaveLength(3);
    expect(dialog.getByRole('button', { name: 'Sign Up & Start Consultation' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Login to Continue' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Talk to Us Directly' })).toBeVisible();
  });

  it('Sign Up & Start Consultation opens client sign-up, then the request form after sign-in', async () => {
    const { user, dialog } = renderChoice();
    await user.click(dialog.getByRole('button', { name: 'Sign Up & Start Consultation' }));
    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'client',
      tab: 'signup',
      then: { kind: 'consultation-request' },
    });
  });

  it('Login to Continue opens client login', async () => {
    const { user, dialog } = renderChoice();
    await user.click(dialog.getByRole('button', { name: 'Login to Continue' }));
    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'client',
      tab: 'login',
      then: { kind: 'consultation-request' },
    });
  });

  it('Talk to Us Directly opens the callback dialog', async () => {
    const { user, dialog } = renderChoice();
    await user.click(dialog.getByRole('button', { name: 'Talk to Us Directly' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'callback' });
  });

  it('closes on Escape', async () => {
    const { user, onClose } = renderChoice();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
