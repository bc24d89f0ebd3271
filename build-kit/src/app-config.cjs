'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { apps, resolveAppPort } = require('./apps.cjs');
const { APP_SHELL_PAGE } = require('./prerender-config.cjs');
const { createRuntimeConfigSource, sendRuntimeConfig } = require('./runtime-config.cjs');
const { swcRules } = require('./swc-rules.cjs');

const containerNamePattern = /^[A-Za-z_$][\w$]*$/;

/**
 * Remotes are fetched cross-origin by the shell (manifest, entry, chunks), so every response of
 * every dev server carries CORS headers.
 */
const corsHeaders = Object.freeze({
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
});

function normalizeMode(mode) {
  if (mode === 'production' || mode === 'development') return mode;
  if (mode !== undefined)
    throw new Error(`mode must be "production" or "development", got "${mode}"`);
  return process.env.NODE_ENV === 'production' ? 'production' : 'development';
}

/** Hashed names in production let serve.mjs mark them immutable; dev servers need stable names. */
function outputNames(isProduction) {
  const hash = isProduction ? '.[contenthash:16]' : '';
  return {
    filename: `[name]${hash}.js`,
    chunkFilename: `[name]${hash}.js`,
    cssFilename: `[name]${hash}.css`,
    cssChunkFilename: `[name]${hash}.css`,
    assetModuleFilename: `assets/[name]${hash}[ext]`,
  };
}

/** The dev servers answer `/config.json` exactly as serve.mjs does in production. */
function runtimeConfigMiddlewares(middlewares) {
  const readRuntimeConfig = createRuntimeConfigSource();
  middlewares.unshift({
    name: 'nyaya-runtime-config',
    path: '/config.json',
    middleware: (_request, response) => {
      // Partners' pages read it from the support widgets' origin (embed.js).
      for (const header of Object.entries(corsHeaders)) response.setHeader(...header);
      sendRuntimeConfig(response, readRuntimeConfig);
    },
  });
  return middlewares;
}

function devServerConfig({ name, port }) {
  const app = apps.find((candidate) => candidate.name === name);
  return {
    port,
    hot: true,
    historyApiFallback: true,
    static: false,
    headers: { ...corsHeaders },
    client: {
      // A remote's code runs inside the shell's page; without an explicit URL its HMR client
      // would connect to the shell's server and never hear about the remote's own changes.
      webSocketURL: `ws://localhost:${port}/ws`,
      overlay: { errors: true, warnings: false },
    },
    ...(app?.servesRuntimeConfig ? { setupMiddlewares: runtimeConfigMiddlewares } : {}),
  };
}

/**
 * One federation runtime per page. The shell provides its runtime core on a global, and a
 * remote's production build uses it instead of bundling its own (about 17 KB gzip less per
 * remote a page shows). A remote in development keeps its own copy: its dev host has no shell.
 */
function runtimeExperiments({ isHost, isProduction }) {
  // Browser-only builds: leaves the Node script loader out of every entry.
  const optimization = { target: 'web' };
  if (isHost) return { provideExternalRuntime: true, optimization };
  return isProduction ? { externalRuntime: true, optimization } : { optimization };
}

function federationOptions({ name, dir, exposes, isHost, isProduction, runtimePlugins }) {
  return {
    name,
    filename: 'remoteEntry.js',
    // The host compiles in no remote URL: remotes are registered at runtime from /config.json.
    ...(isHost ? { remotes: {} } : { exposes }),
    // Loaded here, not at the top: the preset reads installed package versions, and scripts
    // load this file (corsHeaders) without building anything.
    shared: require('./shared-preset.cjs').sharedPresetFor(dir),
    manifest: true,
    // Under 'version-first' the host loads every remote entry at start-up, and one dead remote
    // would take the whole page down.
    shareStrategy: 'loaded-first',
    dts: false,
    runtimePlugins,
    experiments: runtimeExperiments({ isHost, isProduction }),
  };
}

/**
 * The federation runtime as ES modules, so that what a page does not use of it is left out
 * (about 10 KB gzip less on `/`). The federation plugin imports its runtime by the paths of the
 * packages' CommonJS builds and aliases `@module-federation/runtime` to one, and everything
 * those files require is CommonJS too. Every such file has an ES module twin beside it (`x.js`
 * or `x.mjs` for `x.cjs`), whose own imports resolve to ES modules: requests are sent there.
 * (`experiments.optimization.disableSnapshot` alone would break manifest-based remotes.)
 */
