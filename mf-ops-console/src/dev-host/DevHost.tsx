import OpsConsolePage from '../exposes/OpsConsolePage';
import { REMOTE_NAME } from '../remote';
import { DevHostFrame, DevHostRoutes } from '@nyaya/shared-platform/dev-host';

/** Everything mf_ops_console exposes: the staff console (staff only). */
export function DevHost() {
  return (
    <DevHostFrame remote={REMOTE_NAME}>
      <DevHostRoutes path="/ops" page={<OpsConsolePage />} />
    </DevHostFrame>
  );
}
