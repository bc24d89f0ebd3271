import type { ShellTextKey } from '../../registry/registry';

export interface NavLinkEntry {
  to: string;
  /** Active on `to` alone, not on the paths below it (NavLink's `end`). */
  end: boolean;
  label: ShellTextKey;
}

/**
 * The header's navigation (docs/product/public-site.md). The links mark the page they lead to as
 * current, so they are part of what the header renders for a path (src/prerender/rendersAlike.ts).
 */
export const NAV_LINKS: readonly NavLinkEntry[] = [
  { to: '/', end: true, label: 'header.home' },
  { to: '/lawyers', end: false, label: 'header.findLawyers' },
];
