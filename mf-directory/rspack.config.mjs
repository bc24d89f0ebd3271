// Rspack build of the remote mf_directory; everything shared lives in @nyaya/build-kit.
import { createAppConfig, createPrerenderConfig } from '@nyaya/build-kit';

/**
 * The exposed modules are this remote's contract with the shell (src/contract.ts): the pages,
 * default-exported React components, and the directory's prefetch.
 */
const exposes = {
  './DirectoryPage': './src/exposes/DirectoryPage.tsx',
  './prefetchDirectoryPage': './src/exposes/prefetchDirectoryPage.ts',
  './LawyerProfilePage': './src/exposes/LawyerProfilePage.tsx',
};

export default (_env, argv) => {
  const browser = createAppConfig({
    name: 'mf_directory',
    dir: import.meta.dirname,
    port: 3001,
    exposes,
    // Class names from each component's file and position, alike in both builds.
    serverRendered: true,
    mode: argv.mode,
  });
  // The production build also renders the pages' first state to HTML fragments that the shell's
  // server puts into the route's frame (src/prerender).
  if (browser.mode !== 'production') return browser;
  return [
    browser,
    createPrerenderConfig({
      name: 'mf_directory',
      dir: import.meta.dirname,
      entry: './src/prerender/index.tsx',
    }),
  ];
};
