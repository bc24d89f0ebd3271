import { screen } from '@testing-library/react';
import { renderWithProviders } from '@nyaya/shared-platform/testing';
import { describe, expect, it, vi } from 'vitest';
import AiLawyerDialog from '../../exposes/AiLawyerDialog';

const intent = { kind: 'ai-lawyer' } as const;

describe('the ai-lawyer intent', () => {
  it('shows the AI Lawyer Assistant to a signed-in user', () => {
    renderWithProviders(<AiLawyerDialog intent={intent} onClose={vi.fn()} />, {
      auth: { fullName: 'Asha Rao' },
    });
    expect(screen.getByRole('dialog', { name: 'AI Lawyer Assistant' })).toBeVisible();
  });

  it("shows 'Sign In Required' to a visitor", () => {
    renderWithProviders(<AiLawyerDialog intent={intent} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Sign In Required' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'AI Lawyer Assistant' })).not.toBeInTheDocument();
  });

  it('decides only once the session is known', () => {
    renderWithProviders(<AiLawyerDialog intent={intent} onClose={vi.fn()} />, { auth: 'loading' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
