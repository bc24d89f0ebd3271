// Which HTML document the shell's server sends for a page's path, from the build's
// `dist/routes.json` (shell/src/prerender/routesManifest.ts): the prerendered landing page for
// `/`, the frame of a remote's route, and the prerendered 404 page, with status 404, for a
// path that matches no route, each in the language the request asks for (the `nyaya_lang`
// cookie, else Accept-Language, else English; build-kit/src/languages.cjs) when the build has
// documents in it: English at the plain names, Hindi under `hi/` (docs/adr/0033). A build without
// routes.json (one from before the prerender) is a single-page app: every path gets its index.html.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  DEFAULT_LANGUAGE,
  documentInLanguage,
  LANGUAGE_VARY,
  manifestLanguages,
  negotiateLanguage,
} from '../../build-kit/src/languages.cjs';
import { hasPageSlot } from './page-fragments.mjs';
import { inlineScriptHashes, inlineScriptHashesOfFile } from './security-headers.mjs';

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
 * without one) for a request with `headers`: `{ file, status, language }`. The language is the
 * negotiated one (languages.cjs) among those the build has documents in; `languages` says
 * whether there was a choice (then the answer varies by the cookie and Accept-Language).
 */
export function documentFor(manifest, pathname, headers = {}) {
  if (!manifest) return { file: 'index.html', status: 200, language: DEFAULT_LANGUAGE };
  const languages = manifestLanguages(manifest);
  const language = negotiateLanguage(headers, languages);
  const route = manifest.routes.find(({ path }) => matchesRoute(path, pathname));
  const [document, status] = route ? [route.document, 200] : [manifest.notFound, 404];
  return {
    file: documentInLanguage(manifest, document, language),
    status,
    language,
    negotiated: languages.length > 1,
  };
}

/** routes.json of the build in `dir`, read on every call: a rebuild while serving is picked up. */
export function readRoutesManifest(dir) {
  const file = join(dir, ROUTES_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Sends `dir/file` as HTML with `status`, as its precompressed `.br` or `.gz` twin when the
 * browser takes it (scripts/build.mjs writes them), revalidated on every load like every page,
 * with `Content-Language: language`; a `negotiated` document (one of several languages) varies by
 * the cookie and Accept-Language as well as the encoding.
 * A page with a page slot (a remote's route) is first filled by `compose` (page-fragments.mjs)
 * and compressed as it is sent. `headersFor(scriptHashes)` adds the page's security headers,
 * given the hashes of the inline scripts of the HTML actually sent (security-headers.mjs).
 */
export async function sendDocument(
  request,
  response,
  {
    dir,
    file,
    status,
    language = DEFAULT_LANGUAGE,
    negotiated = false,
    compose,
    headersFor = () => ({}),
  },
) {
  const languageHeaders = {
    'Content-Language': language,
    Vary: negotiated ? LANGUAGE_VARY : 'Accept-Encoding',
  };
  const accepted = request.headers['accept-encoding'] ?? '';
  const head = request.method === 'HEAD';
  if (compose && existsSync(join(dir, file))) {
    const html = readFileSync(join(dir, file), 'utf8');
    if (hasPageSlot(html)) {
      const { search } = new URL(request.url ?? '/', 'http://localhost');
      const composed = await compose(html, { search, language });
      const raw = Buffer.from(composed);
      const [encoding, body] = /\bbr\b/.test(accepted)
        ? ['br', brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })]
        : /\bgzip\b/.test(accepted)
          ? ['gzip', gzipSync(raw, { level: 6 })]
          : [null, raw];
      const headers = { ...headersFor(inlineScriptHashes(composed)), ...languageHeaders };
      return sendHtml(response, { status, encoding, body, head, headers });
    }
  }
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
  const body = readFileSync(join(dir, file + variant.suffix));
  // The hashes come from the uncompressed file, which the build writes beside its twins.
  const headers = { ...headersFor(inlineScriptHashesOfFile(join(dir, file))), ...languageHeaders };
  return sendHtml(response, { status, encoding: variant.encoding, body, head, headers });
}

/** A page's headers, then its (encoded) body unless the request was HEAD. */
function sendHtml(response, { status, encoding, body, head, headers }) {
  response.writeHead(status, {
    'Content-Type': 'text/html;charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  response.end(head ? undefined : body);
}
