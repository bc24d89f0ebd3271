import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, server, TEST_SUPABASE_URL } from '@nyaya/shared-platform/testing';
import { DevHost } from './DevHost';

describe('dev host', () => {
  it('mounts the dashboard at its route for a signed-in lawyer', async () => {
    server.use(
      http.get(`${TEST_SUPABASE_URL}/rest/v1/lawyer_profiles`, () => HttpResponse.json([])),
    );
    renderWithProviders(<DevHost />, { route: '/lawyer-dashboard', auth: { role: 'lawyer' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
    expect(await screen.findByText('Not Verified')).toBeVisible();
  });

  it('names the location a visitor is redirected to', () => {
    renderWithProviders(<DevHost />, { route: '/lawyer-dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('The shell renders / in the site.');
    expect(screen.getByRole('link', { name: 'Go to /lawyer-dashboard' })).toBeVisible();
  });
});
