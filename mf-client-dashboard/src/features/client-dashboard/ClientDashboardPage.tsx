import { Button, buttonStyles, VisuallyHidden, type ButtonStyleProps } from '@nyaya/shared-design';
import { LoadErrorPanel, PageHeader } from '@nyaya/shared-design/patterns';
import {
  DataError,
  dataErrorMessage,
  useClientDashboardGuard,
  useCurrentUser,
  useOverlays,
} from '@nyaya/shared-platform';
import { Link, Navigate } from '@nyaya/shared-platform/router';
import { Suspense } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { NotificationSettings, SettingsSkeleton } from '../notification-settings';
import { RequestCounters } from './components/RequestCounters';
import { useClientReviews } from '../consultation-review';
import { RequestList } from './components/RequestList';
import { useClientRequests } from './hooks/useClientRequests';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  width: 100%;
  /* The page column of the shell's header and footer, so the page lines up with them. */
  max-width: 76rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const TITLE_ID = 'client-dashboard-title';

/**
 * The dashboard of a signed-in client: counters, their requests (each pending one can be
 * cancelled), 'New Request' and their notification settings. The list follows changes made anywhere on the page (the
 * request dialog invalidates it) and refreshes when the tab regains focus.
 */
function ClientDashboard() {
  const { t } = useRemoteTranslation();
  // The full name the client signed up with; the dashboard's own fallback is 'Client'.
  const { displayName, userId } = useCurrentUser();
  const requests = useClientRequests(userId);
  const openOverlay = useOverlays((state) => state.open);
  const ready = requests.status === 'ready';
  const reviews = useClientReviews(
    userId,
    ready && requests.requests.some((request) => request.status === 'completed'),
  );

  return (
    <Page aria-labelledby={TITLE_ID}>
      <PageHeader
        title={t('dashboard.title')}
        titleId={TITLE_ID}
        description={t('dashboard.welcome', {
          name: displayName ?? t('dashboard.clientFallback'),
        })}
        actions={
          <>
            {/* The saved AI Lawyer consultations (mf_ai_lawyer's page). */}
            <ButtonLink to="/ai-consultations" $variant="outline">
              {t('dashboard.aiHistory')}
            </ButtonLink>
            {/* Open to any lawyer: the client picks one in the directory instead. */}
            <Button onClick={() => openOverlay({ kind: 'consultation-request' })}>
              {t('dashboard.newRequest')}
            </Button>
          </>
        }
      />
      <VisuallyHidden role="status">
        {requests.status === 'loading' ? t('dashboard.loading') : ''}
      </VisuallyHidden>
      {requests.status === 'error' ? (
        // In place of the counters and the list: no zeros that are not true.
        <LoadErrorPanel
          title={t('dashboard.loadFailed.title')}
          message={
            // The platform's sentence for the kind of failure, never the server's text.
            requests.error instanceof DataError && requests.error.messageKey
              ? dataErrorMessage(requests.error)
              : t('common:errors.generic')
          }
          retryLabel={t('common:tryAgain')}
          retryingLabel={t('common:loading')}
          retrying={requests.retrying}
          onRetry={requests.retry}
        />
      ) : (
        <>
          <RequestCounters summary={ready ? requests.summary : null} />
          <RequestList requests={ready ? requests.requests : null} reviews={reviews} />
        </>
      )}
      {userId && (
        <Suspense fallback={<SettingsSkeleton />}>
          <NotificationSettings userId={userId} />
        </Suspense>
      )}
    </Page>
  );
}

/**
 * /client-dashboard (docs/product/consultation-requests.md), for clients only
 * (docs/product/users-and-roles.md): visitors go to '/', other
 * roles to the lawyer dashboard; nothing is decided while the session is still being read.
 */
export function ClientDashboardPage() {
  const { t } = useRemoteTranslation();
  const guard = useClientDashboardGuard();

  if (guard.outcome === 'wait') return <p role="status">{t('common:loading')}</p>;
  if (guard.outcome === 'redirect') return <Navigate to={guard.redirectTo} replace />;
  return <ClientDashboard />;
}
