import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { validConfigJson, without } from '../test/fixtures';
import { loadRuntimeConfig, parseRuntimeConfig } from './loadRuntimeConfig';
import { RuntimeConfigError } from './RuntimeConfigError';

const CONFIG_URL = 'http://localhost:3000/config.json';

function serveConfig(body: unknown, init?: ResponseInit) {
  server.use(
    http.get(CONFIG_URL, () =>
      typeof body === 'string'
        ? new HttpResponse(body, init)
        : HttpResponse.json(body as JsonBodyType, init),
    ),
  );
}

async function loadError(...args: Parameters<typeof loadRuntimeConfig>) {
  const error = await loadRuntimeConfig(...args).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RuntimeConfigError);
  return (error as RuntimeConfigError).message;
}

describe('loadRuntimeConfig', () => {
  it('returns the validated config', async () => {
    serveConfig(validConfigJson());
    const config = await loadRuntimeConfig(CONFIG_URL);
    expect(config.supabase).toEqual({ url: 'http://supabase.test', anonKey: 'test-anon-key' });
    expect(config.remotes.mf_ai_lawyer).toBe('/remotes/mf_ai_lawyer/mf-manifest.json');
    expect(config.remotes.mf_ops_console).toBe('http://localhost:3007/mf-manifest.json');
    expect(config.remotes.mf_case_room).toBe('http://localhost:3008/mf-manifest.json');
    expect(config.sentry.dsn).toBeUndefined();
  });

  it('keeps a Sentry tunnel given as a path or an http(s) URL, and refuses anything else', () => {
    const json = validConfigJson();
    const withTunnel = (tunnel: string) =>
      parseRuntimeConfig({ ...json, sentry: { ...json.sentry, tunnel } }, CONFIG_URL);
    expect(withTunnel('/__sentry/envelope').sentry.tunnel).toBe('/__sentry/envelope');
    expect(withTunnel('https://sink.example/envelope').sentry.tunnel).toBe(
      'https://sink.example/envelope',
    );
    expect(() => withTunnel('javascript:alert(1)')).toThrow(/sentry\.tunnel/);
  });

  it('reads the optional auth.google flag, and refuses anything but true or false', () => {
    expect(parseRuntimeConfig({ ...validConfigJson(), auth: { google: true } }).auth).toEqual({
      google: true,
    });
    expect(parseRuntimeConfig(validConfigJson()).auth).toBeUndefined();
    expect(() => parseRuntimeConfig({ ...validConfigJson(), auth: { google: 'yes' } })).toThrow(
      'auth.google must be a boolean, not string',
    );
  });

  it('treats empty optional strings as not configured', async () => {
    const json = validConfigJson();
    serveConfig({ ...json, sentry: { ...json.sentry, dsn: '' }, voice: { publicKey: '' } });
    const config = await loadRuntimeConfig(CONFIG_URL);
    expect(config.sentry.dsn).toBeUndefined();
    expect(config.voice.publicKey).toBeUndefined();
  });

  it('names the HTTP status when the server answers 404', async () => {
    serveConfig('not here', { status: 404, statusText: 'Not Found' });
    expect(await loadError(CONFIG_URL)).toBe(
      `Could not load runtime config ${CONFIG_URL}: HTTP 404 Not Found`,
    );
  });

  it('says the body is not valid JSON', async () => {
    serveConfig('{ "supabase": ', { headers: { 'Content-Type': 'application/json' } });
    expect(await loadError(CONFIG_URL)).toMatch(
      new RegExp(`^Runtime config ${CONFIG_URL} is not valid JSON: `),
    );
  });

  it('names each missing field by its path', async () => {
    const json = validConfigJson();
    serveConfig({
      ...json,
      supabase: without(json.supabase, 'anonKey'),
      remotes: without(json.remotes, 'mf_lawyer_portal'),
    });
    const message = await loadError(CONFIG_URL);
    expect(message).toContain('supabase.anonKey is missing');
    expect(message).toContain('remotes.mf_lawyer_portal is missing');
  });

  it('names invalid fields and says why', async () => {
    const json = validConfigJson();
    serveConfig({
      ...json,
      supabase: { ...json.supabase, url: 'not a url' },
      remotes: { ...json.remotes, mf_directory: 'ftp://example.com/m.json' },
      sentry: { ...json.sentry, remotes: { mf_unknown: 'https://k@o.ingest.sentry.io/1' } },
      contact: { ...json.contact, phone: 42 },
    });
    const message = await loadError(CONFIG_URL);
    expect(message).toContain('supabase.url must be an absolute http(s) URL');
    expect(message).toContain(
      'remotes.mf_directory must be an absolute http(s) URL or a path starting with "/"',
    );
    expect(message).toContain('contact.phone must be a string');
    expect(message).toContain('sentry.remotes');
  });

  it('gives up after the timeout', async () => {
    const neverAnswers: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    expect(await loadError(CONFIG_URL, neverAnswers, { timeoutMs: 20 })).toBe(
      `Could not load runtime config ${CONFIG_URL}: no answer within 20 ms`,
    );
  });

  it('reports a network failure', async () => {
    server.use(http.get(CONFIG_URL, () => HttpResponse.error()));
    expect(await loadError(CONFIG_URL)).toMatch(/^Could not load runtime config .*: /);
  });
});

describe('parseRuntimeConfig', () => {
  it('reports a missing top-level section', () => {
    expect(() => parseRuntimeConfig(without(validConfigJson(), 'contact'))).toThrow(
      'contact is missing',
    );
  });
});
