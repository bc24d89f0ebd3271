'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { swcRules } = require('./swc-rules.cjs');

/**
 * The page a prerendered app's browser build emits (createAppConfig `serverRendered`): the
 * plain app shell, an empty root that the browser renders into. The prerender reads it as the
 * template of the pages it writes, and servers send it for routes that are not prerendered.
 */
const APP_SHELL_PAGE = 'app.html';

/**
 * Runs the prerender bundle once it is emitted: its `prerender(appShell)` export returns the
 * files to write beside the browser build (name → content, a name may have folders), which the
 * build then precompresses with the rest of `dist` (scripts/build.mjs). `appShell` is the app's
 * page, or null for a remote, which has none in production. A prerender that throws fails the
 * build.
 */
class WritePrerenderedFiles {
  constructor({ bundleFile, distDir }) {
    this.bundleFile = bundleFile;
    this.distDir = distDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderedFiles', async (compilation) => {
      if (compilation.errors.length > 0) return;
      // A remote's production build has no page of its own: its prerender renders fragments.
      const appShell = await fs.promises
        .readFile(path.join(this.distDir, APP_SHELL_PAGE), 'utf8')
        .catch((error) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
      // A watch rebuild must run the new bundle, not the one required before.
      delete require.cache[this.bundleFile];
      const { prerender } = require(this.bundleFile);
      if (typeof prerender !== 'function') {
        throw new Error(`${this.bundleFile} does not export prerender(appShell)`);
      }
      const files = await prerender(appShell);
      for (const [name, content] of Object.entries(files)) {
        const file = path.join(this.distDir, name);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(file, content);
      }
    });
  }
}

/**
 * The Rspack configuration of an app's prerender: its `entry` compiled for Node (with the same
 * TypeScript rules and styled-components ids as the browser build, so both render the same
 * class names), built after the browser build of `name` (`dependencies`) and run at once by
 * WritePrerenderedFiles. Module Federation is left out: it renders the app's own modules only. The
 * bundle is one file in the app's `node_modules/.cache`, never among the files it serves.
 */
function createPrerenderConfig({ name, dir, entry, mode = 'production' }) {
  if (!path.isAbsolute(dir)) throw new Error(`dir must be an absolute path, got "${dir}"`);
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const { rspack } = appRequire('@rspack/core');
  const isProduction = mode === 'production';
  const outputDir = path.join(dir, 'node_modules', '.cache', 'prerender');
  return {
    name: `${name}-prerender`,
    dependencies: [name],
    mode,
    context: dir,
    target: 'node',
    entry: { prerender: entry },
    output: {
      path: outputDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] },
    module: {
      rules: swcRules({ isProduction, serverRendered: true, appRequire, refresh: false }),
    },
    plugins: [
      // Lazy imports are inlined: the prerender is one file that runs once.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new WritePrerenderedFiles({
        bundleFile: path.join(outputDir, 'prerender.cjs'),
        distDir: path.join(dir, 'dist'),
      }),
    ],
    optimization: { minimize: false },
    devtool: false,
  };
}

module.exports = { APP_SHELL_PAGE, createPrerenderConfig };
