import styled from 'styled-components';
import { useShellTranslation } from '../../../i18n';
import { QuoteIcon } from '../../../ui/icons';
import { Container } from '../../../ui/layout';
import { Grid, Section, SectionHeading } from './landingLayout';

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  > svg {
    color: ${({ theme }) => theme.colors.accent.base};
  }

  blockquote {
    color: ${({ theme }) => theme.colors.text.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }

  figcaption {
    margin-top: auto;
    color: ${({ theme }) => theme.colors.text.muted};
  }

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

export function TestimonialsSection() {
  const { t } = useShellTranslation();
  return (
    <Section $tone="muted" aria-labelledby="testimonials-title">
      <Container>
        <SectionHeading id="testimonials-title">{t('landing.testimonials.heading')}</SectionHeading>
        <Grid $min="20rem">
          {(['first', 'second'] as const).map((key) => (
            <li key={key}>
              <Quote>
                <QuoteIcon size="2rem" />
                <blockquote>
                  <p>{t(`landing.testimonials.${key}.quote`)}</p>
                </blockquote>
                <figcaption>
                  <strong>{t(`landing.testimonials.${key}.name`)}</strong>
                  {t(`landing.testimonials.${key}.place`)}
                </figcaption>
              </Quote>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
