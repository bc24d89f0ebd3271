/**
 * Faults injected into a real remote build in the browser, to see what the shell does with
 * them. Nothing here changes what is served to anyone else.
 */
import type { Page } from '@playwright/test';
import { fetchManifest, exposeScriptUrls } from './manifests.ts';

/**
 * Makes one exposed module of a remote throw while rendering: the remote and its manifest load
 * normally, but the module's default export becomes a component that throws `message`.
 *
 * How: the expose's chunks (listed in the remote's manifest) are served with a prologue that
 * wraps Rspack's chunk registration (`self.rspackChunk<uniqueName>.push`, uniqueName = the
 * container name): each module factory in the chunk runs as built, then a module with a default
 * export gets a throwing component as its default. Returns a counter of patched responses so
 * the test can prove the fault was actually served.
 */
export async function makeExposedModuleThrow(
  page: Page,
  options: { remote: string; exposedName: string; manifestUrl: string; message: string },
): Promise<{ patchedResponses: () => number }> {
  const manifest = await fetchManifest(options.manifestUrl);
  const urls = new Set(exposeScriptUrls(manifest, options.exposedName, options.manifestUrl));
  if (urls.size === 0) {
    throw new Error(`${options.manifestUrl} lists no scripts for ${options.exposedName}`);
  }
  const chunkGlobal = `rspackChunk${options.remote}`;
  const prologue = `;(function () {
  var queue = (self[${JSON.stringify(chunkGlobal)}] = self[${JSON.stringify(chunkGlobal)}] || []);
  var push = queue.push;
  queue.push = function (data) {
    queue.push = push;
    var factories = data && data[1];
    Object.keys(factories || {}).forEach(function (id) {
      var factory = factories[id];
      factories[id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        var built = module.exports;
        if (built && typeof built === 'object' && 'default' in built) {
          var replaced = {};
          Object.keys(built).forEach(function (key) { replaced[key] = built[key]; });
          Object.defineProperty(replaced, '__esModule', { value: true });
          replaced.default = function E2EThrowingComponent() {
            throw new Error(${JSON.stringify(options.message)});
          };
          module.exports = replaced;
        }
      };
    });
    return push.apply(this, arguments);
  };
})();
`;
  let patched = 0;
  await page.route(
    (url) => urls.has(url.href),
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      patched += 1;
      await route.fulfill({ response, body: prologue + body });
    },
  );
  return { patchedResponses: () => patched };
}
