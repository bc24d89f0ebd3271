import DirectoryPage from '../exposes/DirectoryPage';
import { REMOTE_NAME } from '../remote';
import { DevHostFrame, DevHostRoutes } from '@nyaya/shared-platform/dev-host';

/** Everything mf_directory exposes: the directory page at /lawyers. */
export function DevHost() {
  return (
    <DevHostFrame remote={REMOTE_NAME}>
      <DevHostRoutes path="/lawyers" page={<DirectoryPage />} />
    </DevHostFrame>
  );
}
