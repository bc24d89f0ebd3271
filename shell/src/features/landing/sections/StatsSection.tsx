import { visuallyHiddenStyles } from '@nyaya/shared-design';
import styled from 'styled-components';
import { useShellTranslation } from '../../../i18n';
import { Container } from '../../../ui/layout';

const StatsBand = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const StatsList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;

  dt {
    color: ${({ theme }) => theme.colors.text.muted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    color: ${({ theme }) => theme.colors.primary.base};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const VisuallyHiddenHeading = styled.h2`
  ${visuallyHiddenStyles}
`;

/** Static figures (marketing text, not data; docs/product/public-site.md). */
const MARKETING_STATS = [
  { value: '10,000+', label: 'cases' },
  { value: '500+', label: 'lawyers' },
  { value: '98%', label: 'satisfaction' },
  { value: '24/7', label: 'support' },
] as const;

export function StatsSection() {
  const { t } = useShellTranslation();
  return (
    <StatsBand aria-labelledby="stats-title">
      <VisuallyHiddenHeading id="stats-title">{t('landing.stats.heading')}</VisuallyHiddenHeading>
      <Container>
        <StatsList>
          {MARKETING_STATS.map((stat) => (
            <Stat key={stat.value}>
              <dt>{t(`landing.stats.${stat.label}`)}</dt>
              <dd>{stat.value}</dd>
            </Stat>
          ))}
        </StatsList>
      </Container>
    </StatsBand>
  );
}
