import { addTranslations, COMMON_NAMESPACE } from '@nyaya/shared-platform';
import { useTranslation } from 'react-i18next';
import { shellEn } from './en';

export const SHELL_NAMESPACE = 'shell';

// Registered when the shell's first module that shows text loads (addTranslations merges, so
// running twice is harmless).
addTranslations(SHELL_NAMESPACE, shellEn);

/** `t` over the shell namespace; `t('common:loading')` reaches the platform's strings. */
export function useShellTranslation() {
  return useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
}

export { shellEn };
