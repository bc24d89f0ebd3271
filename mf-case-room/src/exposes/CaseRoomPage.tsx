import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { CaseRoomPage } from '../features/case-room/CaseRoomPage';

// Server state on the page's query client; react-query arrives with this module.
export default withPlatformQuery(CaseRoomPage) satisfies ExposedComponent<
  'mf_case_room',
  './CaseRoomPage'
>;
