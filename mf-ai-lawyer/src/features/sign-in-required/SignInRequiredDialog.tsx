import { Button } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { useOverlays } from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { wrappingButtons } from '../../ui/wrappingButtons';

const BENEFITS = [
  'instantConsultation',
  'voiceGuidance',
  'personalizedAdvice',
  'secureHistory',
] as const;

/** The client auth dialog, which opens the AI Lawyer once the user has signed in. */
const signInFirst = { kind: 'auth', portal: 'client', then: { kind: 'ai-lawyer' } } as const;

const BenefitsLabel = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Benefits = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[3]} 0 ${theme.space[6]}`};
  padding: 0;
  list-style: none;

  li::before {
    content: '✓';
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.tones.success.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${wrappingButtons}
`;

/**
 * 'Sign In Required' (docs/product/ai-lawyer.md): shown instead of the AI Lawyer to a signed-out
 * visitor. Both buttons open the shell's client auth dialog, which replaces this one (one overlay
 * at a time) and opens the AI Lawyer after signing in; they do not call onClose, which would close
 * the auth dialog they just opened.
 */
export function SignInRequiredDialog({ onClose }: { onClose: () => void }) {
  const { t } = useRemoteTranslation();
  const openOverlay = useOverlays((state) => state.open);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('signInRequired.title')}
        description={t('signInRequired.description')}
      >
        <BenefitsLabel id="sign-in-benefits">{t('signInRequired.benefitsLabel')}</BenefitsLabel>
        <Benefits aria-labelledby="sign-in-benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{t(`signInRequired.benefits.${benefit}`)}</li>
          ))}
        </Benefits>
        <Actions>
          <Button fullWidth onClick={() => openOverlay({ ...signInFirst, tab: 'signup' })}>
            {t('signInRequired.createAccount')}
          </Button>
          <Button
            variant="outline"
            fullWidth
            onClick={() => openOverlay({ ...signInFirst, tab: 'login' })}
          >
            {t('signInRequired.signIn')}
          </Button>
        </Actions>
      </DialogContent>
    </Dialog>
  );
}
