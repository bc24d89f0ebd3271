import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setExperimental, type App } from '@supabase/lite';
import type { MiddlewareHandler } from 'hono';
import type { LocalStackConfig } from '../config.ts';
import { FilesystemStorageAdapter } from './filesystem-adapter.ts';

export { FilesystemStorageAdapter } from './filesystem-adapter.ts';

/**
 * The largest object the stack stores: the case-documents bucket's own limit, 10 MB
 * (docs/product/case-room.md). Each bucket's `file_size_limit`, set by the migrations as on a
 * hosted project, bounds its own objects below that (lawyer-photos: 2 MB). A multipart upload
 * adds its form fields.
 */
export const maxStorageObjectBytes = 10 * 1024 * 1024;
const maxStorageRequestBytes = maxStorageObjectBytes + 64 * 1024;

/** lite's Storage section: on, with the buckets and their rules coming from the migrations. */
export const localStorageConfig = { enabled: true, file_size_limit: '10MiB' } as const;

const isStoragePath = (url: string) => new URL(url).pathname.startsWith('/storage/v1/');

/**
 * Where the stack keeps object bytes: beside the PGlite data directory
 * (`supabase/.temp/pglite-storage` by default), so a stack keeps its files across restarts.
 * A database in memory (or on a PostgreSQL server with no data directory) gets a temporary
 * directory, removed when the process exits.
 */
export function storageDirFor(config: Pick<LocalStackConfig, 'dataDir'>): string {
  if (config.dataDir) return `${config.dataDir}-storage`;
  const dir = mkdtempSync(join(tmpdir(), 'nyaya-storage-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Turns on lite's Storage API (`/storage/v1`, experimental in lite 0.10 and off without an
 * adapter) with files on disk. Uploads, public reads and removals then run lite's storage
 * service, which checks `storage.objects` and `storage.buckets` as the caller's role: the
 * policies in supabase/migrations decide, as on a hosted project (docs/adr/0026).
 */
export function withLocalStorage(app: App, config: Pick<LocalStackConfig, 'dataDir'>): App {
  setExperimental('storage', true);
  app._storageAdapter = new FilesystemStorageAdapter(storageDirFor(config));
  return app;
}

const tooLarge = () =>
  new Response(
    JSON.stringify({
      statusCode: '413',
      error: 'Payload too large',
      message: `The object exceeded the maximum allowed size of ${maxStorageObjectBytes} bytes (10 MB).`,
    }),
    {
      status: 413,
      headers: {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        connection: 'close',
      },
    },
  );

/**
 * What the stack does to Storage requests before lite's service: bodies bounded to one object
 * of the largest size a bucket takes (a declared length is checked before anything is read),
 * and multipart uploads named as lite reads them.
 */
export const localStorageRequests: MiddlewareHandler = async (context, next) => {
  if (!isStoragePath(context.req.url)) return next();
  if (!context.req.raw.body) {
    await next();
    context.res = namedAsDownload(context.req.url, context.res);
    return;
  }
  const declared = context.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxStorageRequestBytes) return tooLarge();
  if (declared === undefined) {
    const reader = context.req.raw.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxStorageRequestBytes) {
        // Not cancel(): that destroys the socket before the 413 is written.
        reader.releaseLock();
        return tooLarge();
      }
      chunks.push(value);
    }
    context.req.raw = new Request(context.req.raw, {
      body: Buffer.concat(chunks),
      duplex: 'half',
    } as RequestInit);
  }
  context.req.raw = await withFilePartNamedFile(context.req.raw);
  await next();
  context.res = await signedUrlsAsHosted(context.req.raw, context.res);
};

const signPaths = /^\/storage\/v1\/object\/sign\/[^/]+(?:\/.+)?$/;

/**
 * Hosted Storage answers a signing request with `signedURL`, relative to `/storage/v1`
 * (`/object/sign/<bucket>/<path>?token=…`), and storage-js (2.119) reads that name; lite 0.10
 * answers `signedUrl` with the `/storage/v1` prefix, so `createSignedUrl` returned
 * `…/storage/v1undefined`. The answer is given in hosted Storage's shape (one object, or a list
 * for `createSignedUrls`).
 */
async function signedUrlsAsHosted(request: Request, response: Response): Promise<Response> {
  if (request.method !== 'POST' || !response.ok) return response;
  if (!signPaths.test(new URL(request.url).pathname)) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as unknown;
  if (body === null || typeof body !== 'object') return response;
  const hosted = (item: Record<string, unknown>) => {
    const { signedUrl, ...rest } = item;
    if (typeof signedUrl !== 'string') return item;
    return { ...rest, signedURL: signedUrl.replace(/^\/storage\/v1(?=\/)/, '') };
  };
  const adjusted = Array.isArray(body)
    ? body.map((item) =>
        item && typeof item === 'object' ? hosted(item as Record<string, unknown>) : item,
      )
    : hosted(body as Record<string, unknown>);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(adjusted), { status: response.status, headers });
}

/**
 * supabase-js (storage-js 2.119) sends an upload's file as a form part named '' and hosted
 * Storage takes the first file part whatever its name; lite 0.10 reads only a part named
 * `file` and answers "Missing file in multipart upload". The part is renamed here.
 */
async function withFilePartNamedFile(request: Request): Promise<Request> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!['POST', 'PUT'].includes(request.method) || !contentType.startsWith('multipart/form-data')) {
    return request;
  }
  const form = await request.clone().formData();
  if (form.get('file') instanceof Blob) return request;
  const renamed = new FormData();
  let fileSeen = false;
  for (const [name, value] of form.entries()) {
    if (!fileSeen && typeof value !== 'string') {
      renamed.append('file', value);
      fileSeen = true;
    } else {
      renamed.append(name, value);
    }
  }
  if (!fileSeen) return request;
  const headers = new Headers(request.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  return new Request(request.url, { method: request.method, headers, body: renamed });
}

const downloadPaths = /^\/storage\/v1\/object\/(?:sign|public|authenticated)\/[^/]+\/(.+)$/;

/**
 * `?download` on an object's URL (`createSignedUrl(path, 60, { download: name })`) answers with
 * `Content-Disposition: attachment`, named as asked (or by the object's own name), as hosted
 * Storage does; lite 0.10 ignores the parameter and the browser would show the file inline.
 */
function namedAsDownload(requestUrl: string, response: Response): Response {
  const url = new URL(requestUrl);
  const match = downloadPaths.exec(url.pathname);
  if (!match || !url.searchParams.has('download') || !response.ok) return response;
  const objectName = decodeURIComponent(match[1]!).split('/').pop() ?? 'download';
  const name = url.searchParams.get('download') || objectName;
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const headers = new Headers(response.headers);
  headers.set(
    'content-disposition',
    `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
  return new Response(response.body, { status: response.status, headers });
}

/** `limit` for every path but Storage's, which `storageBodyLimit` bounds instead. */
export const exceptStorage =
  (limit: MiddlewareHandler): MiddlewareHandler =>
  (context, next) =>
    isStoragePath(context.req.url) ? next() : limit(context, next);
