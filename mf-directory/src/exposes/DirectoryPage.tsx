import type { ExposedComponent } from '@nyaya/shared-platform';
import { withPlatformQuery } from '@nyaya/shared-platform/query';
import { DirectoryPage } from '../features/lawyer-directory/DirectoryPage';

// Server state on the page's query client: react-query arrives with this module.
export default withPlatformQuery(DirectoryPage) satisfies ExposedComponent<
  'mf_directory',
  './DirectoryPage'
>;
