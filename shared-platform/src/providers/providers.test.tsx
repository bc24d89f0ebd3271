import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAuthStore, useAuthStore } from '../auth/store';
import { clearRuntimeConfig, getRuntimeConfig } from '../config/runtimeConfigStore';
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
  it('provides the platform translations', () => {
    function Probe() {
      const { t } = useTranslation('common');
      return <p>{t('loading')}</p>;
    }
    render(
      <PlatformProviders>
        <Probe />
      </PlatformProviders>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
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
