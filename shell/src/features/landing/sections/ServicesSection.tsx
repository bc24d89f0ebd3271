import { Link } from '@nyaya/shared-platform/router';
import styled from 'styled-components';
import { useShellTranslation } from '../../../i18n';
import { ArrowRightIcon, BriefcaseIcon, FamilyIcon, GavelIcon, HomeIcon } from '../../../ui/icons';
import { Container } from '../../../ui/layout';
import {
  FEATURED_PRACTICE_AREAS,
  lawyersPracticing,
  type FeaturedPracticeArea,
} from '../../../ui/practiceAreas';
import {
  Grid,
  IconBadge,
  Section,
  SectionHeading,
  SectionLead,
  type IconComponent,
} from './landingLayout';

const ServiceLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  transition:
    box-shadow ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast},
    transform ${({ theme }) => theme.durations.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary.base};
    box-shadow: ${({ theme }) => theme.shadows.md};
    color: ${({ theme }) => theme.colors.text.primary};
    transform: translateY(-2px);
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const ServiceMore = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: auto;
  color: ${({ theme }) => theme.colors.text.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const SERVICE_ICONS: Record<FeaturedPracticeArea['key'], IconComponent> = {
  property: HomeIcon,
  family: FamilyIcon,
  criminal: GavelIcon,
  business: BriefcaseIcon,
};

export function ServicesSection() {
  const { t } = useShellTranslation();
  return (
    <Section id="services" $tone="muted" aria-labelledby="services-title">
      <Container>
        <SectionHeading id="services-title">{t('landing.services.heading')}</SectionHeading>
        <SectionLead>{t('landing.services.lead')}</SectionLead>
        <Grid $min="15rem">
          {FEATURED_PRACTICE_AREAS.map(({ key, specialization }) => {
            const ServiceIcon = SERVICE_ICONS[key];
            return (
              <li key={key}>
                <ServiceLink to={lawyersPracticing(specialization)}>
                  <IconBadge>
                    <ServiceIcon />
                  </IconBadge>
                  <h3>{t(`landing.services.${key}.title`)}</h3>
                  <p>{t(`landing.services.${key}.text`)}</p>
                  <ServiceMore aria-hidden="true">
                    {t('landing.services.findLawyers')}
                    <ArrowRightIcon size="1em" />
                  </ServiceMore>
                </ServiceLink>
              </li>
            );
          })}
        </Grid>
      </Container>
    </Section>
  );
}
