// Typed translation keys for this remote's own type check (see shared-platform's README, i18n).
import 'i18next';
import type { CommonResources } from '@nyaya/shared-platform';
import type { ClientDashboardResources } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'mf_client_dashboard';
    resources: { common: CommonResources; mf_client_dashboard: ClientDashboardResources };
  }
}
