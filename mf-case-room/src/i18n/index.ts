import { COMMON_NAMESPACE, registerTranslations } from '@nyaya/shared-platform';
import { useTranslation } from 'react-i18next';
import { REMOTE_NAME } from '../remote';
import { caseRoomEn } from './en';

// Registered when the exposed module loads, before it renders. The Hindi catalog is a chunk of
// its own, loaded only when the page is in Hindi (docs/product/languages.md).
registerTranslations(REMOTE_NAME, {
  en: caseRoomEn,
  hi: () => import('./hi').then((module) => module.caseRoomHi),
});

/** `t` for this remote's strings; the platform's are reachable as `common:...`. */
export function useRemoteTranslation() {
  return useTranslation([REMOTE_NAME, COMMON_NAMESPACE]);
}
