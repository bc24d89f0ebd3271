import { reportRemoteError, useCurrentUser, useLawyerDashboardGuard } from '@nyaya/shared-platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate } from '@nyaya/shared-platform/router';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { REMOTE_NAME } from '../../remote';
import { ownLawyerProfileQuery } from '../lawyer-profile/api/queries';
import { VerificationStatusCard } from './VerificationStatusCard';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/**
 * /lawyer-dashboard (spec section 2), for lawyers only (section 6): visitors go to '/', other
 * roles to the client dashboard. A loading state, then the verification status. The profile
 * overview, counters, request lists and the verification dialog arrive with their features.
 */
export function LawyerDashboardPage() {
  const { t } = useRemoteTranslation();
  const guard = useLawyerDashboardGuard();
  const { userId } = useCurrentUser();
  const profile = useQuery(ownLawyerProfileQuery(guard.outcome === 'allow' ? userId : null));

  // Spec section 8: a profile that fails to load is only logged, never shown to the user.
  useEffect(() => {
    if (profile.error)
      reportRemoteError(REMOTE_NAME, profile.error, { during: 'load own profile' });
  }, [profile.error]);

  if (guard.outcome === 'wait') return <p role="status">{t('common:loading')}</p>;
  if (guard.outcome === 'redirect') return <Navigate to={guard.redirectTo} replace />;
  return (
    <Page aria-labelledby="lawyer-dashboard-title" aria-busy={profile.isPending}>
      <Title id="lawyer-dashboard-title">{t('dashboard.title')}</Title>
      {profile.isPending && <p role="status">{t('common:loading')}</p>}
      {profile.isSuccess && <VerificationStatusCard profile={profile.data} />}
    </Page>
  );
}
