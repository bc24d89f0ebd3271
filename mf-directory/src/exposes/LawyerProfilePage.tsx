import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { LawyerProfilePage } from '../features/lawyer-profile-page/LawyerProfilePage';

// Server state on the page's query client: react-query arrives with this module.
export default withPlatformQuery(LawyerProfilePage) satisfies ExposedComponent<
  'mf_directory',
  './LawyerProfilePage'
>;
