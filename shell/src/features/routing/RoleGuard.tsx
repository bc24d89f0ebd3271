import { useEffect, type ReactNode } from 'react';
import { Button } from '@nyaya/shared-design';
import {
  useClientDashboardGuard,
  useCurrentUser,
  useLawyerDashboardGuard,
  useOverlays,
  useSignedInGuard,
  type GuardResult,
  type IntentOf,
} from '@nyaya/shared-platform';
import { Navigate } from '@nyaya/shared-platform/router';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { PageSkeleton } from '../../ui/PageStatus';
import { Container } from '../../ui/layout';

const Prompt = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[16]};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

/** The portals a login can open on ('staff' for /ops). */
type Portal = IntentOf<'auth'>['portal'];

function openLogin(portal: Portal): void {
  useOverlays.getState().open({ kind: 'auth', portal, tab: 'login' });
}

/**
 * A visitor at a page that needs an account: the portal's login opens over it, and the page
 * stays the address, so signing in shows it (the guard lets them through). Closing the dialog
 * leaves this prompt, which opens it again.
 */
function SignInRequired({ portal }: { portal: Portal }) {
  const { t } = useShellTranslation();
  useEffect(() => openLogin(portal), [portal]);
  return (
    <Prompt>
      <h1>{t('signInRequired.title')}</h1>
      <p>{t('signInRequired.advice')}</p>
      <Button onClick={() => openLogin(portal)}>{t('signInRequired.login')}</Button>
    </Prompt>
  );
}

function GuardOutcome({
  guard,
  portal,
  children,
}: {
  guard: GuardResult;
  portal: Portal;
  children: ReactNode;
}) {
  const { status } = useCurrentUser();
  // Never redirect on a guess: wait until the session is known.
  if (guard.outcome === 'wait') return <PageSkeleton />;
  if (status === 'signedOut') return <SignInRequired portal={portal} />;
  if (guard.outcome === 'redirect') return <Navigate to={guard.redirectTo} replace />;
  return <>{children}</>;
}

/** /lawyer-dashboard: lawyers only; signed out → the lawyer login, other roles → '/client-dashboard'. */
export function LawyerOnly({ children }: { children: ReactNode }) {
  return (
    <GuardOutcome guard={useLawyerDashboardGuard()} portal="lawyer">
      {children}
    </GuardOutcome>
  );
}

/** /client-dashboard: clients only; signed out → the client login, other roles → '/lawyer-dashboard'. */
export function ClientOnly({ children }: { children: ReactNode }) {
  return (
    <GuardOutcome guard={useClientDashboardGuard()} portal="client">
      {children}
    </GuardOutcome>
  );
}

/** Pages for any signed-in user (/ai-consultations): signed out → the client login. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return (
    <GuardOutcome guard={useSignedInGuard()} portal="client">
      {children}
    </GuardOutcome>
  );
}

/**
 * /ops: signed out → the staff login ('Staff Sign In'); signed in → the page. Whether the account
 * is staff only the database knows (docs/product/ops-console.md), so the console itself sends
 * anyone without a staff capability home.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  return (
    <GuardOutcome guard={useSignedInGuard()} portal="staff">
      {children}
    </GuardOutcome>
  );
}
