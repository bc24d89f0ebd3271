import type { OverlayProps } from '@nyaya/shared-platform';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ConsultationRequestDialog from '../../exposes/ConsultationRequestDialog';
import { renderWithProviders } from '@nyaya/shared-platform/testing';

function renderDialog(intent: OverlayProps<'consultation-request'>['intent']) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ConsultationRequestDialog intent={intent} onClose={onClose} />,
    {
      auth: { role: 'client' },
    },
  );
  return { ...view, onClose };
}

describe('ConsultationRequestDialog', () => {
  it('is addressed to the lawyer it was opened for', () => {
    renderDialog({
      kind: 'consultation-request',
      lawyer: { id: 'lawyer-1', name: 'Priya Sharma' },
    });
    expect(
      screen.getByRole('dialog', { name: 'Request a Consultation' }),
    ).toHaveAccessibleDescription('Your request will be sent to Priya Sharma.');
  });

  it('is open to any lawyer without one', () => {
    renderDialog({ kind: 'consultation-request' });
    expect(
      screen.getByRole('dialog', { name: 'Request a Consultation' }),
    ).toHaveAccessibleDescription('Your request will be open to any lawyer.');
  });

  it('calls onClose from Close', async () => {
    const { user, onClose } = renderDialog({ kind: 'consultation-request' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose on Escape', async () => {
    const { user, onClose } = renderDialog({ kind: 'consultation-request' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
