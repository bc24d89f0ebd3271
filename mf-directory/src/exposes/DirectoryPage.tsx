import type { ExposedComponent } from '@nyaya/shared-platform';
import { DirectoryPage } from '../features/lawyer-directory/DirectoryPage';

export default DirectoryPage satisfies ExposedComponent<'mf_directory', './DirectoryPage'>;
