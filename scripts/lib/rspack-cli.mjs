// Runs each app's own Rspack CLI directly with node: no pnpm start-up per app.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** [node, rspack.js, ...args] for the Rspack CLI the app declares. */
export function rspackCommand(app, args) {
  const appRequire = createRequire(join(app.dir, 'package.json'));
  const cliDir = dirname(appRequire.resolve('@rspack/cli/package.json'));
  return [process.execPath, join(cliDir, 'bin', 'rspack.js'), ...args];
}
