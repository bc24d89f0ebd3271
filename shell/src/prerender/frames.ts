import { REMOTE_PAGES } from '../registry/registry';
import type { PrerenderedPage } from './pages';

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
