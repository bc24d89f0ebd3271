import type { ExposedComponent } from '@nyaya/shared-platform';
import { ClientDashboardPage } from '../features/client-dashboard/ClientDashboardPage';

export default ClientDashboardPage satisfies ExposedComponent<
  'mf_client_dashboard',
  './ClientDashboardPage'
>;
