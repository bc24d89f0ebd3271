import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAuthStore, useAuthStore } from '../auth/store';
import { clearRuntimeConfig, getRuntimeConfig } from '../config/runtimeConfigStore';
import { usePlatformQueryClient } from '../data/hooks';
import { createQueryClient, pageQueryClient } from '../data/queryClient';
import { validConfigJson } from '../test/fixtures';
import { server } from '../testing/msw-server';
import { fakeAuthSource, fakeSession } from '../test/sessions';
import { bootstrapPlatform } from './bootstrapPlatform';
import { PlatformProviders } from './PlatformProviders';

// Counts downloads of supabase-js (the real library stays behind it).
const supabaseJs = vi.hoisted(() => ({ imports: 0 }));
vi.mock('@supabase/supabase-js', async (importOriginal) => {
  supabaseJs.imports += 1;
  return importOriginal();
});

afterEach(() => {
  clearRuntimeConfig();
  resetAuthStore();
});

describe('PlatformProviders', () => {
  function Probe() {
    const { t } = useTranslation();
    const { data } = useQuery(
      { queryKey: ['probe'], queryFn: async () => 'query ok' },
      usePlatformQueryClient(),
    );
    return (
      <p>
        {t('toasts.signInSucceeded')} {data}
      </p>
    );
  }

  it('provides translations, and the injected query client to the data hooks', async () => {
    const queryClient = createQueryClient({ test: true });
    render(
      <PlatformProviders queryClient={queryClient}>
        <Probe />
      </PlatformProviders>,
    );
    expect(await screen.findByText('Welcome back! query ok')).toBeInTheDocument();
    expect(queryClient.getQueryData(['probe'])).toBe('query ok');
    expect(pageQueryClient().getQueryData(['probe'])).toBeUndefined();
  });

  it('mounts the injected client while provided, as QueryClientProvider did', () => {
    const queryClient = createQueryClient({ test: true });
    const mount = vi.spyOn(queryClient, 'mount');
    const unmount = vi.spyOn(queryClient, 'unmount');
    const view = render(
      <PlatformProviders queryClient={queryClient}>
        <p>tree</p>
      </PlatformProviders>,
    );
    expect(mount).toHaveBeenCalledTimes(1);
    expect(unmount).not.toHaveBeenCalled();
    view.unmount();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('keeps the first client it was given', () => {
    const first = createQueryClient({ test: true });
    let seen: unknown;
    function Reader() {
      seen = usePlatformQueryClient();
      return null;
    }
    const view = render(
      <PlatformProviders queryClient={first}>
        <Reader />
      </PlatformProviders>,
    );
    view.rerender(
      <PlatformProviders queryClient={createQueryClient({ test: true })}>
        <Reader />
      </PlatformProviders>,
    );
    expect(seen).toBe(first);
  });

  it("without a client, leaves the data hooks to the page's own client", async () => {
    render(
      <PlatformProviders>
        <Probe />
      </PlatformProviders>,
    );
    expect(await screen.findByText('Welcome back! query ok')).toBeInTheDocument();
    expect(pageQueryClient().getQueryData(['probe'])).toBe('query ok');
  });
});

describe('bootstrapPlatform', () => {
  it('loads and holds the config, then follows the auth session', async () => {
    server.use(
      http.get('http://localhost:3000/config.json', () => HttpResponse.json(validConfigJson())),
    );
    const fake = fakeAuthSource(fakeSession({ role: 'lawyer', full_name: 'Priya Sharma' }));

    const { config, stopAuthListener } = await bootstrapPlatform({
      configUrl: 'http://localhost:3000/config.json',
      authSource: fake.source,
    });

    expect(getRuntimeConfig()).toBe(config);
    fake.resolveInitialSession();
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('signedIn'));
    expect(useAuthStore.getState().displayName).toBe('Priya Sharma');
    stopAuthListener();
    expect(fake.unsubscribed).toBe(true);
  });

  it('starts a signed-out visitor signed out at once, without downloading supabase-js', async () => {
    server.use(
      http.get('http://localhost:3000/config.json', () => HttpResponse.json(validConfigJson())),
    );
    const { stopAuthListener } = await bootstrapPlatform({
      configUrl: 'http://localhost:3000/config.json',
    });
    expect(useAuthStore.getState().status).toBe('signedOut');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(supabaseJs.imports).toBe(0);
    stopAuthListener();
  });

  it('fails with the config error when /config.json is missing', async () => {
    server.use(
      http.get('http://localhost:3000/config.json', () => new HttpResponse(null, { status: 404 })),
    );
    await expect(
      bootstrapPlatform({
        configUrl: 'http://localhost:3000/config.json',
        authSource: fakeAuthSource().source,
      }),
    ).rejects.toThrow('Could not load runtime config http://localhost:3000/config.json: HTTP 404');
  });
});
