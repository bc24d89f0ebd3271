import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { LawyerDashboardPage } from '../features/lawyer-dashboard/LawyerDashboardPage';

// Server state on the page's query client: react-query arrives with this module.
export default withPlatformQuery(LawyerDashboardPage) satisfies ExposedComponent<
  'mf_lawyer_portal',
  './LawyerDashboardPage'
>;
