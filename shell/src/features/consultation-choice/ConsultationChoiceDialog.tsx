import { useId, type ReactNode } from 'react';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { useOverlays, type OverlayIntent, type OverlayProps } from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { ArrowRightIcon, PhoneIcon, UserCheckIcon, UserIcon } from '../../ui/icons';
import { preloadAuthDialog } from '../auth-dialog/loadAuthDialog';

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

// The whole card is clickable (the button's ::after covers it), but the button's name is only
// the option's label: the hint beside it is its description, so the visible label is the name.
const OptionCard = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary.base};
    background: ${({ theme }) => theme.colors.primary.subtle};
  }

  /* The card shows its button's keyboard focus (not the focus a click or auto-focus gives). */
  &:has(button:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  > svg:last-child {
    flex: none;
    margin-left: auto;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

const OptionButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }
`;

const OptionIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary.subtle};
  color: ${({ theme }) => theme.colors.primary.base};
`;

const OptionText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};

  p {
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

interface ChoiceProps {
  icon: ReactNode;
  label: string;
  hint: string;
  onClick: () => void;
  preload?: boolean;
}

function Choice({ icon, label, hint, onClick, preload = false }: ChoiceProps) {
  const hintId = useId();
  return (
    <OptionCard>
      <OptionIcon>{icon}</OptionIcon>
      <OptionText>
        <OptionButton
          type="button"
          onClick={onClick}
          aria-describedby={hintId}
          {...(preload ? { onPointerEnter: preloadAuthDialog, onFocus: preloadAuthDialog } : {})}
        >
          {label}
        </OptionButton>
        <p id={hintId}>{hint}</p>
      </OptionText>
      <ArrowRightIcon />
    </OptionCard>
  );
}

/**
 * 'Get Started with Legal Consultation' (docs/product/public-site.md): what a signed-out
 * visitor sees on 'Start Consultation'. Each option replaces this dialog with the next one.
 */
const signIn = { kind: 'auth', portal: 'client', then: { kind: 'consultation-request' } } as const;

export function ConsultationChoiceDialog({ onClose }: OverlayProps<'consultation-choice'>) {
  const { t } = useShellTranslation();
  const open = useOverlays((state) => state.open);
  const goTo = (next: OverlayIntent) => () => open(next);
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={t('consultationChoice.title')}
        description={t('consultationChoice.description')}
      >
        <Options>
          <Choice
            icon={<UserIcon />}
            label={t('consultationChoice.signUp')}
            hint={t('consultationChoice.signUpHint')}
            // After signing in from here, the consultation request form opens by itself.
            onClick={goTo({ ...signIn, tab: 'signup' })}
            preload
          />
          <Choice
            icon={<UserCheckIcon />}
            label={t('consultationChoice.login')}
            hint={t('consultationChoice.loginHint')}
            onClick={goTo({ ...signIn, tab: 'login' })}
            preload
          />
          <Choice
            icon={<PhoneIcon />}
            label={t('consultationChoice.talkToUs')}
            hint={t('consultationChoice.talkToUsHint')}
            onClick={goTo({ kind: 'callback' })}
          />
        </Options>
      </DialogContent>
    </Dialog>
  );
}
