// Rspack build of the remote mf_directory; everything shared lives in @nyaya/shared-platform/build.
import { createAppConfig } from '@nyaya/shared-platform/build';

/**
 * The exposed modules are this remote's contract with the shell (src/contract.ts): the pages,
 * default-exported React components, and the directory's prefetch.
 */
const exposes = {
  './DirectoryPage': './src/exposes/DirectoryPage.tsx',
  './prefetchDirectoryPage': './src/exposes/prefetchDirectoryPage.ts',
  './LawyerProfilePage': './src/exposes/LawyerProfilePage.tsx',
};

export default (_env, argv) =>
  createAppConfig({
    name: 'mf_directory',
    dir: import.meta.dirname,
    port: 3001,
    exposes,
    mode: argv.mode,
  });
