/**
 * How the production servers (`npm start`, scripts/serve.mjs) deliver the builds: brotli or gzip
 * made at build time (scripts/build.mjs) for JavaScript, HTML and JSON, chosen by the browser's
 * Accept-Encoding; content-hashed files cached for a year as immutable; everything that names
 * the current release (pages, config.json, manifests, remote entries, embed.js) revalidated on
 * every load.
 */
import { request } from 'node:http';
import { appOrigin, remoteApps, shellOrigin } from '../support/apps.ts';
import { expect, test } from '../support/fixtures.ts';

interface Delivery {
  status: number;
  encoding: string | null;
  cacheControl: string | null;
  vary: string | null;
  bytes: number;
}

/** GET `url` with this Accept-Encoding, as raw bytes (no decoding). */
function fetchRaw(url: string, acceptEncoding: string): Promise<Delivery> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { headers: { 'Accept-Encoding': acceptEncoding } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers['content-encoding'] ?? null,
            cacheControl: response.headers['cache-control'] ?? null,
            vary: response.headers.vary ?? null,
            bytes,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

async function hashedShellScript(): Promise<string> {
  const html = await (await fetch(`${shellOrigin}/`)).text();
  const src = /<script[^>]+src="([^"]+\.[0-9a-f]{16}\.js)"/.exec(html)?.[1];
  expect(src, 'the page loads a content-hashed script').toBeTruthy();
  return new URL(src!, shellOrigin).href;
}

test('each file is sent compressed as the browser asks, brotli first', async () => {
  const script = await hashedShellScript();
  for (const url of [`${shellOrigin}/`, script, `${appOrigin('mf_directory')}/mf-manifest.json`]) {
    const identity = await fetchRaw(url, 'identity');
    const brotli = await fetchRaw(url, 'gzip, deflate, br');
    const gzip = await fetchRaw(url, 'gzip');
    expect([identity.status, brotli.status, gzip.status], url).toEqual([200, 200, 200]);
    expect(identity.encoding, url).toBeNull();
    expect(brotli.encoding, url).toBe('br');
    expect(gzip.encoding, url).toBe('gzip');
    expect(brotli.vary, url).toMatch(/Accept-Encoding/i);
    expect(brotli.bytes, url).toBeLessThan(identity.bytes);
    expect(gzip.bytes, url).toBeLessThan(identity.bytes);
  }
});

test('content-hashed files are immutable; what names the release is revalidated', async () => {
  const script = await hashedShellScript();
  expect((await fetchRaw(script, 'br')).cacheControl).toBe(IMMUTABLE);

  const revalidated = [
    `${shellOrigin}/`,
    `${shellOrigin}/lawyers`,
    `${shellOrigin}/config.json`,
    `${appOrigin('mf_support_widgets')}/config.json`,
    `${appOrigin('mf_support_widgets')}/embed.js`,
    ...remoteApps.flatMap((app) => [
      `${appOrigin(app.name)}/mf-manifest.json`,
      `${appOrigin(app.name)}/remoteEntry.js`,
    ]),
  ];
  for (const url of revalidated) {
    const delivery = await fetchRaw(url, 'br');
    expect(delivery.status, url).toBe(200);
    expect(delivery.cacheControl, url).toBe(REVALIDATE);
  }

  // A remote's chunks, named by its manifest, are hashed and immutable too.
  const manifest = (await (
    await fetch(`${appOrigin('mf_directory')}/mf-manifest.json`)
  ).json()) as {
    exposes: { assets: { js: { async: string[]; sync: string[] } } }[];
  };
  const chunk = manifest.exposes.flatMap((expose) => expose.assets.js.sync)[0];
  expect(chunk).toMatch(/\.[0-9a-f]{16}\.js$/);
  expect((await fetchRaw(`${appOrigin('mf_directory')}/${chunk}`, 'br')).cacheControl).toBe(
    IMMUTABLE,
  );
});
