import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { App } from '@supabase/lite';

/** lite's adapter contract (its type is not exported by name). */
export type StorageAdapter = NonNullable<App['_storageAdapter']>;
type ObjectResponse = Awaited<ReturnType<StorageAdapter['getObject']>>;
type ObjectMetadata = Awaited<ReturnType<StorageAdapter['headObject']>>;
type UploadBody = Parameters<StorageAdapter['uploadObject']>[3];

/** What an object is served as, by its name's extension; anything else is a download. */
const contentTypes: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/**
 * Object bytes in files under one directory, `<bucket>/<object name>`, as lite's CLI keeps
 * them (the CLI's adapter is not exported to embedders). The database's `storage.objects`
 * holds the metadata and decides who may do what; this only stores bytes. A name that would
 * leave the directory (`..`, an absolute path) is refused.
 */
export class FilesystemStorageAdapter implements StorageAdapter {
  readonly driver = null;
  readonly basePath: string;

  constructor(basePath: string) {
    this.basePath = resolve(basePath);
  }

  filePath(bucket: string, key: string): string {
    const path = resolve(this.basePath, bucket, key);
    if (!path.startsWith(this.basePath + sep) || path === resolve(this.basePath, bucket)) {
      throw new Error(`The object name ${JSON.stringify(key)} is not a path inside its bucket.`);
    }
    return path;
  }

  async getObject(
    bucket: string,
    key: string,
    _version: string | undefined,
    headers?: { ifNoneMatch?: string; ifModifiedSince?: string; range?: string },
  ): Promise<ObjectResponse> {
    const path = this.filePath(bucket, key);
    const metadata = await this.headObject(bucket, key);
    if (headers?.ifNoneMatch === metadata.eTag) return { httpStatusCode: 304, metadata };
    const range = headers?.range && /^bytes=(\d+)-(\d*)$/.exec(headers.range);
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), metadata.size - 1) : metadata.size - 1;
      return {
        httpStatusCode: 206,
        metadata: {
          ...metadata,
          contentLength: end - start + 1,
          contentRange: `bytes ${start}-${end}/${metadata.size}`,
        },
        body: Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream,
      };
    }
    return {
      httpStatusCode: 200,
      metadata,
      body: Readable.toWeb(createReadStream(path)) as ReadableStream,
    };
  }

  async uploadObject(
    bucket: string,
    key: string,
    _version: string | undefined,
    body: UploadBody,
    contentType: string,
    cacheControl: string,
  ): Promise<ObjectMetadata> {
    const path = this.filePath(bucket, key);
    const bytes = await readAll(body);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    const info = await stat(path);
    return {
      cacheControl,
      contentLength: info.size,
      size: info.size,
      mimetype: contentType,
      lastModified: info.mtime,
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    };
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    await unlink(this.filePath(bucket, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async deleteObjects(bucket: string, keys: string[]): Promise<void> {
    for (const key of keys) await this.deleteObject(bucket, key);
  }

  async copyObject(
    sourceBucket: string,
    source: string,
    _version: string | undefined,
    destinationBucket: string,
    destination: string,
  ) {
    const target = this.filePath(destinationBucket, destination);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(this.filePath(sourceBucket, source), target);
    const info = await stat(target);
    const eTag = `"${createHash('md5')
      .update(await readFile(target))
      .digest('hex')}"`;
    return { httpStatusCode: 200, eTag, lastModified: info.mtime };
  }

  async headObject(bucket: string, key: string, _version?: string): Promise<ObjectMetadata> {
    const path = this.filePath(bucket, key);
    const info = await stat(path);
    return {
      cacheControl: 'no-cache',
      contentLength: info.size,
      size: info.size,
      mimetype: contentTypes[extname(key).toLowerCase()] ?? 'application/octet-stream',
      lastModified: info.mtime,
      eTag: `"${createHash('md5').update(`${path}:${info.mtimeMs}`).digest('hex')}"`,
    };
  }

  async privateAssetUrl(bucket: string, key: string): Promise<string> {
    return `file://${this.filePath(bucket, key)}`;
  }

  /** Removes every stored file (a stack whose database lived in memory). */
  async removeAll(): Promise<void> {
    await rm(this.basePath, { recursive: true, force: true });
  }
}

async function readAll(body: UploadBody): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return body;
  const chunks: Uint8Array[] = [];
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
