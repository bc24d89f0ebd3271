// A small static file responder for the production builds: exact files, ETags, cache policy.
// (sirv is in the workspace catalog but not installed in any package; this covers what we use.)
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

// Build output names carry `.[contenthash:16]` (see shared-platform/build/app-config.cjs).
const contentHashedName = /\.[0-9a-f]{16}\.[a-z0-9]+(?:\.map)?$/;

/**
 * Hashed files never change under their name, so browsers may keep them for a year. Everything
 * else (index.html, mf-manifest.json, remoteEntry.js, config.json) names the current release and
 * must be revalidated on every load, or a new release would not reach users.
 */
export function cacheControlFor(pathname) {
  return contentHashedName.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The file under `root` that `pathname` names, or null (missing, a directory, or outside root). */
export async function resolveStaticFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    const stats = await stat(file);
    return stats.isFile() ? { file, stats } : null;
  } catch {
    return null;
  }
}

/** Sends a file with its type, cache policy and a weak ETag; answers 304 when it matches. */
export function sendStaticFile(request, response, { file, stats }, cacheControl) {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  response.setHeader(
    'Content-Type',
    contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
  );
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('ETag', etag);
  response.setHeader('Last-Modified', stats.mtime.toUTCString());
  if (request.headers['if-none-match'] === etag) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.statusCode = 200;
  response.setHeader('Content-Length', stats.size);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file)
    .once('error', (error) => response.destroy(error))
    .pipe(response);
}
