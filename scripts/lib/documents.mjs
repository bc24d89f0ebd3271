// Which HTML document the shell's server sends for a page's path, from the build's
// `dist/routes.json` (shell/src/prerender/routesManifest.ts): the prerendered landing page for
// `/`, the app shell for a remote's route, and the prerendered 404 page, with status 404, for a
// path that matches no route. A build without routes.json (one from before the prerender) is a
// single-page app: every path gets its index.html.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROUTES_FILE = 'routes.json';

/** A path with a file extension asks for a file, never for a page (as sirv's `single` decides). */
export const looksLikeFile = (pathname) => /\/[^/]+\.\w+$/.test(pathname);

const segments = (path) => path.split('/').filter(Boolean);

function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `pathname` matches a React Router `pattern` as the shell's routes do: `:name` matches
 * one segment, letters match in any case, and a trailing slash is ignored.
 */
export function matchesRoute(pattern, pathname) {
  const expected = segments(pattern);
  const actual = segments(pathname).map(decodeSegment);
  return (
    expected.length === actual.length &&
    expected.every(
      (segment, index) =>
        segment.startsWith(':') || segment.toLowerCase() === actual[index].toLowerCase(),
    )
  );
}

/**
 * The document for `pathname` under `manifest` (routes.json's content, or null for a build
 * without one): `{ file, status }`.
 */
export function documentFor(manifest, pathname) {
  if (!manifest) return { file: 'index.html', status: 200 };
  const route = manifest.routes.find(({ path }) => matchesRoute(path, pathname));
  return route ? { file: route.document, status: 200 } : { file: manifest.notFound, status: 404 };
}

/** routes.json of the build in `dir`, read on every call: a rebuild while serving is picked up. */
export function readRoutesManifest(dir) {
  const file = join(dir, ROUTES_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Sends `dir/file` as HTML with `status`, as its precompressed `.br` or `.gz` twin when the
 * browser takes it (scripts/build.mjs writes them), revalidated on every load like every page.
 */
export function sendDocument(request, response, { dir, file, status }) {
  const accepted = request.headers['accept-encoding'] ?? '';
  const variants = [
    ...(/\bbr\b/.test(accepted) ? [{ suffix: '.br', encoding: 'br' }] : []),
    ...(/\bgzip\b/.test(accepted) ? [{ suffix: '.gz', encoding: 'gzip' }] : []),
    { suffix: '', encoding: null },
  ];
  const variant = variants.find(({ suffix }) => existsSync(join(dir, file + suffix)));
  if (!variant) {
    response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    return response.end(`The build in ${dir} has no ${file}. Run \`pnpm build\` again.\n`);
  }
  const path = join(dir, file + variant.suffix);
  response.writeHead(status, {
    'Content-Type': 'text/html;charset=utf-8',
    'Content-Length': statSync(path).size,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(variant.encoding ? { 'Content-Encoding': variant.encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : readFileSync(path));
}
