import { useShallow } from 'zustand/react/shallow';
import { useAuthStore, type AuthState } from './store';

/**
 * A route guard's answer. `wait` while authentication is still loading: render a loading
 * state, never redirect on a guess.
 */
export type GuardResult =
  { outcome: 'allow' } | { outcome: 'wait' } | { outcome: 'redirect'; redirectTo: string };

type GuardInput = Pick<AuthState, 'status' | 'role'>;

/** /lawyer-dashboard: lawyers only; signed out → '/', any other role → '/client-dashboard'. */
export function guardLawyerDashboard(auth: GuardInput): GuardResult {
  if (auth.status === 'loading') return { outcome: 'wait' };
  if (auth.status === 'signedOut') return { outcome: 'redirect', redirectTo: '/' };
  if (auth.role !== 'lawyer') return { outcome: 'redirect', redirectTo: '/client-dashboard' };
  return { outcome: 'allow' };
}

/** /client-dashboard: clients only; signed out → '/', any other role → '/lawyer-dashboard'. */
export function guardClientDashboard(auth: GuardInput): GuardResult {
  if (auth.status === 'loading') return { outcome: 'wait' };
  if (auth.status === 'signedOut') return { outcome: 'redirect', redirectTo: '/' };
  if (auth.role !== 'client') return { outcome: 'redirect', redirectTo: '/lawyer-dashboard' };
  return { outcome: 'allow' };
}

/** Pages for any signed-in user (e.g. /ai-consultations): signed out → '/'. */
export function guardSignedIn(auth: GuardInput): GuardResult {
  if (auth.status === 'loading') return { outcome: 'wait' };
  if (auth.status === 'signedOut') return { outcome: 'redirect', redirectTo: '/' };
  return { outcome: 'allow' };
}

function useGuard(guard: (auth: GuardInput) => GuardResult): GuardResult {
  // Status and role only, so token refreshes do not re-render the route.
  const input = useAuthStore(useShallow(({ status, role }: AuthState) => ({ status, role })));
  return guard(input);
}

export function useLawyerDashboardGuard(): GuardResult {
  return useGuard(guardLawyerDashboard);
}

export function useClientDashboardGuard(): GuardResult {
  return useGuard(guardClientDashboard);
}

export function useSignedInGuard(): GuardResult {
  return useGuard(guardSignedIn);
}
