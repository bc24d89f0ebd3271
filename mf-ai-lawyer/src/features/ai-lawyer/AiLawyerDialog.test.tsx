import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AiLawyerDialog from '../../exposes/AiLawyerDialog';
import { renderWithProviders } from '@nyaya/shared-platform/testing';

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <AiLawyerDialog intent={{ kind: 'ai-lawyer' }} onClose={onClose} />,
    { auth: { fullName: 'Asha Rao' } },
  );
  return { ...view, onClose };
}

describe('AiLawyerDialog', () => {
  it("is titled 'AI Lawyer Assistant' and always shows one Close button", () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'AI Lawyer Assistant' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('calls onClose from Close', async () => {
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
