import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ComplaintDialog from '../../exposes/ComplaintDialog';
import { renderWithProviders } from '@nyaya/shared-platform/testing';

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ComplaintDialog intent={{ kind: 'complaint' }} onClose={onClose} />,
  );
  return { ...view, onClose };
}

describe('ComplaintDialog', () => {
  it('shows the spec title and intro', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'File a Complaint' });
    expect(dialog).toHaveAccessibleDescription(
      "We value your feedback. Please share your complaint or concern and we'll address it promptly.",
    );
  });

  it.each(['Cancel', 'Close'])('calls onClose from %s', async (name) => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose on Escape', async () => {
    const { user, onClose } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
