// Rspack build of the remote mf_ops_console; everything shared lives in @nyaya/build-kit.
import { createAppConfig } from '@nyaya/build-kit';

/** The exposed modules are this remote's contract with the shell: default-exported React components. */
const exposes = {
  './OpsConsolePage': './src/exposes/OpsConsolePage.tsx',
};

export default (_env, argv) =>
  createAppConfig({
    name: 'mf_ops_console',
    dir: import.meta.dirname,
    port: 3007,
    exposes,
    mode: argv.mode,
  });
