import { useOverlays } from '@nyaya/shared-platform';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockPostgrest, renderWithProviders } from '@nyaya/shared-platform/testing';
import { DevHost } from './DevHost';

describe('dev host', () => {
  it('mounts the dashboard at its route for a signed-in client', () => {
    renderWithProviders(<DevHost />, {
      route: '/client-dashboard',
      auth: { role: 'client', fullName: 'Asha Rao' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
  });

  it('names the location a guard redirects to', async () => {
    const { user } = renderWithProviders(<DevHost />, { route: '/', auth: { role: 'lawyer' } });
    expect(screen.getByRole('status')).toHaveTextContent('The shell renders / in the site.');
    await user.click(screen.getByRole('link', { name: 'Go to /client-dashboard' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The shell renders /lawyer-dashboard in the site.',
    );
  });

  it('sends a visitor to /', () => {
    renderWithProviders(<DevHost />, { route: '/client-dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('The shell renders / in the site.');
  });

  it('opens the request dialog through its overlay intent', async () => {
    const { user } = renderWithProviders(<DevHost />);
    await user.click(
      screen.getByRole('button', { name: 'Open consultation request (any lawyer)' }),
    );
    expect(screen.getByRole('dialog', { name: 'Request a Consultation' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders the rating dialog for its overlay intent', async () => {
    mockPostgrest('get', 'lawyer_reviews', { body: [] });
    renderWithProviders(<DevHost />, { auth: { role: 'client' } });
    act(() =>
      useOverlays.getState().open({
        kind: 'rate-consultation',
        requestId: 'request-1',
        lawyerName: 'Priya Sharma',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Rate your consultation' })).toBeVisible();
    expect(await screen.findByRole('radiogroup', { name: 'Rating' })).toBeVisible();
  });
});
