import type { ComponentType } from 'react';
import { LawyerDashboardPage } from '../features/lawyer-dashboard/LawyerDashboardPage';

/** Contract with the shell: the page at /lawyer-dashboard, no props. */
export default LawyerDashboardPage satisfies ComponentType;
