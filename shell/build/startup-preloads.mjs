/**
 * Puts everything the shell needs before its first render into the page's `<head>`, so the
 * browser fetches it while it parses the HTML instead of one round trip after another:
 *
 * - the entry script first, at high priority (a deferred script is otherwise fetched at low
 *   priority, after the preloads below);
 * - `/config.json`, which the bootstrap reads before anything else (a `fetch` preload: the
 *   bootstrap's request takes it over);
 * - the chunks of the entry's async boundary (`import('./bootstrap')`) and of every shared module
 *   it needs at once (React, the router, i18n, the platform, and what those import in turn),
 *   which the federation runtime would only request once the entry had run, level by level.
 *
 * A shared module the bootstrap imports is a consume-shared module in the chunk graph; the host
 * uses its own copy, so the chunks to fetch are those of the matching provide-shared module.
 * Lazily loaded parts (dialogs, the user menu) are child groups with files of their own and no
 * such origin: they stay lazy. The bootstrap's own lazy import of a shared module
 * (`import('react-dom/client')`, a group without files whose child is the share) is followed.
 */
const PLUGIN = 'StartupPreloads';

/**
 * Marks the chunk preloads. A page whose content is in its HTML (a hydrated prerendered page)
 * drops them (src/prerender/document.ts): there they would only compete with the page itself.
 */
export const STARTUP_CHUNK_ATTRIBUTE = 'data-startup-chunk';

const jsFiles = (group) => group.getFiles().filter((file) => file.endsWith('.js'));
const originModules = (group) =>
  (group.origins ?? []).map(({ module }) => module?.identifier() ?? '').filter(Boolean);

/** `consume shared module (default) react@^19.3.1 (strict) ...` -> `default:react`. */
function shareOf(identifier, kind) {
  const match = new RegExp(`^${kind} shared module \\(([^)]+)\\) (@?[^@]+)@`).exec(identifier);
  return match ? `${match[1]}:${match[2]}` : null;
}

function startupFiles(startup, chunkGroups) {
  const provided = new Map();
  for (const group of chunkGroups) {
    for (const identifier of originModules(group)) {
      const share = shareOf(identifier, 'provide');
      if (share) provided.set(share, group);
    }
  }
  const files = new Set();
  const visited = new Set();
  const visit = (group, { followImports }) => {
    if (visited.has(group)) return;
    visited.add(group);
    for (const file of jsFiles(group)) files.add(file);
    for (const child of group.childrenIterable) {
      const consumed = originModules(child)
        .map((identifier) => shareOf(identifier, 'consume'))
        .find(Boolean);
      if (consumed) visit(provided.get(consumed) ?? child, { followImports: false });
      else if (followImports && jsFiles(child).length === 0) visit(child, { followImports });
    }
  };
  // Only the bootstrap's own imports of shared modules are followed: a shared module's lazy
  // import (the platform's of supabase-js) loads when it is needed, not at startup.
  visit(startup, { followImports: true });
  return files;
}

export class StartupPreloads {
  /**
   * @param {{ startupImport: string, runtimeConfigUrl: string }} options `startupImport`: the
   *   request of the entry's async boundary; `runtimeConfigUrl`: where the runtime config is read.
   */
  constructor({ startupImport, runtimeConfigUrl }) {
    this.startupImport = startupImport;
    this.runtimeConfigUrl = runtimeConfigUrl;
  }

  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.rspack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        PLUGIN,
        async (data) => {
          const startup = compilation.chunkGroups.find((group) =>
            (group.origins ?? []).some(({ request }) => request === this.startupImport),
          );
          if (!startup) {
            throw new Error(
              `${PLUGIN}: no chunk group is loaded by import('${this.startupImport}')`,
            );
          }
          const publicPath = data.publicPath === 'auto' ? '/' : data.publicPath;
          for (const script of data.assetTags.scripts) script.attributes.fetchpriority = 'high';
          const preload = (attributes) => ({
            tagName: 'link',
            attributes: { rel: 'preload', ...attributes },
            voidTag: true,
          });
          data.assetTags.scripts.push(
            preload({ href: this.runtimeConfigUrl, as: 'fetch', crossorigin: 'anonymous' }),
            ...[...startupFiles(startup, compilation.chunkGroups)].map((file) =>
              preload({
                href: `${publicPath}${file}`,
                as: 'script',
                [STARTUP_CHUNK_ATTRIBUTE]: '',
              }),
            ),
          );
          return data;
        },
      );
    });
  }
}
