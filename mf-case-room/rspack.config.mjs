// Rspack build of the remote mf_case_room; everything shared lives in @nyaya/build-kit.
import { createAppConfig } from '@nyaya/build-kit';

/** The exposed modules are this remote's contract with the shell: default-exported React components. */
const exposes = {
  './CaseRoomPage': './src/exposes/CaseRoomPage.tsx',
};

export default (_env, argv) =>
  createAppConfig({
    name: 'mf_case_room',
    dir: import.meta.dirname,
    port: 3008,
    exposes,
    mode: argv.mode,
  });
