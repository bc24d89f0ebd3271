import { useOverlays, useRuntimeConfig } from '@nyaya/shared-platform';
import { useRemoteTranslation } from '../../i18n';
import { contactEntries } from '../contact/contactLinks';

export interface HelpAction {
  key: string;
  label: string;
  action: () => void;
}

export interface HelpLink {
  key: string;
  label: string;
  href: string;
  newTab?: boolean;
}

export type HelpEntry = HelpAction | HelpLink;

export function isHelpLink(entry: HelpEntry): entry is HelpLink {
  return 'href' in entry;
}

/** An entry's anchor attributes; a new tab gets no access back to this page. */
export function linkAttributes({ href, newTab }: HelpLink) {
  return newTab ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}

/**
 * The floating help's five entries in their documented order (docs/product/support-widgets.md), and
 * what each does. One list for the Radix menu and for its fallback, so both always offer the same
 * thing.
 */
export function useHelpEntries(): HelpEntry[] {
  const { t } = useRemoteTranslation();
  const { contact } = useRuntimeConfig();
  const openOverlay = useOverlays((state) => state.open);
  return [
    {
      key: 'ai-lawyer',
      label: t('floatingHelp.aiLawyer'),
      // mf_ai_lawyer asks a visitor to sign in first.
      action: () => openOverlay({ kind: 'ai-lawyer' }),
    },
    ...contactEntries(contact).map(({ labelKey, ...link }) => ({ ...link, label: t(labelKey) })),
    // The product we started from opened the callback dialog here, a defect (docs/adr/0021).
    {
      key: 'file-complaint',
      label: t('floatingHelp.fileComplaint'),
      action: () => openOverlay({ kind: 'complaint' }),
    },
  ];
}
