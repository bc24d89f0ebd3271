import styled from 'styled-components';
import { useShellTranslation } from '../../../i18n';
import { RupeeIcon, ShieldIcon, UserCheckIcon, VideoIcon } from '../../../ui/icons';
import { Container } from '../../../ui/layout';
import { openLawyerSignUp, preloadAuthDialogProps } from '../../overlays/openers';
import { BrowseLawyersLink, StartConsultationButton } from './callsToAction';
import { Actions, OnDarkButton, type IconComponent } from './landingLayout';

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

export function HeroSection() {
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
            <StartConsultationButton />
            <BrowseLawyersLink />
            <OnDarkButton
              variant="outline"
              size="lg"
              onClick={openLawyerSignUp}
              {...preloadAuthDialogProps}
            >
              {t('landing.actions.joinAsLawyer')}
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
