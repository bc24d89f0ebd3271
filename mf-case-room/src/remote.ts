import type { RemoteName } from '@nyaya/shared-platform';

/** This remote's container name: its i18n namespace and the tag on its error reports. */
export const REMOTE_NAME = 'mf_case_room' satisfies RemoteName;