function federationRuntimeAsEsm(rspack, appRequire) {
  const esmTwin = (file) =>
    ['.js', '.mjs'].map((ext) => file.replace(/\.cjs$/, ext)).find(fs.existsSync) ?? file;
  const fromPlugin = createRequire(appRequire.resolve('@module-federation/enhanced/rspack'));
  const runtimeTools = fromPlugin.resolve('@module-federation/runtime-tools');
  const runtime = esmTwin(
    createRequire(runtimeTools).resolve('@module-federation/runtime/bundler'),
  );
  return new rspack.NormalModuleReplacementPlugin(
    /^@module-federation\/runtime$|[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.cjs$/,
    (data) => {
      data.request =
        data.request === '@module-federation/runtime' ? runtime : esmTwin(data.request);
    },
  );
}

/**
 * The app's own index.html when it has one (the shell); otherwise the remote's standalone dev
 * host page, which differs between remotes only in its title.
 */
function pageTemplate(name, dir) {
  const own = path.join(dir, 'index.html');
  if (fs.existsSync(own)) return { template: own };
  return {
    templateContent: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${name} · NyayaConnect dev host</title>
  </head>
  <body>
    <noscript>This page needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`,
  };
}

/**
 * The complete Rspack configuration of one app (the shell or a remote).
 * `port` is the default; `<NAME>_PORT` in the environment overrides it.
 */
function createAppConfig(options) {
  const {
    name,
    dir,
    exposes = {},
    isHost = false,
    runtimePlugins = [],
    serverRendered = false,
  } = options;
  if (!containerNamePattern.test(name)) {
    throw new Error(
      `Container name "${name}" must be a JS identifier (it becomes a global), e.g. mf_directory`,
    );
  }
  if (!path.isAbsolute(dir)) throw new Error(`dir must be an absolute path, got "${dir}"`);
  if (!isHost && Object.keys(exposes).length === 0)
    throw new Error(`Remote "${name}" exposes nothing`);

  const mode = normalizeMode(options.mode);
  const isProduction = mode === 'production';
  const port = resolveAppPort(name, process.env, options.port);

  // Resolve the build tools from the app, which declares them, not from this package.
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const { rspack } = appRequire('@rspack/core');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/rspack');

  // A remote's production build is only a federated container for the shell (it relies on the
  // shell's runtime, see runtimeExperiments); its standalone page is a development tool.
  const hasPage = isHost || !isProduction;
  const plugins = [
    ...(hasPage
      ? [
          new rspack.HtmlRspackPlugin({
            ...pageTemplate(name, dir),
            // A prerendered app's production page is the app shell that the prerender fills in.
            filename: serverRendered && isProduction ? APP_SHELL_PAGE : 'index.html',
            // Only the app entry: the container entry (remoteEntry.js) is for hosts, not this page.
            chunks: ['main'],
            // Absolute so deep links (/lawyers/x) still find the bundle; pages are served at the root.
            publicPath: '/',
          }),
        ]
      : []),
    new ModuleFederationPlugin(
      federationOptions({ name, dir, exposes, isHost, isProduction, runtimePlugins }),
    ),
    federationRuntimeAsEsm(rspack, appRequire),
  ];
  if (!isProduction) {
    const { ReactRefreshRspackPlugin } = appRequire('@rspack/plugin-react-refresh');
    plugins.push(new ReactRefreshRspackPlugin());
  }

  return {
    name,
    mode,
    context: dir,
    target: 'web',
    entry: hasPage ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(dir, 'dist'),
      // Remotes learn their own origin at runtime, so one build can be deployed anywhere.
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
      ...outputNames(isProduction),
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] },
    module: {
      rules: [
        ...swcRules({ isProduction, serverRendered, appRequire }),
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(?:png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins,
    optimization: { minimize: isProduction },
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    // Lazy compilation (on by default for `rspack serve`) defers federated chunks until first
    // request, which breaks loading exposed modules from another origin.
    lazyCompilation: false,
    devServer: devServerConfig({ name, port }),
  };
}

module.exports = { createAppConfig, corsHeaders };
