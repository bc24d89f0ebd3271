import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test-utils/axe';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onKeep = vi.fn();
  const view = renderWithTheme(
    <ConfirmDialog
      open
      title="Cancel this request?"
      description="Your Family Law request will be cancelled."
      keepLabel="Keep request"
      confirmLabel="Cancel request"
      confirmVariant="danger"
      busy={false}
      onConfirm={onConfirm}
      onKeep={onKeep}
      {...props}
    />,
  );
  return { onConfirm, onKeep, user: userEvent.setup(), ...view };
}

const dialog = () => screen.getByRole('alertdialog', { name: 'Cancel this request?' });

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by what will happen', () => {
    renderDialog();
    expect(dialog()).toHaveAccessibleDescription('Your Family Law request will be cancelled.');
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
  });

  it('confirms and keeps from the keyboard', async () => {
    const { user, onConfirm, onKeep } = renderDialog();
    const keep = screen.getByRole('button', { name: 'Keep request' });
    const confirm = screen.getByRole('button', { name: 'Cancel request' });
    await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
    keep.focus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // Focus stays inside: Tab wraps to the keep button.
    await user.tab();
    expect(keep).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onKeep).toHaveBeenCalledTimes(1);
  });

  it('keeps on Escape', async () => {
    const { user, onKeep } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onKeep).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed or answered twice while busy', async () => {
    const { user, onKeep, onConfirm } = renderDialog({ busy: true });
    await user.keyboard('{Escape}');
    expect(onKeep).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Keep request' })).toBeDisabled();
    const confirm = screen.getByRole('button', { name: 'Cancel request' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderDialog();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
