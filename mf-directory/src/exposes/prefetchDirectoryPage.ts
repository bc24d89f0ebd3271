import type { ExposedModule } from '@nyaya/shared-platform';
import { pageQueryClient } from '@nyaya/shared-platform/query';
import { lawyerSearchPagesQuery } from '../features/lawyer-directory/api/queries';
import { readDirectoryParams } from '../features/lawyer-directory/model/urlState';

/**
 * Starts /lawyers' first read for the address's filters while the page's own module still
 * loads: the shell calls this the moment it knows the route. The page then finds the request in
 * flight (or answered) on the page's query client instead of starting it after its first render.
 * Later pages ("pages=3" in the address) follow once the page renders, as they would anyway.
 */
export default (({ search }) => {
  const { filters } = readDirectoryParams(new URLSearchParams(search));
  void pageQueryClient().prefetchInfiniteQuery(lawyerSearchPagesQuery(filters));
}) satisfies ExposedModule<'mf_directory', './prefetchDirectoryPage'>;
