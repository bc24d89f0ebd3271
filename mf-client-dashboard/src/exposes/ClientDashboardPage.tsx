import type { ComponentType } from 'react';
import { ClientDashboardPage } from '../features/client-dashboard/ClientDashboardPage';

/** Contract with the shell: the page at /client-dashboard, no props. */
export default ClientDashboardPage satisfies ComponentType;
