import DirectoryPage from '../exposes/DirectoryPage';
import LawyerProfilePage from '../exposes/LawyerProfilePage';
import { REMOTE_NAME } from '../remote';
import { DevHostFrame, DevHostRoutes } from '@nyaya/shared-platform/dev-host';
import { Route, Routes } from '@nyaya/shared-platform/router';

/** Everything mf_directory exposes: the directory at /lawyers, a profile at /lawyers/:id. */
export function DevHost() {
  return (
    <DevHostFrame remote={REMOTE_NAME}>
      <Routes>
        <Route path="/lawyers/:id" element={<LawyerProfilePage />} />
        <Route path="*" element={<DevHostRoutes path="/lawyers" page={<DirectoryPage />} />} />
      </Routes>
    </DevHostFrame>
  );
}
