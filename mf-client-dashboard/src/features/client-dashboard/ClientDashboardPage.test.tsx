import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@nyaya/shared-platform/router';
import { describe, expect, it } from 'vitest';
import ClientDashboardPage from '../../exposes/ClientDashboardPage';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@nyaya/shared-platform/testing';

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderPage(options: RenderWithProvidersOptions) {
  return renderWithProviders(
    <Routes>
      <Route path="/client-dashboard" element={<ClientDashboardPage />} />
      <Route path="*" element={<Location />} />
    </Routes>,
    { route: '/client-dashboard', ...options },
  );
}

describe('ClientDashboardPage', () => {
  it('welcomes the signed-in client by name', () => {
    renderPage({ auth: { role: 'client', fullName: 'Asha Rao' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
    expect(screen.getByText('Welcome back, Asha Rao')).toBeVisible();
  });

  it("falls back to 'Client' without a full name", () => {
    renderPage({ auth: { role: 'client', fullName: '  ' } });
    expect(screen.getByText('Welcome back, Client')).toBeVisible();
  });

  it('shows a loading state while the session is read, never redirecting on a guess', () => {
    renderPage({ auth: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends a visitor home', () => {
    renderPage({ auth: 'signedOut' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a lawyer to the lawyer dashboard', () => {
    renderPage({ auth: { role: 'lawyer', fullName: 'Priya Sharma' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/lawyer-dashboard');
  });
});
