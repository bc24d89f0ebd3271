import { useCallback } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { FilterCard } from './FilterCard';
import { hasActiveFilters } from './model/filters';
import { ResultsGrid } from './ResultsGrid';
import { SearchBox } from './SearchBox';
import { useBookConsultation } from './useBookConsultation';
import { useDirectoryUrlState } from './useDirectoryUrlState';
import { useLawyerSearch } from './useLawyerSearch';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  /* The page column of the shell's header and footer, so the page lines up with them. */
  max-width: 76rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[8]};
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

// The look of the design system's PageHeader title, written out: /lawyers is a prerendered,
// size-budgeted first page, and PageHeader would bring the whole patterns entry (3 KB gzip) to it
// for one heading.
const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.text.primary};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * /lawyers (docs/product/public-site.md): search, filters and the results grid. Filters, search and
 * the number of pages shown live in the URL, so a link reproduces the page and Back walks the
 * filter history.
 */
export function DirectoryPage() {
  const { t } = useRemoteTranslation();
  const { filters, pages, updateFilters, clearFilters, showPages } = useDirectoryUrlState();
  const search = useLawyerSearch(filters, pages);
  const book = useBookConsultation();
  // Stable between renders, so a refetch does not restart the search box's debounce.
  const onSearch = useCallback(
    (text: string, { replace }: { replace: boolean }) =>
      updateFilters({ search: text }, { replace }),
    [updateFilters],
  );

  return (
    <Page aria-labelledby="directory-title">
      <Title id="directory-title">{t('title')}</Title>
      <Controls>
        <SearchBox value={filters.search ?? ''} onSearch={onSearch} />
        <FilterCard filters={filters} onChange={updateFilters} onClearAll={clearFilters} />
      </Controls>
      <ResultsGrid
        search={search}
        filtered={hasActiveFilters(filters)}
        onBook={book}
        onLoadMore={() => {
          showPages(search.loadedPages + 1);
          search.loadMore();
        }}
      />
    </Page>
  );
}
