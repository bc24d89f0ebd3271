// The partner embed (src/features/partner-embed): one classic script, /embed.js, that a partner's page loads
// with a script tag, and the forms it imports on the visitor's first intent. No Module
// Federation and no React: it must not need anything from the page (docs/adr/0022).
import { join } from 'node:path';
import { rspack } from '@rspack/core';

const IMPORT_FROM_EMBED_ORIGIN = '__nyayaImportChunk';

/**
 * The runtime imports chunks by paths relative to itself ('./embed/forms.….js'), as an ES
 * module would; but embed.js is a classic script on another origin's page, where import()
 * resolves relative paths against about:blank. So embed.js is wrapped in a function whose
 * local import function resolves them against embed.js's own URL (read while it first runs),
 * which puts no name on the page's window.
 */
const importFromEmbedOrigin = `(function () {
var ${IMPORT_FROM_EMBED_ORIGIN} = (function (script) {
  var base = script && script.src ? script.src : location.href;
  return function (path) { return import(new URL(path, base).href); };
})(document.currentScript || document.querySelector('script[src*="embed.js"][data-partner]'));`;

/**
 * embed/frame.html: the forms' frame, on our origin inside a partner's page (docs/adr/0022).
 * Written after the build so it names the frame script's hashed file; the page itself is
 * revalidated. No inline script or style, for the server's Content-Security-Policy.
 */
class EmbedFramePagePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmbedFramePage', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmbedFramePage', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const entry = compilation.entrypoints.get('frame');
          const script = entry
            .getFiles()
            .find((file) => file.endsWith('.js') && !file.endsWith('.hot-update.js'));
          const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="strict-origin-when-cross-origin" />
    <title>NyayaConnect support</title>
    <script type="module" src="./${script.replace(/^embed\//, '')}"></script>
  </head>
  <body></body>
</html>
`;
          compilation.emitAsset('embed/frame.html', new rspack.sources.RawSource(html));
        },
      );
    });
  }
}

/** Partners' pages keep `/embed.js`, so it is revalidated; its chunks are content-hashed. */
export function createEmbedConfig({ dir, mode = 'production', after }) {
  const isProduction = mode === 'production';
  const hash = isProduction ? '.[contenthash:16]' : '';
  return {
    name: 'embed',
    // Built after the remote, which empties dist/ first.
    dependencies: after ? [after] : [],
    mode,
    context: dir,
    target: ['web', 'es2022'],
    entry: { embed: './src/embed.ts', frame: './src/embed-frame.ts' },
    output: {
      path: join(dir, 'dist'),
      // Set at run time to where embed.js came from, whatever page embeds it (src/embed/index.ts).
      publicPath: '',
      // embed.js keeps its name (partners' pages name it); the frame's script is hashed.
      filename: (pathData) =>
        pathData.chunk?.name === 'embed' ? '[name].js' : `embed/[name]${hash}.js`,
      chunkFilename: `embed/[name]${hash}.js`,
      // Chunks are ES modules loaded with import(): no JSONP callback on the page's window.
      chunkFormat: 'module',
      chunkLoading: 'import',
      importFunctionName: IMPORT_FROM_EMBED_ORIGIN,
      uniqueName: 'nyaya_support_embed',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /[\\/]node_modules[\\/]/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        },
      ],
    },
    optimization: {
      minimize: isProduction,
      // embed.js is a classic script and its chunks are ES modules: each is minified as what it is.
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({ include: /^embed\.js$/ }),
        new rspack.SwcJsMinimizerRspackPlugin({
          include: /^embed\//,
          minimizerOptions: { module: true },
        }),
      ],
    },
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    plugins: [
      new EmbedFramePagePlugin(),
      new rspack.BannerPlugin({ banner: importFromEmbedOrigin, raw: true, include: /^embed\.js$/ }),
      new rspack.BannerPlugin({ banner: '})();', raw: true, footer: true, include: /^embed\.js$/ }),
    ],
    performance: false,
    // `rspack serve` would compile the forms on first request through its own endpoint on the
    // dev server's origin, which a partner's page cannot reach the same way.
    lazyCompilation: false,
  };
}
