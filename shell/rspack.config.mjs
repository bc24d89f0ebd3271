// Rspack build of the host shell; everything shared lives in @nyaya/build-kit.
import path from 'node:path';
import { contractVersions, createAppConfig, createPrerenderConfig } from '@nyaya/build-kit';
import { rspack } from '@rspack/core';
import { DevanagariFont, devanagariFont, devanagariFontDefines } from './build/devanagari-font.mjs';
import { StartupPreloads } from './build/startup-preloads.mjs';

/**
 * Installed into the host's federation runtime before anything loads: manifest fetches with a
 * timeout and one retry, a remote built for other contract releases than this build provides
 * refused with the reason, and load failures turned into rejections the UI boundary shows.
 */
const runtimePlugins = [
  [
    path.join(import.meta.dirname, 'src/federation/runtime-plugin.ts'),
    { contractVersions: contractVersions() },
  ],
];

export default (_env, argv) => {
  const browser = createAppConfig({
    name: 'shell',
    dir: import.meta.dirname,
    port: 3000,
    isHost: true,
    runtimePlugins,
    serverRendered: true,
    mode: argv.mode,
  });
  // The Hindi pages' font (docs/adr/0033): its files in `fonts/`, its URLs for the code that
  // declares it (src/startup/devanagariFont.ts, and the Hindi documents of src/prerender).
  const font = devanagariFont();
  const fontDefines = devanagariFontDefines(font);
  browser.plugins.push(new DevanagariFont(font), new rspack.DefinePlugin(fontDefines));
  // `pnpm dev` renders in the browser only. The production build also renders the landing and
  // 404 pages to HTML (src/prerender), which the browser then hydrates.
  if (browser.mode !== 'production') return browser;
  browser.plugins.push(
    new StartupPreloads({ startupImport: './bootstrap', runtimeConfigUrl: '/config.json' }),
  );
  const prerender = createPrerenderConfig({
    name: 'shell',
    dir: import.meta.dirname,
    entry: './src/prerender/index.ts',
  });
  prerender.plugins.push(new rspack.DefinePlugin(fontDefines));
  return [browser, prerender];
};
