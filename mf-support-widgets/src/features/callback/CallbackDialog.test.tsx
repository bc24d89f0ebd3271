import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CallbackDialog from '../../exposes/CallbackDialog';
import { renderWithProviders } from '@nyaya/shared-platform/testing';

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <CallbackDialog intent={{ kind: 'callback' }} onClose={onClose} />,
  );
  return { ...view, onClose };
}

describe('CallbackDialog', () => {
  it('is titled as the spec says and dials the support line', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Get Personal Legal Assistance' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call Right Now' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  it('calls onClose from the Close button', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose on Escape', async () => {
    const { user, onClose } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
