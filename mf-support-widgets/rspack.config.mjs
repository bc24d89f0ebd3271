// Rspack build of the remote mf_support_widgets; everything shared lives in @nyaya/shared-platform/build.
import { createAppConfig } from '@nyaya/shared-platform/build';

/** The exposed modules are this remote's contract with the shell: default-exported React components. */
const exposes = {
  './FloatingHelp': './src/exposes/FloatingHelp.tsx',
  './CallbackDialog': './src/exposes/CallbackDialog.tsx',
  './ComplaintDialog': './src/exposes/ComplaintDialog.tsx',
};

export default (_env, argv) =>
  createAppConfig({
    name: 'mf_support_widgets',
    dir: import.meta.dirname,
    port: 3004,
    exposes,
    mode: argv.mode,
  });
