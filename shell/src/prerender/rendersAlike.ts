import { matchPath } from '@nyaya/shared-platform/router';
import { NAV_LINKS } from '../features/header/navLinks';
import { legalPageAt } from '../features/legal';
import { remotePageAt } from '../registry/registry';

/**
 * The route of AppRoutes that renders `pathname`: '/', a legal page's path, a remote page's
 * pattern, or '*'.
 */
export function routeFor(pathname: string): string {
  if (matchPath('/', pathname)) return '/';
  return legalPageAt(pathname)?.path ?? remotePageAt(pathname)?.path ?? '*';
}

function currentNavLinks(pathname: string): boolean[] {
  return NAV_LINKS.map(({ to, end }) => matchPath({ path: to, end }, pathname) !== null);
}

/**
 * Whether the shell's first render at `b` is the markup it renders at `a`: the same route, and
 * the same header links marked as current. Any path without a route is served the 404 page
 * rendered at one path, and `/lawyers/x/y` shows it with Find Lawyers marked: such a page is
 * rendered afresh instead of hydrated, which React could not patch up.
 */
export function rendersAlike(a: string, b: string): boolean {
  if (routeFor(a) !== routeFor(b)) return false;
  const linksAtA = currentNavLinks(a);
  return currentNavLinks(b).every((current, index) => current === linksAtA[index]);
}
