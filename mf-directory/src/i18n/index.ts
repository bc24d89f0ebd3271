import { COMMON_NAMESPACE, registerTranslations } from '@nyaya/shared-platform';
import { useTranslation } from 'react-i18next';
import { REMOTE_NAME } from '../remote';
import { directoryEn } from './en';

// Registered when the first exposed module loads, before any of them renders. The Hindi catalog
// is a chunk of its own, loaded only when the page is in Hindi (docs/product/languages.md).
registerTranslations(REMOTE_NAME, {
  en: directoryEn,
  hi: () => import('./hi').then((module) => module.directoryHi),
});

/** `t` for this remote's strings; the platform's are reachable as `common:...`. */
export function useRemoteTranslation() {
  return useTranslation([REMOTE_NAME, COMMON_NAMESPACE]);
}
