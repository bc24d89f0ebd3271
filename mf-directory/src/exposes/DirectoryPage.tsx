import type { ComponentType } from 'react';
import { DirectoryPage } from '../features/lawyer-directory/DirectoryPage';

/** Contract with the shell: the page at /lawyers, no props. */
export default DirectoryPage satisfies ComponentType;
