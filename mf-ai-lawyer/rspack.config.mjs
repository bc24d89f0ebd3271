// Rspack build of the remote mf_ai_lawyer; everything shared lives in @nyaya/build-kit.
import { createAppConfig } from '@nyaya/build-kit';

/** The exposed modules are this remote's contract with the shell: default-exported React components. */
const exposes = {
  './AiLawyerDialog': './src/exposes/AiLawyerDialog.tsx',
  './SignInRequiredDialog': './src/exposes/SignInRequiredDialog.tsx',
  './ConsultationHistoryPage': './src/exposes/ConsultationHistoryPage.tsx',
};

export default (_env, argv) =>
  createAppConfig({
    name: 'mf_ai_lawyer',
    dir: import.meta.dirname,
    port: 3005,
    exposes,
    mode: argv.mode,
  });
