#!/usr/bin/env node
// The demo partner page (mf-support-widgets/partner-demo/index.html) on its own origin, as a
// partner legal-aid site would embed the support widget: http://localhost:3006 by default.
//   DEMO_PARTNER_PORT     its port (3006)
//   DEMO_PARTNER_ID       the partner id on the script tag ('demo-legal-aid', in supabase/seed.sql)
//   MF_SUPPORT_WIDGETS_PORT where embed.js is served (3004)
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, resolveAppPort } from '../build-kit/src/apps.cjs';
import { listenOn } from '../build-kit/src/ports.cjs';
import { demoPartnerPorts } from './lib/services.mjs';

/** The partner that supabase/seed.sql registers for http://localhost:3006. */
export const DEMO_PARTNER_ID = 'demo-legal-aid';

const page = join(repoRoot, 'mf-support-widgets', 'partner-demo', 'index.html');

/**
 * Serves the page with its script tag pointing at embed.js and naming `partnerId`. Resolves
 * with `{ origin, close() }`.
 */
export async function startPartnerDemo({
  port = demoPartnerPorts()[0].port,
  embedOrigin = `http://localhost:${resolveAppPort('mf_support_widgets')}`,
  partnerId = process.env.DEMO_PARTNER_ID || DEMO_PARTNER_ID,
} = {}) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== '/' && pathname !== '/index.html') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    const html = (await readFile(page, 'utf8'))
      .replace('%EMBED_SRC%', `${embedOrigin}/embed.js`)
      .replace('%PARTNER_ID%', partnerId);
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
      .end(html);
  });
  await listenOn(server, { ...demoPartnerPorts()[0], port });
  const origin = `http://localhost:${server.address().port}`;
  return { origin, close: () => new Promise((done) => server.close(done).closeAllConnections()) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startPartnerDemo().then(
    ({ origin }) => console.log(`Demo partner page: ${origin}/`),
    (error) => {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    },
  );
}
