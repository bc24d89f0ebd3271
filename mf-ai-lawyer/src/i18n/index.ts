import { addTranslations, COMMON_NAMESPACE } from '@nyaya/shared-platform';
import { useTranslation } from 'react-i18next';
import { REMOTE_NAME } from '../remote';
import { aiLawyerEn } from './en';

// Registered when the first exposed module loads, before any of them renders.
addTranslations(REMOTE_NAME, aiLawyerEn);

/** `t` for this remote's strings; the platform's are reachable as `common:...`. */
export function useRemoteTranslation() {
  return useTranslation([REMOTE_NAME, COMMON_NAMESPACE]);
}
