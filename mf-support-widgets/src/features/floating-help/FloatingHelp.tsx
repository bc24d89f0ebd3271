import { Button } from '@nyaya/shared-design';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@nyaya/shared-design/dropdown-menu';
import { openAiLawyer, useOverlays, useRuntimeConfig } from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { mailtoHref, telHref, whatsAppHref } from '../contact/contactLinks';

const Anchor = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.floating};

  ${({ theme }) => theme.media.md} {
    right: ${({ theme }) => theme.space[6]};
    bottom: ${({ theme }) => theme.space[6]};
  }
`;

const Trigger = styled(Button)`
  border-radius: ${({ theme }) => theme.radii.full};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const ItemLink = styled.a`
  text-decoration: none;
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
 * The floating help menu on every page (spec section 2): AI Lawyer, Call Us, WhatsApp, Email
 * and File Complaint. The dialogs behind it are opened as overlay intents; per the spec,
 * File Complaint opens the callback dialog.
 */
export function FloatingHelp() {
  const { t } = useRemoteTranslation();
  const { contact } = useRuntimeConfig();
  const openOverlay = useOverlays((state) => state.open);
  return (
    <Anchor>
      {/* Not modal: the page stays usable, and a dialog opened from an item gets the focus. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Trigger variant="secondary" size="lg" icon={<HelpIcon />}>
            {t('floatingHelp.trigger')}
          </Trigger>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          side="top"
          align="end"
          onCloseAutoFocus={(event) => {
            if (useOverlays.getState().current) event.preventDefault();
          }}
        >
          <DropdownMenuItem onSelect={openAiLawyer}>{t('floatingHelp.aiLawyer')}</DropdownMenuItem>
          <DropdownMenuItem asChild>
            <ItemLink href={telHref(contact.phone)}>{t('floatingHelp.callUs')}</ItemLink>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <ItemLink
              href={whatsAppHref(contact.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('floatingHelp.whatsApp')}
            </ItemLink>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <ItemLink href={mailtoHref(contact.email)}>{t('floatingHelp.email')}</ItemLink>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => openOverlay({ kind: 'callback' })}>
            {t('floatingHelp.fileComplaint')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </Anchor>
  );
}
