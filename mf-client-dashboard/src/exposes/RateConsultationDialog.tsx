import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { RateConsultationDialog } from '../features/consultation-review/RateConsultationDialog';

// On the page's query client: a review posted here refreshes the dashboard's cards behind it.
export default withPlatformQuery(RateConsultationDialog) satisfies ExposedComponent<
  'mf_client_dashboard',
  './RateConsultationDialog'
>;
