// Rspack build of the host shell; everything shared lives in @nyaya/shared-platform/build.
import path from 'node:path';
import { contractVersions, createAppConfig } from '@nyaya/shared-platform/build';

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

export default (_env, argv) =>
  createAppConfig({
    name: 'shell',
    dir: import.meta.dirname,
    port: 3000,
    isHost: true,
    runtimePlugins,
    mode: argv.mode,
  });
