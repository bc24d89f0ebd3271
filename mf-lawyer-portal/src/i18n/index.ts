import { COMMON_NAMESPACE, registerTranslations } from '@nyaya/shared-platform';
import { useTranslation } from 'react-i18next';
import { REMOTE_NAME } from '../remote';
import { lawyerPortalEn } from './en';

// Registered when the first exposed module loads, before any of them renders; the Hindi
// catalog is a chunk of its own, loaded only when Hindi is on (docs/product/languages.md).
registerTranslations(REMOTE_NAME, {
  en: lawyerPortalEn,
  hi: () => import('./hi').then((module) => module.lawyerPortalHi),
});

/** `t` for this remote's strings; the platform's are reachable as `common:...`. */
export function useRemoteTranslation() {
  return useTranslation([REMOTE_NAME, COMMON_NAMESPACE]);
}
