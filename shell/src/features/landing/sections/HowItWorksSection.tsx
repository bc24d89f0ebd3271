import styled from 'styled-components';
import { useShellTranslation } from '../../../i18n';
import type { ShellResources } from '../../../i18n/en';
import { FileTextIcon, UserCheckIcon, VideoIcon } from '../../../ui/icons';
import { Container } from '../../../ui/layout';
import { Section, SectionHeading, type IconComponent } from './landingLayout';

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

const STEPS: {
  key: Exclude<keyof ShellResources['landing']['howItWorks'], 'heading' | 'step'>;
  icon: IconComponent;
}[] = [
  { key: 'submit', icon: FileTextIcon },
  { key: 'matched', icon: UserCheckIcon },
  { key: 'video', icon: VideoIcon },
];

export function HowItWorksSection() {
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
              <StepLabel>{t('landing.howItWorks.step', { number: String(index + 1) })}</StepLabel>
              <h3>{t(`landing.howItWorks.${key}.title`)}</h3>
              <p>{t(`landing.howItWorks.${key}.text`)}</p>
            </Step>
          ))}
        </Steps>
      </Container>
    </Section>
  );
}
