import { LoadErrorPanel, PageHeader } from '@nyaya/shared-design/patterns';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nyaya/shared-design/tabs';
import {
  DataError,
  dataErrorMessage,
  useCurrentUser,
  withTranslations,
} from '@nyaya/shared-platform';
import { Navigate } from '@nyaya/shared-platform/router';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { CallbacksTab } from '../callbacks/components/CallbacksTab';
import { ComplaintsTab } from '../complaints/components/ComplaintsTab';
import { OpsCounters } from '../counters/components/OpsCounters';
import { VerificationsTab } from '../verification-queue/components/VerificationsTab';
import { NotStaff } from './components/NotStaff';
import { capabilitiesQuery, type StaffCapability } from './api/capabilities';

// Support's reported reviews, a chunk of their own: most visits never open the tab, and the
// page's own chunks stay within their budget (docs/benchmarks.md). The chunk registers its own
// strings; on a Hindi page it renders once their Hindi has arrived (docs/product/languages.md).
const ReviewsTab = lazy(
  withTranslations(() =>
    import('../reviews/components/ReviewsTab').then((module) => ({ default: module.ReviewsTab })),
  ),
);

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  width: 100%;
  max-width: 76rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

// The queues' tabs wrap onto a second line on a narrow screen rather than overflow it (Hindi
// labels are longer; docs/product/languages.md).
const QueueTabs = styled(TabsList)`
  flex-wrap: wrap;

  & > * {
    flex: 1 1 auto;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const TITLE_ID = 'ops-console-title';

type Tab = 'verifications' | 'callbacks' | 'complaints' | 'reviews';

function tabsOf(capabilities: readonly StaffCapability[]): Tab[] {
  const tabs: Tab[] = [];
  if (capabilities.includes('reviewer')) tabs.push('verifications');
  if (capabilities.includes('support')) tabs.push('callbacks', 'complaints', 'reviews');
  return tabs;
}

/**
 * /ops, the staff console (docs/product/ops-console.md). The shell lets only signed-in people
 * here; only the database knows who is staff, so the page asks it (`my_staff_capabilities`) and
 * shows the tabs of the capabilities held. Everything else is enforced by the database too.
 */
export function OpsConsolePage() {
  const { t } = useRemoteTranslation();
  const { status, userId } = useCurrentUser();
  const capabilities = useQuery(capabilitiesQuery(userId));

  if (status === 'signedOut') return <Navigate to="/" replace />;
  if (status === 'loading' || capabilities.isPending) {
    return <p role="status">{t('page.loading')}</p>;
  }
  if (capabilities.isError) {
    return (
      <Page aria-labelledby={TITLE_ID}>
        <PageHeader title={t('page.title')} titleId={TITLE_ID} />
        <LoadErrorPanel
          title={t('page.capabilitiesFailed')}
          message={
            capabilities.error instanceof DataError && capabilities.error.messageKey
              ? dataErrorMessage(capabilities.error)
              : t('common:errors.generic')
          }
          retryLabel={t('common:tryAgain')}
          retryingLabel={t('common:loading')}
          retrying={capabilities.isFetching}
          onRetry={() => void capabilities.refetch()}
        />
      </Page>
    );
  }
  const tabs = tabsOf(capabilities.data);
  if (tabs.length === 0) return <NotStaff />;

  return (
    <Page aria-labelledby={TITLE_ID}>
      <PageHeader title={t('page.title')} titleId={TITLE_ID} description={t('page.description')} />
      <OpsCounters capabilities={capabilities.data} />
      <Tabs defaultValue={tabs[0]}>
        <QueueTabs aria-label={t('page.tabs.label')}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`page.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </QueueTabs>
        {tabs.includes('verifications') && (
          <TabsContent value="verifications">
            <VerificationsTab />
          </TabsContent>
        )}
        {tabs.includes('callbacks') && (
          <TabsContent value="callbacks">
            <CallbacksTab />
          </TabsContent>
        )}
        {tabs.includes('complaints') && (
          <TabsContent value="complaints">
            <ComplaintsTab />
          </TabsContent>
        )}
        {tabs.includes('reviews') && (
          <TabsContent value="reviews">
            <Suspense fallback={<p role="status">{t('page.loading')}</p>}>
              <ReviewsTab />
            </Suspense>
          </TabsContent>
        )}
      </Tabs>
    </Page>
  );
}
