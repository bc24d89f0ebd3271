import type { ComponentType, SVGProps } from 'react';
import { Button, visuallyHiddenStyles } from '@nyaya/shared-design';
import { MARKETING_STATS, openAiLawyer } from '@nyaya/shared-platform';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useShellTranslation } from '../../i18n';
import {
  ArrowRightIcon,
  BriefcaseIcon,
  ClockIcon,
  FamilyIcon,
  FileTextIcon,
  GavelIcon,
  HomeIcon,
  LanguagesIcon,
  MicIcon,
  PhoneIcon,
  QuoteIcon,
  RupeeIcon,
  ShieldIcon,
  UserCheckIcon,
  VideoIcon,
} from '../../ui/icons';
import { Container, LinkButton } from '../../ui/layout';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import {
  openCallback,
  openLawyerSignUp,
  preloadAuthDialogProps,
  startConsultation,
} from '../overlays/openers';

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

// ---------------------------------------------------------------------------------------------
// Layout pieces

const Section = styled.section<{ $tone?: 'plain' | 'muted' }>`
  padding-block: ${({ theme }) => theme.space[16]};
  background: ${({ theme, $tone }) =>
    $tone === 'muted' ? theme.colors.surfaceMuted : theme.colors.background};
  scroll-margin-top: 4.5rem;

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space[20]};
  }
`;

const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.text.primary};
  text-align: center;
`;

const SectionLead = styled.p`
  max-width: 40rem;
  margin: ${({ theme }) => `${theme.space[3]} auto 0`};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;

const Grid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[10]};
  padding: 0;
  list-style: none;
`;

const IconBadge = styled.span<{ $accent?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme, $accent }) =>
    $accent
      ? css`
          background: ${theme.colors.accent.subtleHover};
          color: ${theme.palette.saffron[800]};
        `
      : css`
          background: ${theme.colors.primary.subtle};
          color: ${theme.colors.primary.base};
        `}
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  scroll-margin-top: 4.5rem;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const TileAction = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

// ---------------------------------------------------------------------------------------------
// Hero

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: ${({ theme }) => theme.space[16]};
  background:
    radial-gradient(circle at 85% 15%, rgb(255 167 38 / 0.18), transparent 40%),
    linear-gradient(
      135deg,
      ${({ theme }) => theme.palette.navy[900]} 0%,
      ${({ theme }) => theme.palette.navy[700]} 100%
    );
  color: ${({ theme }) => theme.palette.white};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space[24]};
  }
`;

const HeroGrid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[12]};
  align-items: center;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.25fr 1fr;
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid rgb(255 255 255 / 0.25);
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme }) => theme.palette.saffron[200]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const HeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  color: ${({ theme }) => theme.palette.white};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }
`;

const HeroLead = styled.p`
  max-width: 36rem;
  margin-top: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.palette.navy[100]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  ${({ $center }) =>
    $center &&
    css`
      justify-content: center;
    `}
`;

const onDark = css`
  && {
    background: transparent;
    color: ${({ theme }) => theme.palette.white};
    border-color: rgb(255 255 255 / 0.7);
  }

  &&:hover:not(:disabled) {
    background: rgb(255 255 255 / 0.12);
    color: ${({ theme }) => theme.palette.white};
  }

  &&:focus-visible {
    outline-color: ${({ theme }) => theme.palette.saffron[300]};
  }
`;

const OnDarkLinkButton = styled(LinkButton)`
  ${onDark}
`;

const OnDarkButton = styled(Button)`
  ${onDark}
`;

const PromiseCard = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid rgb(255 255 255 / 0.15);
  border-radius: ${({ theme }) => theme.radii['2xl']};
  background: rgb(255 255 255 / 0.08);
  box-shadow: ${({ theme }) => theme.shadows.xl};
  list-style: none;
`;

const PromiseItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  color: ${({ theme }) => theme.palette.white};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  span:first-child {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.accent.base};
    color: ${({ theme }) => theme.colors.accent.contrast};
  }
