import type { ErrorEvent, Event } from '@sentry/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => {
  const scope = { setTag: vi.fn(), setContext: vi.fn() };
  return {
    scope,
    init: vi.fn(),
    getClient: vi.fn(() => ({ on: vi.fn() })),
    isInitialized: vi.fn(() => false),
    withScope: vi.fn((callback: (s: typeof scope) => void) => callback(scope)),
    captureException: vi.fn(),
    moduleMetadataIntegration: vi.fn(() => ({ name: 'ModuleMetadata' })),
    makeFetchTransport: vi.fn(),
    makeMultiplexedTransport: vi.fn((_create: unknown, matcher: unknown) => ({ matcher })),
  };
});
vi.mock('@sentry/react', () => sentry);

// A fresh module per test: initSentry remembers that it ran.
async function loadSentryHelpers() {
  vi.resetModules();
  const helpers = await import('./sentry');
  // initSentry and the reporters return at once; the SDK starts in the background.
  const settle = async () => {
    await helpers.sentryReady();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { ...helpers, settle };
}

const config = {
  dsn: 'https://public@o1.ingest.sentry.io/1',
  environment: 'test',
  release: 'shell@1.0.0',
  remotes: { mf_directory: 'https://directory@o1.ingest.sentry.io/2' },
};

type InitOptions = {
  dsn: string;
  tunnel?: string;
  dataCollection: Record<string, unknown>;
  integrations: (defaults: { name: string }[]) => { name: string }[];
  beforeSend: (event: ErrorEvent) => ErrorEvent;
  transport: { matcher: (args: { getEvent: () => Event | undefined }) => string[] };
};
const initOptions = () => sentry.init.mock.calls[0]![0] as InitOptions;

beforeEach(() => {
  vi.clearAllMocks();
  sentry.isInitialized.mockReturnValue(false);
});

describe('initSentry', () => {
  it('stays off without a DSN', async () => {
    const { initSentry } = await loadSentryHelpers();
    expect(initSentry({ environment: 'test', release: 'r' })).toBe(false);
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('initialises once, with restrictive data collection, the tunnel and module metadata', async () => {
    const { initSentry, settle } = await loadSentryHelpers();
    expect(initSentry(config, { tunnel: 'http://localhost:3000/sentry-tunnel' })).toBe(true);
    expect(initSentry(config)).toBe(true);
    await settle();
    expect(sentry.init).toHaveBeenCalledTimes(1);

    const options = initOptions();
    expect(options.dsn).toBe(config.dsn);
    expect(options.tunnel).toBe('http://localhost:3000/sentry-tunnel');
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    });
    expect(
      options.integrations([{ name: 'Dedupe' }]).map((integration) => integration.name),
    ).toEqual(['Dedupe', 'ModuleMetadata']);
  });

  it('does not initialise over an existing Sentry client', async () => {
    sentry.isInitialized.mockReturnValue(true);
    const { initSentry, settle } = await loadSentryHelpers();
    expect(initSentry(config)).toBe(true);
    await settle();
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('strips personal data in beforeSend', async () => {
    const { initSentry, settle } = await loadSentryHelpers();
    initSentry(config);
    await settle();
    const event = initOptions().beforeSend({
      type: undefined,
      user: { id: 'user-1', email: 'asha@nyaya.test', ip_address: '203.0.113.9', username: 'asha' },
      request: {
        url: 'http://localhost:3000/client-dashboard?phone=9876543210#access_token=secret',
        query_string: 'phone=9876543210',
        cookies: { sb: 'token' },
        headers: { Authorization: 'Bearer secret', 'User-Agent': 'x' },
        data: { description: 'my divorce' },
      },
      breadcrumbs: [
        {
          category: 'fetch',
          data: { url: 'http://supabase.test/rest/v1/complaints?email=eq.a@b.in', method: 'POST' },
        },
        { category: 'navigation', data: { from: '/?x=1', to: '/#access_token=abc' } },
      ],
    });
    expect(event.user).toEqual({ id: 'user-1' });
    expect(event.request).toEqual({ url: 'http://localhost:3000/client-dashboard' });
    expect(event.breadcrumbs).toEqual([
      {
        category: 'fetch',
        data: { url: 'http://supabase.test/rest/v1/complaints', method: 'POST' },
      },
      { category: 'navigation', data: { from: '/', to: '/' } },
    ]);
    expect(JSON.stringify(event)).not.toMatch(/secret|asha@|203\.0\.113|9876543210|divorce/);
  });

  it("routes a remote's events to its own DSN, others to the default", async () => {
    const { initSentry, settle } = await loadSentryHelpers();
    initSentry(config);
    await settle();
    const { matcher } = initOptions().transport;
    expect(matcher({ getEvent: () => ({ tags: { remote: 'mf_directory' } }) })).toEqual([
      'https://directory@o1.ingest.sentry.io/2',
    ]);
    expect(matcher({ getEvent: () => ({ tags: { remote: 'mf_ai_lawyer' } }) })).toEqual([]);
    expect(matcher({ getEvent: () => undefined })).toEqual([]);
  });

  it('tags an event with the remote named in module metadata', async () => {
    const { initSentry, settle } = await loadSentryHelpers();
    initSentry(config);
    await settle();
    const event = initOptions().beforeSend({
      type: undefined,
      exception: {
        values: [
          {
            stacktrace: {
              frames: [
                { filename: 'shell.js', module_metadata: {} },
                { filename: 'directory.js', module_metadata: { remote: 'mf_directory' } },
              ],
            },
          },
        ],
      },
    });
    expect(event.tags).toEqual({ remote: 'mf_directory' });
  });
});

describe('reportRemoteError', () => {
  it('logs to the console and sends nothing while Sentry is off', async () => {
    const { reportRemoteError, settle } = await loadSentryHelpers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('ChunkLoadError');
    reportRemoteError('mf_lawyer_portal', error);
    await settle();
    expect(consoleError).toHaveBeenCalledWith('[mf_lawyer_portal]', error);
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('captures the error with a remote tag in its own scope once Sentry is on', async () => {
    const { initSentry, reportRemoteError, settle } = await loadSentryHelpers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('ChunkLoadError');
    initSentry(config);
    // Reported before the SDK has arrived: it waits for it rather than being lost.
    reportRemoteError('mf_lawyer_portal', error, { area: 'Lawyer dashboard' });
    await settle();

    expect(sentry.withScope).toHaveBeenCalledTimes(1);
    expect(sentry.scope.setTag).toHaveBeenCalledWith('remote', 'mf_lawyer_portal');
    expect(sentry.scope.setContext).toHaveBeenCalledWith('remote', { area: 'Lawyer dashboard' });
    expect(sentry.captureException).toHaveBeenCalledWith(error);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
