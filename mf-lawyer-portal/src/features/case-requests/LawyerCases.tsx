import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { LoadErrorPanel } from '../../ui/LoadErrorPanel';
import { CaseCounters } from './components/CaseCounters';
import { CaseLists } from './components/CaseLists';
import { useLawyerCases } from './hooks/useLawyerCases';
import { NO_CASES } from './model/caseLists';

export interface LawyerCasesProps {
  /** The signed-in lawyer. */
  lawyerId: string;
  /** Only an approved lawyer reads requests (spec section 6); others see zeros and no lists. */
  approved: boolean;
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

/**
 * The lawyer dashboard's requests (spec sections 2 and 4): the three counters and, for an
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
        error={cases.error}
        retrying={cases.retrying}
        onRetry={cases.retry}
      />
    );
  }
  const ready = cases.status === 'ready';
  return (
    <Wrapper>
      <CaseCounters
        counts={ready ? cases.counts : cases.status === 'unapproved' ? NO_CASES : null}
      />
      {approved && <CaseLists lists={ready ? cases.lists : null} lawyerId={lawyerId} />}
    </Wrapper>
  );
}
