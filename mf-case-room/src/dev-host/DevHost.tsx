import CaseRoomPage from '../exposes/CaseRoomPage';
import { REMOTE_NAME } from '../remote';
import { DevHostFrame, DevHostRoutes } from '@nyaya/shared-platform/dev-host';

/** Everything mf_case_room exposes: the case room of a consultation request (its two parties). */
export function DevHost() {
  return (
    <DevHostFrame remote={REMOTE_NAME}>
      <DevHostRoutes path="/cases/:id" page={<CaseRoomPage />} />
    </DevHostFrame>
  );
}
