import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from '@nyaya/shared-platform/router';
import { describe, expect, it, vi } from 'vitest';
import LawyerDashboardPage from '../../exposes/LawyerDashboardPage';
import {
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
  type RenderWithProvidersOptions,
} from '@nyaya/shared-platform/testing';

const PROFILES_URL = `${TEST_SUPABASE_URL}/rest/v1/lawyer_profiles`;

function profileRow(approvalStatus: string | null) {
  return {
    id: 'lawyer-1',
    name: 'Priya Sharma',
    bar_council_id: 'D/1234/2015',
    years_experience: 12,
    expertise_areas: ['Family Law'],
    location: 'Delhi High Court',
    bio: null,
    approval_status: approvalStatus,
    rating: null,
    hourly_rate: null,
    profile_picture_url: null,
  };
}

/** Answers the profile query with these rows and records which lawyer was asked for. */
function answerProfiles(rows: unknown[]) {
  const requestedIds: (string | null)[] = [];
  server.use(
    http.get(PROFILES_URL, ({ request }) => {
      requestedIds.push(new URL(request.url).searchParams.get('id'));
      return HttpResponse.json(rows);
    }),
  );
  return requestedIds;
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderPage(options: RenderWithProvidersOptions) {
  return renderWithProviders(
    <Routes>
      <Route path="/lawyer-dashboard" element={<LawyerDashboardPage />} />
      <Route path="*" element={<Location />} />
    </Routes>,
    { route: '/lawyer-dashboard', ...options },
  );
}

const lawyer = { id: 'lawyer-1', role: 'lawyer', fullName: 'Priya Sharma' } as const;

describe('LawyerDashboardPage', () => {
  it("loads the lawyer's own profile, then shows its verification status", async () => {
    const requestedIds = answerProfiles([profileRow('pending')]);
    renderPage({ auth: lawyer });

    expect(screen.getByRole('heading', { level: 1, name: 'Lawyer Dashboard' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const card = await screen.findByRole('region', { name: 'Verification Status' });
    expect(card).toHaveTextContent('Under Review');
    expect(card).toHaveTextContent('We will call you within 24 hours to complete the verification');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requestedIds).toEqual(['eq.lawyer-1']);
  });

  it('shows Not Verified before the first verification', async () => {
    answerProfiles([]);
    renderPage({ auth: lawyer });
    const card = await screen.findByRole('region', { name: 'Verification Status' });
    expect(card).toHaveTextContent('Not Verified');
    expect(card).toHaveTextContent('Please complete your verification form to get started');
  });

  it('only logs a profile that fails to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(PROFILES_URL, () =>
        HttpResponse.json(
          { code: 'XX000', message: 'boom', details: null, hint: null },
          { status: 500 },
        ),
      ),
    );
    renderPage({ auth: lawyer });
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        '[mf_lawyer_portal]',
        expect.objectContaining({ message: 'boom' }),
      ),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verification Status' })).not.toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
  });

  it('shows a loading state while the session is read, and asks for nothing', () => {
    const requestedIds = answerProfiles([]);
    renderPage({ auth: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(requestedIds).toEqual([]);
  });

  it('sends a visitor home', () => {
    renderPage({ auth: 'signedOut' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a client to the client dashboard', () => {
    renderPage({ auth: { role: 'client' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/client-dashboard');
  });
});
