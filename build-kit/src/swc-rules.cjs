'use strict';

const path = require('node:path');

/**
 * styled-components names a component by how many were created before it, unless the build
 * gives it an id. A page rendered at build time (createPrerenderConfig) and hydrated in the
 * browser needs the same class names in both builds whatever order their modules run in, so
 * such an app's components get ids from their file and position (the SWC twin of
 * babel-plugin-styled-components, resolved from the app, which declares it). Tagged templates
 * stay as written: every browser we build for has them, and turned into calls they weigh more.
 */
function styledComponentsPlugin({ appRequire, isProduction }) {
  return [
    appRequire.resolve('@swc/plugin-styled-components'),
    { ssr: true, displayName: !isProduction, transpileTemplateLiterals: false },
  ];
}

/** Where SWC keeps the compiled Wasm plugin: the app's own cache, not a folder beside its code. */
const pluginCacheRoot = (appRequire) =>
  path.join(path.dirname(appRequire.resolve('./package.json')), 'node_modules', '.cache', 'swc');

function swcRule({ test, tsx, isProduction, serverRendered = false, appRequire, refresh }) {
  const plugins = serverRendered ? [styledComponentsPlugin({ appRequire, isProduction })] : [];
  const experimental = { plugins, cacheRoot: pluginCacheRoot(appRequire) };
  return {
    test,
    // Workspace packages resolve to their real paths outside node_modules, so they are compiled too.
    exclude: /[\\/]node_modules[\\/]/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        target: 'es2022',
        transform: {
          react: { runtime: 'automatic', development: !isProduction, refresh },
        },
        ...(plugins.length > 0 ? { experimental } : {}),
      },
    },
  };
}

/** The TypeScript rules of every build; `refresh` only where a dev server hot-reloads them. */
function swcRules({ isProduction, serverRendered, appRequire, refresh = !isProduction }) {
  const common = { isProduction, serverRendered, appRequire, refresh };
  return [
    swcRule({ test: /\.(?:ts|mts|cts)$/, tsx: false, ...common }),
    swcRule({ test: /\.tsx$/, tsx: true, ...common }),
  ];
}

module.exports = { swcRules };
