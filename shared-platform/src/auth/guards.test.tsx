import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSession } from '../test/sessions';
import {
  guardClientDashboard,
  guardLawyerDashboard,
  guardSignedIn,
  useClientDashboardGuard,
  useLawyerDashboardGuard,
} from './guards';
import { dashboardPathForRole } from './roles';
import { authStateFromSession, resetAuthStore, useAuthStore } from './store';

afterEach(() => resetAuthStore());

describe('route guards', () => {
  it('lawyer dashboard: signed out → /, client → /client-dashboard, lawyer allowed', () => {
    expect(guardLawyerDashboard({ status: 'signedOut', role: null })).toEqual({
      outcome: 'redirect',
      redirectTo: '/',
    });
    expect(guardLawyerDashboard({ status: 'signedIn', role: 'client' })).toEqual({
      outcome: 'redirect',
      redirectTo: '/client-dashboard',
    });
    expect(guardLawyerDashboard({ status: 'signedIn', role: 'lawyer' })).toEqual({
      outcome: 'allow',
    });
  });

  it('client dashboard: signed out → /, lawyer → /lawyer-dashboard, client allowed', () => {
    expect(guardClientDashboard({ status: 'signedOut', role: null })).toEqual({
      outcome: 'redirect',
      redirectTo: '/',
    });
    expect(guardClientDashboard({ status: 'signedIn', role: 'lawyer' })).toEqual({
      outcome: 'redirect',
      redirectTo: '/lawyer-dashboard',
    });
    expect(guardClientDashboard({ status: 'signedIn', role: 'client' })).toEqual({
      outcome: 'allow',
    });
  });

  it('signed-in pages: signed out → /, any role allowed', () => {
    expect(guardSignedIn({ status: 'signedOut', role: null })).toEqual({
      outcome: 'redirect',
      redirectTo: '/',
    });
    for (const role of ['client', 'lawyer'] as const) {
      expect(guardSignedIn({ status: 'signedIn', role })).toEqual({ outcome: 'allow' });
    }
    expect(guardSignedIn({ status: 'loading', role: null })).toEqual({ outcome: 'wait' });
  });

  it('waits while authentication is loading instead of redirecting', () => {
    expect(guardLawyerDashboard({ status: 'loading', role: null })).toEqual({ outcome: 'wait' });
    expect(guardClientDashboard({ status: 'loading', role: null })).toEqual({ outcome: 'wait' });
  });

  it('the hooks follow the auth store', () => {
    const lawyer = renderHook(() => useLawyerDashboardGuard());
    const client = renderHook(() => useClientDashboardGuard());
    expect(lawyer.result.current).toEqual({ outcome: 'wait' });

    act(() => useAuthStore.setState(authStateFromSession(fakeSession({ role: 'lawyer' }))));
    expect(lawyer.result.current).toEqual({ outcome: 'allow' });
    expect(client.result.current).toEqual({ outcome: 'redirect', redirectTo: '/lawyer-dashboard' });

    act(() => useAuthStore.setState(authStateFromSession(null)));
    expect(lawyer.result.current).toEqual({ outcome: 'redirect', redirectTo: '/' });
  });
});

describe('dashboardPathForRole', () => {
  it('goes to the dashboard of the role, or home without one', () => {
    expect(dashboardPathForRole('lawyer')).toBe('/lawyer-dashboard');
    expect(dashboardPathForRole('client')).toBe('/client-dashboard');
    expect(dashboardPathForRole(null)).toBe('/');
  });
});
