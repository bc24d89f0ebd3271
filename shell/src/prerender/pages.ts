import { REMOTE_PAGES, type ShellTextKey } from '../registry/registry';

/**
 * The page a prerendered app's browser build emits: the plain app shell, an empty root that the
 * browser renders into (APP_SHELL_PAGE of @nyaya/shared-platform/build). It is the template of
 * the prerendered pages, and what the servers send for the routes the remotes render.
 */
export const APP_SHELL_PAGE = 'app.html';

/** The root's attribute naming the path its prerendered markup was rendered at. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

export interface PrerenderedPage {
  /** The file in `dist`. */
  file: string;
  /** Where it is rendered. */
  path: string;
  /** Its document title (useDocumentTitle sets it only in the browser). */
  title: ShellTextKey;
}

/** The shell's own pages, rendered to HTML by the build (spec section 2). */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { file: 'index.html', path: '/', title: 'documentTitle.home' },
  // Served for every path without a route. Rendered at a path that no route and no header link
  // claims, so the header marks no link as current (rendersAlike.ts).
  { file: '404.html', path: '/404', title: 'documentTitle.notFound' },
];

/** What servers answer for a path that matches no route: the prerendered 404 page. */
export const NOT_FOUND_PAGE = '404.html';

/**
 * A remote page's frame: the shell rendered at the route with the page's skeleton where the page
 * goes (header, footer, skeleton; no remote markup). Servers send it for the route, so the page
 * has its frame and skeleton before any script runs; the browser renders the page afresh over
 * it (a frame is not hydrated: the remote's page is not in it).
 */
export interface PageFrame extends PrerenderedPage {
  /** The route's pattern (REMOTE_PAGES). */
  route: string;
}

/** `/lawyers/:id` -> `frame-lawyers-id.html`. */
function frameFile(route: string): string {
  const name = route.replace(/^\//, '').replace(/:/g, '').replace(/\//g, '-');
  return `frame-${name}.html`;
}

export const PAGE_FRAMES: readonly PageFrame[] = REMOTE_PAGES.map(({ path, title }) => ({
  route: path,
  file: frameFile(path),
  // Any value renders a parameter's route alike: the header marks the same link as current.
  path: path.replace(/:([^/]+)/g, '$1'),
  title,
}));
