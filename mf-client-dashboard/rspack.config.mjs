// Rspack build of the remote mf_client_dashboard; everything shared lives in @nyaya/build-kit.
import { createAppConfig } from '@nyaya/build-kit';

/** The exposed modules are this remote's contract with the shell: default-exported React components. */
const exposes = {
  './ClientDashboardPage': './src/exposes/ClientDashboardPage.tsx',
  './ConsultationRequestDialog': './src/exposes/ConsultationRequestDialog.tsx',
  './RateConsultationDialog': './src/exposes/RateConsultationDialog.tsx',
};

export default (_env, argv) =>
  createAppConfig({
    name: 'mf_client_dashboard',
    dir: import.meta.dirname,
    port: 3002,
    exposes,
    mode: argv.mode,
  });
