// Rspack build of the remote mf_lawyer_portal; everything shared lives in @nyaya/build-kit.
import { createAppConfig } from '@nyaya/build-kit';

/** The exposed modules are this remote's contract with the shell: default-exported React components. */
const exposes = {
  './LawyerDashboardPage': './src/exposes/LawyerDashboardPage.tsx',
};

export default (_env, argv) =>
  createAppConfig({
    name: 'mf_lawyer_portal',
    dir: import.meta.dirname,
    port: 3003,
    exposes,
    mode: argv.mode,
  });
