// Rspack build of the remote mf_directory; everything shared lives in @nyaya/shared-platform/build.
import { createAppConfig } from '@nyaya/shared-platform/build';

/** The exposed modules are this remote's contract with the shell: default-exported React components. */
const exposes = {
  './DirectoryPage': './src/exposes/DirectoryPage.tsx',
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
