import { Button, SkeletonCard, VisuallyHidden } from '@nyaya/shared-design';
import { useLocale } from '@nyaya/shared-platform';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { LawyerCard } from './LawyerCard';
import { DISPLAY_LIMITS, formatCount } from './model/format';
import type { BookedLawyer } from './useBookConsultation';
import type { LawyerSearch } from './useLawyerSearch';

export interface ResultsGridProps {
  search: LawyerSearch;
  /** Any filter set: the count line and the empty state say so. */
  filtered: boolean;
  onBook: (lawyer: BookedLawyer) => void;
  onLoadMore: () => void;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const CountLine = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

// While new results load, the previous ones stay, dimmed, so the layout does not jump.
const Grid = styled.ul<{ $stale: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  list-style: none;
  padding: 0;
  transition: opacity ${({ theme }) => theme.durations.fast} ease;

  & > li {
    display: grid;
  }

  ${({ $stale }) =>
    $stale &&
    css`
      opacity: 0.6;
    `}
`;

const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  text-align: center;
`;

const NoticeTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const NoticeText = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const skeletonKeys = Array.from({ length: DISPLAY_LIMITS.skeletonCards }, (_, i) => i);

/**
 * The results: count line, the grid in each of its states (docs/product/public-site.md) and "Load
 * more". The count line is a status region, announced when a search or filter settles.
 */
export function ResultsGrid({ search, filtered, onBook, onLoadMore }: ResultsGridProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const headingId = useId();
  const { lawyers, total } = search;

  let status: string;
  if (search.isLoading) status = t('loadingLawyers');
  else if (search.isError || total === null) status = t('toasts.loadFailed.title');
  else
    status = t(filtered ? 'resultsCountFiltered' : 'resultsCount', { total: formatCount(total, locale) });

  return (
    <Section aria-labelledby={headingId} aria-busy={search.isBusy}>
      <VisuallyHidden as="h2" id={headingId}>
        {t('results')}
      </VisuallyHidden>
      <CountLine role="status">
        {search.isLoading ? <VisuallyHidden>{status}</VisuallyHidden> : status}
      </CountLine>

      {search.isLoading ? (
        <Grid as="div" $stale={false}>
          {skeletonKeys.map((key) => (
            <SkeletonCard key={key} />
          ))}
        </Grid>
      ) : search.isError ? (
        <Notice>
          <NoticeText>{t('toasts.loadFailed.description')}</NoticeText>
          <Button variant="outline" onClick={search.retry}>
            {t('common:tryAgain')}
          </Button>
        </Notice>
      ) : lawyers.length === 0 ? (
        <Notice>
          <NoticeTitle>{t('empty.title')}</NoticeTitle>
          <NoticeText>{t(filtered ? 'empty.filtered' : 'empty.unfiltered')}</NoticeText>
        </Notice>
      ) : (
        <>
          <Grid $stale={search.isStale}>
            {lawyers.map((lawyer) => (
              <li key={lawyer.id}>
                <LawyerCard lawyer={lawyer} onBook={onBook} />
              </li>
            ))}
          </Grid>
          {(search.hasMore || search.isLoadMoreError) && total !== null && (
            <More>
              <p>
                {t('showing', {
                  shown: formatCount(lawyers.length, locale),
                  total: formatCount(total, locale),
                })}
              </p>
              {search.isLoadMoreError ? (
                <Button variant="outline" onClick={search.retry}>
                  {t('common:tryAgain')}
                </Button>
              ) : (
                <Button variant="outline" loading={search.isLoadingMore} onClick={onLoadMore}>
                  {t('loadMore')}
                </Button>
              )}
            </More>
          )}
        </>
      )}
    </Section>
  );
}
