// Tests of the generic dev host kit (identical in every remote, like the kit itself).
import { bootstrapPlatform, getRuntimeConfig, useOverlays, type OverlayProps } from '../index';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { server } from '../testing/msw-server';
import { devConfigFetch, DevHostFrame, DevHostRoutes, devRuntimeConfig } from './dev-host';

const noSession = {
  getSession: async () => ({ data: { session: null }, error: null }),
  onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
};

describe('dev host kit', () => {
  it("boots the platform from its dev server's /config.json, which follows moved ports, with Sentry off", async () => {
    server.use(
      http.get('*/config.json', () =>
        HttpResponse.json({
          ...devRuntimeConfig,
          supabase: { ...devRuntimeConfig.supabase, url: 'http://localhost:4621' },
          sentry: { dsn: 'https://key@sentry.test/1', environment: 'local', release: 'dev' },
        }),
      ),
    );
    const { config, stopAuthListener } = await bootstrapPlatform({
      configUrl: '/config.json',
      fetchImpl: devConfigFetch,
      authSource: noSession,
    });
    stopAuthListener();
    expect(getRuntimeConfig()).toBe(config);
    expect(config.supabase.url).toBe('http://localhost:4621');
    expect(config.sentry.dsn).toBeUndefined();
  });

  it('falls back to the built-in local defaults when its server has no /config.json', async () => {
    server.use(http.get('*/config.json', () => new HttpResponse(null, { status: 404 })));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { config, stopAuthListener } = await bootstrapPlatform({
      configUrl: '/config.json',
      fetchImpl: devConfigFetch,
      authSource: noSession,
    });
    stopAuthListener();
    expect(config.supabase.url).toBe('http://localhost:54321');
  });

  it('loads ?config=<url> instead, without its Sentry DSN', async () => {
    server.use(
      http.get('http://config.test/config.json', () =>
        HttpResponse.json({
          ...devRuntimeConfig,
          sentry: { dsn: 'https://key@sentry.test/1', environment: 'staging', release: 'r1' },
          voice: { publicKey: 'voice-key' },
        }),
      ),
    );
    const { config, stopAuthListener } = await bootstrapPlatform({
      configUrl: 'http://config.test/config.json',
      fetchImpl: devConfigFetch,
      authSource: noSession,
    });
    stopAuthListener();
    expect(config.sentry).toEqual({ environment: 'staging', release: 'r1' });
    expect(config.voice.publicKey).toBe('voice-key');
  });

  it('reports a config that cannot be loaded', async () => {
    server.use(
      http.get('http://config.test/config.json', () => new HttpResponse(null, { status: 404 })),
    );
    await expect(
      bootstrapPlatform({
        configUrl: 'http://config.test/config.json',
        fetchImpl: devConfigFetch,
        authSource: noSession,
      }),
    ).rejects.toThrow('Could not load runtime config http://config.test/config.json: HTTP 404');
  });

  it('shows the remote and who is signed in', () => {
    renderWithProviders(
      <DevHostFrame remote="mf_directory">
        <p>remote UI</p>
      </DevHostFrame>,
      { auth: { role: 'lawyer', fullName: 'Priya Sharma' } },
    );
    const banner = screen.getByRole('banner', { name: 'Dev host' });
    expect(banner).toHaveTextContent('mf_directory · dev host');
    expect(banner).toHaveTextContent('Signed in as Priya Sharma (lawyer)');
    expect(screen.getByText('remote UI')).toBeVisible();
  });

  it('renders its own overlays for their intents, as the shell does', async () => {
    function ExampleDialog({ intent, onClose }: OverlayProps<'example-dialog'>) {
      return (
        <div role="dialog" aria-label="Example">
          {intent.note}
          <button onClick={onClose}>Close example</button>
        </div>
      );
    }
    const { user } = renderWithProviders(
      <DevHostFrame remote="mf_directory" overlays={{ 'example-dialog': ExampleDialog }}>
        <p>remote UI</p>
      </DevHostFrame>,
    );
    act(() => useOverlays.getState().open({ kind: 'example-dialog', note: 'hello' }));
    expect(screen.getByRole('dialog', { name: 'Example' })).toHaveTextContent('hello');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close example' }));
    expect(useOverlays.getState().current).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names an intent that another app renders instead of rendering it', async () => {
    const { user } = renderWithProviders(
      <DevHostFrame remote="mf_directory">
        <p>remote UI</p>
      </DevHostFrame>,
    );
    act(() => useOverlays.getState().open({ kind: 'other-dialog' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Opened intent {"kind":"other-dialog"}, which another app renders in the site.',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(useOverlays.getState().current).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("keeps the remote's errors inside its RemoteBoundary", () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <DevHostFrame remote="mf_directory">
        <Broken />
      </DevHostFrame>,
    );
    expect(screen.getByRole('banner', { name: 'Dev host' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable.');
    expect(logged).toHaveBeenCalledWith(
      '[mf_directory]',
      expect.objectContaining({ message: 'render failed' }),
    );
  });

  it('mounts a page at its route and names any other location', async () => {
    const { user } = renderWithProviders(<DevHostRoutes path="/page" page={<h1>The page</h1>} />, {
      route: '/elsewhere',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The shell renders /elsewhere in the site.',
    );
    await user.click(screen.getByRole('link', { name: 'Go to /page' }));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeVisible();
  });
});
