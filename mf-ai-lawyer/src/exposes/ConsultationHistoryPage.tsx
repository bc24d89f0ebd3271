import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { ConsultationHistoryPage } from '../features/consultation-history/ConsultationHistoryPage';

// Server state on the page's query client; react-query arrives with this module.
export default withPlatformQuery(ConsultationHistoryPage) satisfies ExposedComponent<
  'mf_ai_lawyer',
  './ConsultationHistoryPage'
>;
