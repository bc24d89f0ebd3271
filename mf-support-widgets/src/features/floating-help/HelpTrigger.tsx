import { Button, type ButtonProps } from '@nyaya/shared-design';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';

const TriggerButton = styled(Button)`
  border-radius: ${({ theme }) => theme.radii.full};
  box-shadow: ${({ theme }) => theme.shadows.lg};
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
      {t('floatingHelp.trigger')}
    </TriggerButton>
  );
}
