// Typed translation keys for this remote's own type check (see shared-platform's README, i18n).
import 'i18next';
import type { CommonResources } from '@nyaya/shared-platform';
import type { CaseRoomResources } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'mf_case_room';
    resources: { common: CommonResources; mf_case_room: CaseRoomResources };
  }
}
