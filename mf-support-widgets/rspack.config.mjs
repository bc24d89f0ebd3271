// Rspack builds of mf_support_widgets: the remote (everything shared lives in
// @nyaya/build-kit) and the partner embed, embed.js, served beside it.
import { createAppConfig } from '@nyaya/build-kit';
import { createEmbedConfig } from './embed.rspack.mjs';

/** The exposed modules are this remote's contract with the shell: default-exported React components. */
const exposes = {
  './FloatingHelp': './src/exposes/FloatingHelp.tsx',
  './CallbackDialog': './src/exposes/CallbackDialog.tsx',
  './ComplaintDialog': './src/exposes/ComplaintDialog.tsx',
  './SupportStatusPage': './src/exposes/SupportStatusPage.tsx',
};

export default (_env, argv) => {
  const remote = createAppConfig({
    name: 'mf_support_widgets',
    dir: import.meta.dirname,
    port: 3004,
    exposes,
    mode: argv.mode,
  });
  return [
    remote,
    createEmbedConfig({ dir: import.meta.dirname, mode: argv.mode, after: remote.name }),
  ];
};
