import { SkeletonCard, VisuallyHidden } from '@nyaya/shared-design';
import { DISPLAY_LIMITS } from './model/format';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.text.primary};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;

const skeletonKeys = Array.from({ length: DISPLAY_LIMITS.skeletonCards }, (_, i) => i);

/**
 * /lawyers (spec section 2). The results grid is in its loading layout: the spec's 6 skeleton
 * cards. The directory feature connects it to `lawyerSearchQuery` (./api/queries) and adds the
 * count line, search, filters, lawyer cards and the empty state.
 */
export function DirectoryPage() {
  const { t } = useRemoteTranslation();
  return (
    <Page aria-labelledby="directory-title">
      <Title id="directory-title">{t('title')}</Title>
      <Grid role="region" aria-label={t('results')} aria-busy="true">
        <VisuallyHidden>{t('loadingLawyers')}</VisuallyHidden>
        {skeletonKeys.map((key) => (
          <SkeletonCard key={key} />
        ))}
      </Grid>
    </Page>
  );
}
