import { Button } from '@nyaya/shared-design';
import styled, { css } from 'styled-components';
import { useShellTranslation } from '../../../i18n';
import { Container } from '../../../ui/layout';
import { openLawyerSignUp, preloadAuthDialogProps } from '../../overlays/openers';
import { BrowseLawyersLink, StartConsultationButton } from './callsToAction';
import { Actions, Section } from './landingLayout';

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

export function ClosingCtaSection() {
  const { t } = useShellTranslation();
  return (
    <Section aria-label={t('landing.cta.heading')}>
      <CtaGrid>
        <CtaPanel $dark>
          <h2>{t('landing.cta.heading')}</h2>
          <p>{t('landing.cta.text')}</p>
          <Actions>
            <StartConsultationButton />
            <BrowseLawyersLink />
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
              {t('landing.actions.joinAsLawyer')}
            </Button>
          </Actions>
        </CtaPanel>
      </CtaGrid>
    </Section>
  );
}
