import type { ReactNode } from 'react';
import {
  useClientDashboardGuard,
  useLawyerDashboardGuard,
  useSignedInGuard,
  type GuardResult,
} from '@nyaya/shared-platform';
import { Navigate } from '@nyaya/shared-platform/router';
import { PageSkeleton } from '../../ui/PageStatus';

function GuardOutcome({ guard, children }: { guard: GuardResult; children: ReactNode }) {
  // Never redirect on a guess: wait until the session is known.
  if (guard.outcome === 'wait') return <PageSkeleton />;
  if (guard.outcome === 'redirect') return <Navigate to={guard.redirectTo} replace />;
  return <>{children}</>;
}

/** /lawyer-dashboard: lawyers only; signed out → '/', other roles → '/client-dashboard'. */
export function LawyerOnly({ children }: { children: ReactNode }) {
  return <GuardOutcome guard={useLawyerDashboardGuard()}>{children}</GuardOutcome>;
}

/** /client-dashboard: clients only; signed out → '/', other roles → '/lawyer-dashboard'. */
export function ClientOnly({ children }: { children: ReactNode }) {
  return <GuardOutcome guard={useClientDashboardGuard()}>{children}</GuardOutcome>;
}

/** Pages for any signed-in user (/ai-consultations): signed out → '/'. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return <GuardOutcome guard={useSignedInGuard()}>{children}</GuardOutcome>;
}
