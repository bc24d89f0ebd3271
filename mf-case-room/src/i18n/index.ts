import { addTranslations, COMMON_NAMESPACE } from '@nyaya/shared-platform';
import { useTranslation } from 'react-i18next';
import { REMOTE_NAME } from '../remote';
import { caseRoomEn } from './en';

// Registered when the exposed module loads, before it renders.
addTranslations(REMOTE_NAME, caseRoomEn);

/** `t` for this remote's strings; the platform's are reachable as `common:...`. */
export function useRemoteTranslation() {
  return useTranslation([REMOTE_NAME, COMMON_NAMESPACE]);
}