`;

function HeroSection() {
  const { t } = useShellTranslation();
  const promises: { icon: IconComponent; text: string }[] = [
    { icon: UserCheckIcon, text: t('footer.licensedOnly') },
    { icon: ShieldIcon, text: t('landing.features.confidentiality.title') },
    { icon: RupeeIcon, text: t('landing.features.pricing.title') },
    { icon: VideoIcon, text: t('landing.howItWorks.video.title') },
  ];
  return (
    <Hero aria-labelledby="hero-title">
      <HeroGrid>
        <div>
          <Eyebrow>
            <ShieldIcon size="1em" />
            {t('landing.hero.eyebrow')}
          </Eyebrow>
          <HeroTitle id="hero-title">{t('landing.hero.title')}</HeroTitle>
          <HeroLead>{t('landing.hero.lead')}</HeroLead>
          <Actions>
            <Button
              variant="secondary"
              size="lg"
              onClick={startConsultation}
              {...preloadAuthDialogProps}
            >
              {t('landing.hero.startConsultation')}
            </Button>
            <OnDarkLinkButton to="/lawyers" $variant="outline" $size="lg">
              {t('landing.hero.browseLawyers')}
            </OnDarkLinkButton>
            <OnDarkButton
              variant="outline"
              size="lg"
              onClick={openLawyerSignUp}
              {...preloadAuthDialogProps}
            >
              {t('landing.hero.joinAsLawyer')}
            </OnDarkButton>
          </Actions>
        </div>
        <PromiseCard>
          {promises.map(({ icon: ItemIcon, text }) => (
            <PromiseItem key={text}>
              <span>
                <ItemIcon />
              </span>
              <span>{text}</span>
            </PromiseItem>
          ))}
        </PromiseCard>
      </HeroGrid>
    </Hero>
  );
}

// ---------------------------------------------------------------------------------------------
// Statistics

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

function StatsSection() {
  const { t } = useShellTranslation();
  return (
    <StatsBand aria-labelledby="stats-title">
      <VisuallyHiddenHeading id="stats-title">{t('landing.stats.heading')}</VisuallyHiddenHeading>
      <Container>
        <StatsList>
          {MARKETING_STATS.map((stat) => (
            <Stat key={stat.value}>
              <dt>{t(`common:marketingStats.${stat.label.toLowerCase()}`)}</dt>
              <dd>{stat.value}</dd>
            </Stat>
          ))}
        </StatsList>
      </Container>
    </StatsBand>
  );
}

// ---------------------------------------------------------------------------------------------
// Why choose us

interface Feature {
  key: string;
  icon: IconComponent;
  id?: string;
  action?: { label: string; onClick: () => void };
}

function FeaturesSection() {
  const { t } = useShellTranslation();
  const features: Feature[] = [
    { key: 'confidentiality', icon: ShieldIcon },
    { key: 'pricing', icon: RupeeIcon, id: 'pricing' },
    { key: 'availability', icon: ClockIcon },
    { key: 'languages', icon: LanguagesIcon },
    {
      key: 'aiLawyer',
      icon: MicIcon,
      action: { label: t('landing.features.aiLawyer.action'), onClick: openAiLawyer },
    },
    {
      key: 'talkToUs',
      icon: PhoneIcon,
      action: { label: t('landing.features.talkToUs.action'), onClick: openCallback },
    },
  ];
  return (
    <Section id="about" aria-labelledby="features-title">
      <Container>
        <SectionHeading id="features-title">{t('landing.features.heading')}</SectionHeading>
        <SectionLead>{t('landing.features.lead')}</SectionLead>
        <Grid $min="18rem">
          {features.map(({ key, icon: FeatureIcon, id, action }) => (
            <Tile key={key} id={id} tabIndex={id ? -1 : undefined}>
              <IconBadge $accent={Boolean(action)}>
                <FeatureIcon />
              </IconBadge>
              <h3>{t(`landing.features.${key}.title`)}</h3>
              <p>{t(`landing.features.${key}.text`)}</p>
              {action && (
                <TileAction>
                  <Button variant="outline" onClick={action.onClick}>
                    {action.label}
                  </Button>
                </TileAction>
              )}
            </Tile>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Services

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

const SERVICES: { key: string; icon: IconComponent }[] = [
  { key: 'property', icon: HomeIcon },
  { key: 'family', icon: FamilyIcon },
  { key: 'criminal', icon: GavelIcon },
  { key: 'business', icon: BriefcaseIcon },
];

function ServicesSection() {
  const { t } = useShellTranslation();
  return (
    <Section id="services" $tone="muted" aria-labelledby="services-title">
      <Container>
        <SectionHeading id="services-title">{t('landing.services.heading')}</SectionHeading>
        <SectionLead>{t('landing.services.lead')}</SectionLead>
        <Grid $min="15rem">
          {SERVICES.map(({ key, icon: ServiceIcon }) => (
            <li key={key}>
              <ServiceLink to="/lawyers">
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
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// How it works

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[10]};
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    max-width: 20rem;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary.base};
  color: ${({ theme }) => theme.colors.primary.contrast};
  box-shadow: 0 0 0 6px ${({ theme }) => theme.colors.primary.subtle};
`;

