import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { ClientDashboardPage } from '../features/client-dashboard/ClientDashboardPage';

// Server state on the page's query client, shared with the request dialog; react-query
// arrives with this module.
export default withPlatformQuery(ClientDashboardPage) satisfies ExposedComponent<
  'mf_client_dashboard',
  './ClientDashboardPage'
>;
