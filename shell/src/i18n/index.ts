import { COMMON_NAMESPACE, registerTranslations } from '@nyaya/shared-platform';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { shellEn } from './en';

export const SHELL_NAMESPACE = 'shell';

/** A text of the shell namespace (area names and page titles). */
export type ShellTextKey = ParseKeys<'shell'>;

// Registered when the shell's first module that shows text loads (registering merges, so running
// twice is harmless). The Hindi strings are a chunk of their own, loaded only when Hindi is on
// (docs/product/languages.md).
registerTranslations(SHELL_NAMESPACE, {
  en: shellEn,
  hi: () => import('./hi').then((m) => m.shellHi),
});

/** `t` over the shell namespace; `t('common:loading')` reaches the platform's strings. */
export function useShellTranslation() {
  return useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
}

export { shellEn };