const StepLabel = styled.span`
  color: ${({ theme }) => theme.palette.saffron[800]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const STEPS: { key: string; icon: IconComponent }[] = [
  { key: 'submit', icon: FileTextIcon },
  { key: 'matched', icon: UserCheckIcon },
  { key: 'video', icon: VideoIcon },
];

function HowItWorksSection() {
  const { t } = useShellTranslation();
  return (
    <Section id="how-it-works" aria-labelledby="how-title">
      <Container>
        <SectionHeading id="how-title">{t('landing.howItWorks.heading')}</SectionHeading>
        <Steps>
          {STEPS.map(({ key, icon: StepIcon }, index) => (
            <Step key={key}>
              <StepNumber>
                <StepIcon size="1.75rem" />
              </StepNumber>
              <StepLabel>{t('landing.howItWorks.step', { number: index + 1 })}</StepLabel>
              <h3>{t(`landing.howItWorks.${key}.title`)}</h3>
              <p>{t(`landing.howItWorks.${key}.text`)}</p>
            </Step>
          ))}
        </Steps>
      </Container>
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// Testimonials

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

function TestimonialsSection() {
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

// ---------------------------------------------------------------------------------------------
// Closing call to action

const CtaGrid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.6fr 1fr;
  }
`;

const CtaPanel = styled.div<{ $dark?: boolean }>`
  padding: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii['2xl']};
  scroll-margin-top: 4.5rem;
  ${({ theme, $dark }) =>
    $dark
      ? css`
          background: linear-gradient(
            135deg,
            ${theme.palette.navy[800]},
            ${theme.palette.navy[950]}
          );
          color: ${theme.palette.navy[100]};
          h2 {
            color: ${theme.palette.white};
          }
        `
      : css`
          border: 1px solid ${theme.colors.border.subtle};
          background: ${theme.colors.surface};
          color: ${theme.colors.text.secondary};
        `}

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  p {
    margin-top: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

function ClosingCtaSection() {
  const { t } = useShellTranslation();
  return (
    <Section aria-label={t('landing.cta.heading')}>
      <CtaGrid>
        <CtaPanel $dark>
          <h2>{t('landing.cta.heading')}</h2>
          <p>{t('landing.cta.text')}</p>
          <Actions>
            <Button
              variant="secondary"
              size="lg"
              onClick={startConsultation}
              {...preloadAuthDialogProps}
            >
              {t('landing.cta.startConsultation')}
            </Button>
            <OnDarkLinkButton to="/lawyers" $variant="outline" $size="lg">
              {t('landing.cta.browseLawyers')}
            </OnDarkLinkButton>
          </Actions>
        </CtaPanel>
        <CtaPanel id="lawyers" tabIndex={-1}>
          <h2>{t('landing.cta.lawyersHeading')}</h2>
          <p>{t('landing.cta.lawyersText')}</p>
          <Actions>
            <Button
              variant="primary"
              size="lg"
              onClick={openLawyerSignUp}
              {...preloadAuthDialogProps}
            >
              {t('landing.cta.joinAsLawyer')}
            </Button>
          </Actions>
        </CtaPanel>
      </CtaGrid>
    </Section>
  );
}

/** Route '/': the landing page of spec section 2. All figures and quotes are static text. */
export function LandingPage() {
  const { t } = useShellTranslation();
  useDocumentTitle(t('documentTitle.home'));
  return (
    <>
      <HeroSection />
      <StatsSection />
      <FeaturesSection />
      <ServicesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <ClosingCtaSection />
    </>
  );
}
