import { Button, type ButtonProps } from '@nyaya/shared-design';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';

/** Exactly the screens below theme.media.sm (640 px). */
const BELOW_SM = '@media not all and (min-width: 40em)';

/*
 * On a phone the button is a 48 px round icon (named 'Help' all the same), so it covers as
 * little of the cards and forms under it as a touch target can.
 */
const TriggerButton = styled(Button)`
  border-radius: ${({ theme }) => theme.radii.full};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${BELOW_SM} {
    position: relative;
    width: 3rem;
    min-width: 3rem;
    height: 3rem;
    min-height: 3rem;
    padding: 0;
  }
`;

const Label = styled.span`
  ${BELOW_SM} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

function HelpIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M9 8.5h6M9 11.5h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The round 'Help' button. The stand-in before the menu's code arrives, the Radix trigger after
 * it and the fallback's toggle are all this one component, so swapping them shifts nothing.
 */
export function HelpTrigger(props: Omit<ButtonProps, 'children'>) {
  const { t } = useRemoteTranslation();
  return (
    <TriggerButton variant="secondary" size="lg" icon={<HelpIcon />} {...props}>
      <Label>{t('floatingHelp.trigger')}</Label>
    </TriggerButton>
  );
}
