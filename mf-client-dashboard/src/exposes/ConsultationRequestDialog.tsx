import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { ConsultationRequestDialog } from '../features/consultation-request/ConsultationRequestDialog';

// Brings react-query with it: the shell's first paint does without (docs/adr/0007).
export default withPlatformQuery(ConsultationRequestDialog) satisfies ExposedComponent<
  'mf_client_dashboard',
  './ConsultationRequestDialog'
>;
