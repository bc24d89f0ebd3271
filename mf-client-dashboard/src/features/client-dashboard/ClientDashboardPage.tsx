import { Button, buttonStyles, VisuallyHidden, type ButtonStyleProps } from '@nyaya/shared-design';
import { useClientDashboardGuard, useCurrentUser, useOverlays } from '@nyaya/shared-platform';
import { Link, Navigate } from '@nyaya/shared-platform/router';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { RequestCounters } from './components/RequestCounters';
import { RequestList } from './components/RequestList';
import { RequestsLoadError } from './components/RequestsLoadError';
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

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.text.primary};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Welcome = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const TITLE_ID = 'client-dashboard-title';

/**
 * The dashboard of a signed-in client: counters, their requests (each pending one can be
 * cancelled) and 'New Request'. The list follows changes made anywhere on the page (the
 * request dialog invalidates it) and refreshes when the tab regains focus.
 */
function ClientDashboard() {
  const { t } = useRemoteTranslation();
  // The full name the client signed up with; the dashboard's own fallback is 'Client' (spec).
  const { displayName, userId } = useCurrentUser();
  const requests = useClientRequests(userId);
  const openOverlay = useOverlays((state) => state.open);
  const ready = requests.status === 'ready';

  return (
    <Page aria-labelledby={TITLE_ID}>
      <Header>
        <div>
          <Title id={TITLE_ID}>{t('dashboard.title')}</Title>
          <Welcome>
            {t('dashboard.welcome', { name: displayName ?? t('dashboard.clientFallback') })}
          </Welcome>
        </div>
        <Actions>
          {/* The saved AI Lawyer consultations (mf_ai_lawyer's page). */}
          <ButtonLink to="/ai-consultations" $variant="outline">
            {t('dashboard.aiHistory')}
          </ButtonLink>
          {/* Open to any lawyer: the client picks one in the directory instead. */}
          <Button onClick={() => openOverlay({ kind: 'consultation-request' })}>
            {t('dashboard.newRequest')}
          </Button>
        </Actions>
      </Header>
      <VisuallyHidden role="status">
        {requests.status === 'loading' ? t('dashboard.loading') : ''}
      </VisuallyHidden>
      {requests.status === 'error' ? (
        <RequestsLoadError
          error={requests.error}
          retrying={requests.retrying}
          onRetry={requests.retry}
        />
      ) : (
        <>
          <RequestCounters summary={ready ? requests.summary : null} />
          <RequestList requests={ready ? requests.requests : null} />
        </>
      )}
    </Page>
  );
}

/**
 * /client-dashboard (spec section 2), for clients only (section 6): visitors go to '/', other
 * roles to the lawyer dashboard; nothing is decided while the session is still being read.
 */
export function ClientDashboardPage() {
  const { t } = useRemoteTranslation();
  const guard = useClientDashboardGuard();

  if (guard.outcome === 'wait') return <p role="status">{t('common:loading')}</p>;
  if (guard.outcome === 'redirect') return <Navigate to={guard.redirectTo} replace />;
  return <ClientDashboard />;
}
