import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockPostgrest, renderWithProviders } from '@nyaya/shared-platform/testing';
import { DevHost } from './DevHost';

describe('dev host', () => {
  it('shows Sign In Required to a signed-out visitor who chooses AI Lawyer', async () => {
    const { user } = renderWithProviders(<DevHost />);
    expect(screen.getByRole('banner', { name: 'Dev host' })).toHaveTextContent('Signed out');
    await user.click(
      screen.getByRole('button', { name: 'Open ai-lawyer (as the header opens it)' }),
    );
    expect(screen.getByRole('dialog', { name: 'Sign In Required' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'I Have an Account - Sign In' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Opened intent {"kind":"auth","portal":"client","then":{"kind":"ai-lawyer"},"tab":"login"}, which another app renders in the site.',
    );
  });

  it('shows the AI Lawyer dialog to a signed-in user', async () => {
    const { user } = renderWithProviders(<DevHost />, { auth: { fullName: 'Asha Rao' } });
    expect(screen.getByRole('banner', { name: 'Dev host' })).toHaveTextContent(
      'Signed in as Asha Rao (client)',
    );
    await user.click(
      screen.getByRole('button', { name: 'Open ai-lawyer (as the header opens it)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'AI Lawyer Assistant' })).not.toBeInTheDocument();
  });

  it('links to the consultation history page, which lists the signed-in user’s consultations', async () => {
    const calls = mockPostgrest('get', 'ai_consultations', { body: [] });
    const { user } = renderWithProviders(<DevHost />, { auth: { fullName: 'Asha Rao' } });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to /ai-consultations' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'AI Consultation History' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No AI consultations yet' })).toBeVisible();
    expect(calls).toHaveLength(1);
  });
});
