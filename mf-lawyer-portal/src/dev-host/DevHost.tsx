import LawyerDashboardPage from '../exposes/LawyerDashboardPage';
import { REMOTE_NAME } from '../remote';
import { DevHostFrame, DevHostRoutes } from '@nyaya/shared-platform/dev-host';

/** Everything mf_lawyer_portal exposes: the lawyer dashboard (lawyers only). */
export function DevHost() {
  return (
    <DevHostFrame remote={REMOTE_NAME}>
      <DevHostRoutes path="/lawyer-dashboard" page={<LawyerDashboardPage />} />
    </DevHostFrame>
  );
}
