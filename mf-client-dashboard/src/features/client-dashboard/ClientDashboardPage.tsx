import { useClientDashboardGuard, useCurrentUser } from '@nyaya/shared-platform';
import { Navigate } from '@nyaya/shared-platform/router';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';

const Page = styled.section`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Welcome = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/**
 * /client-dashboard (spec section 2), for clients only (section 6): visitors go to '/', other
 * roles to the lawyer dashboard. The counters and 'My Consultation Requests' arrive with the
 * client dashboard feature.
 */
export function ClientDashboardPage() {
  const { t } = useRemoteTranslation();
  const guard = useClientDashboardGuard();
  // The full name the client signed up with; the dashboard's own fallback is 'Client' (spec).
  const { displayName } = useCurrentUser();

  if (guard.outcome === 'wait') return <p role="status">{t('common:loading')}</p>;
  if (guard.outcome === 'redirect') return <Navigate to={guard.redirectTo} replace />;
  return (
    <Page aria-labelledby="client-dashboard-title">
      <Title id="client-dashboard-title">{t('dashboard.title')}</Title>
      <Welcome>
        {t('dashboard.welcome', { name: displayName ?? t('dashboard.clientFallback') })}
      </Welcome>
    </Page>
  );
}
