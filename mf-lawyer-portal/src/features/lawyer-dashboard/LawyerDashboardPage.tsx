import { VisuallyHidden } from '@nyaya/shared-design';
import { LoadErrorPanel, PageHeader } from '@nyaya/shared-design/patterns';
import { reportRemoteError, useCurrentUser, useLawyerDashboardGuard } from '@nyaya/shared-platform';
import { Navigate } from '@nyaya/shared-platform/router';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { REMOTE_NAME } from '../../remote';
import { loadFailureMessage } from '../../ui/loadFailureMessage';
import { LawyerCases } from '../case-requests/LawyerCases';
import { ownLawyerProfileQuery } from '../lawyer-profile/api/queries';
import { YourReviews } from '../lawyer-reviews/YourReviews';
import { NotificationSettings, SettingsSkeleton } from '../notification-settings';
import { VerificationDialog } from '../verification/VerificationDialog';
import { DashboardSkeleton } from './components/DashboardSkeleton';
import { ProfileOverview } from './components/ProfileOverview';
import { VerificationStatusCard } from './components/VerificationStatusCard';
import { useVerificationPrompt } from './hooks/useVerificationPrompt';

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

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const TITLE_ID = 'lawyer-dashboard-title';

/** The dashboard of a signed-in lawyer; `userId` is theirs. */
function LawyerDashboard({ userId }: { userId: string }) {
  const { t } = useRemoteTranslation();
  // Refetched whenever the tab regains focus, so a reviewer's decision shows without a reload.
  const profile = useQuery(ownLawyerProfileQuery(userId));
  const prompt = useVerificationPrompt(profile.data);

  useEffect(() => {
    if (profile.error)
      reportRemoteError(REMOTE_NAME, profile.error, { during: 'load own profile' });
  }, [profile.error]);

  const loaded = profile.data !== undefined;
  return (
    <Page aria-labelledby={TITLE_ID} aria-busy={profile.isPending}>
      <PageHeader title={t('dashboard.title')} titleId={TITLE_ID} />
      <VisuallyHidden role="status">
        {profile.isPending ? t('dashboard.loading') : ''}
      </VisuallyHidden>
      {profile.isPending && (
        <Summary>
          <DashboardSkeleton />
        </Summary>
      )}
      {!loaded && profile.isError && (
        <LoadErrorPanel
          title={t('dashboard.loadFailed.title')}
          message={loadFailureMessage(profile.error)}
          retryLabel={t('common:tryAgain')}
          retryingLabel={t('common:loading')}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      )}
      {loaded && (
        <>
          <Summary>
            <VerificationStatusCard profile={profile.data} onVerify={() => prompt.setOpen(true)} />
            <ProfileOverview profile={profile.data} />
          </Summary>
          {/* Only an approved lawyer is listed, and only a listed lawyer is reviewed. */}
          {profile.data?.approvalStatus === 'approved' && <YourReviews lawyerId={userId} />}
          <LawyerCases lawyerId={userId} approved={profile.data?.approvalStatus === 'approved'} />
          <Suspense fallback={<SettingsSkeleton />}>
            <NotificationSettings userId={userId} />
          </Suspense>
          <VerificationDialog
            open={prompt.open}
            onOpenChange={prompt.setOpen}
            profile={profile.data}
            userId={userId}
          />
        </>
      )}
    </Page>
  );
}

/**
 * /lawyer-dashboard (docs/product/lawyer-portal.md), for lawyers only
 * (docs/product/users-and-roles.md): visitors go to '/', other
 * roles to the client dashboard; nothing is decided while the session is still being read.
 * The status card and profile overview, 'Your reviews' once listed, the counters, for an
 * approved lawyer the open requests and their cases, and the notification settings; the
 * verification dialog opens by itself when the status asks.
 */
export function LawyerDashboardPage() {
  const { t } = useRemoteTranslation();
  const guard = useLawyerDashboardGuard();
  const { userId } = useCurrentUser();

  if (guard.outcome === 'wait' || (guard.outcome === 'allow' && !userId))
    return <p role="status">{t('common:loading')}</p>;
  if (guard.outcome === 'redirect') return <Navigate to={guard.redirectTo} replace />;
  return <LawyerDashboard userId={userId!} />;
}
