// Puts a remote's prerendered page into the route's frame, as the page is requested. The shell's
// frame for a remote's route (shell/src/prerender/PageSlot.tsx) holds a page skeleton between
// `<template data-page="<remote>/<exposed name>">` and `<template data-page-end="">`; a remote
// that prerenders that page publishes its first state as `prerender/<exposed name>.html` beside
// its manifest (mf-directory/src/prerender). The fragment comes from the release config.json
// names, so it is always the release the browser will load. A page in another language than
// English takes that language's fragment, `prerender/<exposed name>.<language>.html`
// (`DirectoryPage.hi.html`), and never the English one. Without one (a remote that publishes
// none, or one that cannot be reached in time), the frame keeps its skeleton.

const PAGE_SLOT =
  /<template data-page="([A-Za-z_$][\w$]*)\/([\w.-]+)"><\/template>[\s\S]*?<template data-page-end=""><\/template>/;

/** Whether `html` has a page slot to fill. */
export const hasPageSlot = (html) => PAGE_SLOT.test(html);

/** The fragment of exposed page `name` in `language`, beside the remote's manifest. */
export const fragmentFile = (name, language = 'en') =>
  language === 'en' ? `prerender/${name}.html` : `prerender/${name}.${language}.html`;

/**
 * `compose(html, { search, language })`: `html` (a document in `language`) with its page slot
 * filled from the remote's fragment in that language, or as it is (always for an address with a
 * query string).
 * `remotes()` returns the runtime config's remotes (name → manifest URL). Fragments are kept for
 * `ttlMs`, so a new release of a remote shows within that time; a missing one is asked for again
 * after the same time. A fragment that takes longer than `timeoutMs` is not waited for.
 */
export function createPageComposer({ remotes, fetchImpl = fetch, ttlMs = 5000, timeoutMs = 500 }) {
  const cache = new Map();

  async function fetchFragment(url) {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      const text = await response.text();
      // Only a fragment: a whole document (an SPA fallback answering any path) is not one.
      return /<html\b/i.test(text) ? null : text;
    } catch {
      return null;
    }
  }

  function fragmentAt(url) {
    const cached = cache.get(url);
    if (cached && Date.now() - cached.at < ttlMs) return cached.fragment;
    const fragment = fetchFragment(url);
    cache.set(url, { at: Date.now(), fragment });
    return fragment;
  }

  return async function compose(html, { search = '', language = 'en' } = {}) {
    const slot = PAGE_SLOT.exec(html);
    // A fragment is the page's first state at its route as such: an address with a query (a
    // filtered directory link) may show another one, so it keeps the skeleton.
    if (!slot || search) return html;
    const [, remote, name] = slot;
    let url;
    try {
      // A config that cannot be read is the page's to report (/config.json), not the frame's.
      url = new URL(fragmentFile(name, language), remotes()[remote]).href;
    } catch {
      return html;
    }
    const fragment = await fragmentAt(url);
    return fragment === null ? html : html.replace(PAGE_SLOT, () => fragment);
  };
}
