import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { OpsConsolePage } from '../features/staff-access/OpsConsolePage';

// Server state on the page's query client; react-query arrives with this module.
export default withPlatformQuery(OpsConsolePage) satisfies ExposedComponent<
  'mf_ops_console',
  './OpsConsolePage'
>;
