import { CounterGrid, LoadErrorPanel } from '@nyaya/shared-design/patterns';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { loadFailureMessage } from '../../ui/loadFailureMessage';
import { CaseLists } from './components/CaseLists';
import { useLawyerCases } from './hooks/useLawyerCases';
import { NO_CASES } from './model/caseLists';

export interface LawyerCasesProps {
  /** The signed-in lawyer. */
  lawyerId: string;
  /**
   * Only an approved lawyer reads requests (docs/product/users-and-roles.md); others see zeros and
   * no lists.
   */
  approved: boolean;
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

/**
 * The lawyer dashboard's requests (docs/product/lawyer-portal.md): the three counters and, for an
 * approved lawyer, the open requests and their cases with what they can do with each: accept,
 * decline, schedule, complete, release.
 */
export function LawyerCases({ lawyerId, approved }: LawyerCasesProps) {
  const { t } = useRemoteTranslation();
  const cases = useLawyerCases(lawyerId, approved);

  if (cases.status === 'error') {
    return (
      <LoadErrorPanel
        title={t('requests.loadFailed.title')}
        message={loadFailureMessage(cases.error)}
        retryLabel={t('common:tryAgain')}
        retryingLabel={t('common:loading')}
        retrying={cases.retrying}
        onRetry={cases.retry}
      />
    );
  }
  const ready = cases.status === 'ready';
  // An unapproved lawyer reads no requests: true zeros, not placeholders.
  const counts = ready ? cases.counts : cases.status === 'unapproved' ? NO_CASES : null;
  return (
    <Wrapper>
      {/* Consultation Requests, My Cases and Completed Cases. */}
      <CounterGrid
        title={t('requests.counters.title')}
        loading={counts === null}
        counters={[
          {
            name: t('requests.counters.consultationRequests'),
            value: counts?.consultationRequests,
          },
          { name: t('requests.counters.myCases'), value: counts?.myCases },
          { name: t('requests.counters.completedCases'), value: counts?.completedCases },
        ]}
      />
      {approved && <CaseLists lists={ready ? cases.lists : null} lawyerId={lawyerId} />}
    </Wrapper>
  );
}
