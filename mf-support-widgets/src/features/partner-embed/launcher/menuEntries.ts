import { contactEntries } from '../../contact/contactLinks';
import type { EmbedConfig } from '../api/embedConfig';
import { t } from '../strings';

export type FormKind = 'callback' | 'complaint';

export type MenuEntry =
  | { key: string; label: string; href: string; newTab?: boolean }
  | { key: string; label: string; form: FormKind };

/**
 * The floating help of our site (docs/product/support-widgets.md) on a partner's page, plus the
 * callback dialog, which our site opens from its pages. AI Lawyer needs a NyayaConnect account, so
 * it opens our site in a new tab.
 */
export function menuEntries({ contact, siteUrl }: EmbedConfig): MenuEntry[] {
  return [
    { key: 'ai-lawyer', label: t('floatingHelp.aiLawyer'), href: siteUrl, newTab: true },
    ...contactEntries(contact).map(({ labelKey, ...link }) => ({ ...link, label: t(labelKey) })),
    { key: 'callback', label: t('embed.requestCallBack'), form: 'callback' },
    { key: 'file-complaint', label: t('floatingHelp.fileComplaint'), form: 'complaint' },
  ];
}
