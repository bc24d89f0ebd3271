import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { SupportStatusPage } from '../features/support-status/components/SupportStatusPage';

// The status check is a react-query mutation, which arrives with this module (ADR 0007).
export default withPlatformQuery(SupportStatusPage) satisfies ExposedComponent<
  'mf_support_widgets',
  './SupportStatusPage'
>;
