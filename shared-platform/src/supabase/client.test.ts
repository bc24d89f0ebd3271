import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Database } from '@nyaya/db';
import type * as ClientModule from './client';
import type * as ConfigStore from '../config/runtimeConfigStore';
import { testRuntimeConfig } from '../test/fixtures';

// Counts how often supabase-js is evaluated and clients are made, with the real library behind.
// Registered per test (doMock after resetModules), so every test starts with nothing loaded.
const supabaseJs = { imports: 0, fail: false };
function mockSupabaseJs() {
  vi.doMock('@supabase/supabase-js', async (importOriginal) => {
    supabaseJs.imports += 1;
    if (supabaseJs.fail) throw new Error('Loading chunk 679 failed.');
    const actual = await importOriginal<typeof import('@supabase/supabase-js')>();
    return { ...actual, createClient: vi.fn(actual.createClient) };
  });
}

let client: typeof ClientModule;
let config: typeof ConfigStore;
beforeEach(async () => {
  // Each test's fresh client meets the earlier tests' ones in auth-js's instance count.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.resetModules();
  supabaseJs.imports = 0;
  supabaseJs.fail = false;
  mockSupabaseJs();
  config = await import('../config/runtimeConfigStore');
  client = await import('./client');
});
afterEach(() => config.clearRuntimeConfig());

const createClientMock = async () =>
  vi.mocked((await import('@supabase/supabase-js')).createClient);

describe('loadSupabaseClient', () => {
  it('needs the runtime config', async () => {
    await expect(client.loadSupabaseClient()).rejects.toThrow(/Runtime config is not loaded yet/);
  });

  it('hands out a client typed by the generated Database types', () => {
    expectTypeOf(client.loadSupabaseClient).returns.resolves.toEqualTypeOf<
      SupabaseClient<Database>
    >();
    expectTypeOf(client.followSupabaseClient)
      .parameter(0)
      .parameter(0)
      .toEqualTypeOf<SupabaseClient<Database>>();
  });

  it('does not load supabase-js until a client is asked for', async () => {
    config.setRuntimeConfig(testRuntimeConfig());
    expect(supabaseJs.imports).toBe(0);
    await client.loadSupabaseClient();
    expect(supabaseJs.imports).toBe(1);
  });

  it('creates one client and reuses it', async () => {
    config.setRuntimeConfig(testRuntimeConfig());
    const first = await client.loadSupabaseClient();
    expect(await client.loadSupabaseClient()).toBe(first);
    expect(await createClientMock()).toHaveBeenCalledTimes(1);
  });

  it('gives concurrent callers the same client', async () => {
    config.setRuntimeConfig(testRuntimeConfig());
    const [first, second, third] = await Promise.all([
      client.loadSupabaseClient(),
      client.loadSupabaseClient(),
      client.loadSupabaseClient(),
    ]);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(await createClientMock()).toHaveBeenCalledTimes(1);
  });

  it('makes a new client when the backend changes', async () => {
    const runtimeConfig = testRuntimeConfig();
    config.setRuntimeConfig(runtimeConfig);
    const first = await client.loadSupabaseClient();
    config.setRuntimeConfig({
      ...runtimeConfig,
      supabase: { url: 'http://other.test', anonKey: 'other-key' },
    });
    const second = await client.loadSupabaseClient();
    expect(second).not.toBe(first);
    expect(await createClientMock()).toHaveBeenLastCalledWith(
      'http://other.test',
      'other-key',
      expect.anything(),
    );
  });

  it('keeps the auth options', async () => {
    config.setRuntimeConfig(testRuntimeConfig());
    await client.loadSupabaseClient();
    expect(await createClientMock()).toHaveBeenCalledWith('http://supabase.test', 'test-anon-key', {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        storageKey: 'sb-supabase-auth-token',
        flowType: 'implicit',
      },
    });
  });

  it("stores the session under supabase-js's default key, where existing sessions are", async () => {
    config.setRuntimeConfig(testRuntimeConfig());
    const { createClient } = await import('@supabase/supabase-js');
    const byDefault = createClient('http://supabase.test', 'test-anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const ours = await client.loadSupabaseClient();
    const storageKeyOf = (supabase: SupabaseClient) =>
      (supabase.auth as unknown as { storageKey: string }).storageKey;
    expect(storageKeyOf(ours)).toBe(storageKeyOf(byDefault));
  });

  it('fails with a DataError when supabase-js cannot load, and tries again next time', async () => {
    config.setRuntimeConfig(testRuntimeConfig());
    supabaseJs.fail = true;
    const { DataError } = await import('./DataError');
    const error = await client.loadSupabaseClient().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({
      status: 0,
      reason: 'network',
      messageKey: 'common:errors.network',
    });

    supabaseJs.fail = false;
    mockSupabaseJs();
    await expect(client.loadSupabaseClient()).resolves.toBeDefined();
  });
});

describe('followSupabaseClient', () => {
  it('hands over every new client before its callers get it, and the existing one at once', async () => {
    config.setRuntimeConfig(testRuntimeConfig());
    const seen: SupabaseClient[] = [];
    const stop = client.followSupabaseClient((created) => seen.push(created));
    expect(seen).toEqual([]);

    const first = client.loadSupabaseClient().then((created) => {
      expect(seen).toEqual([created]);
      return created;
    });
    await first;

    const late: SupabaseClient[] = [];
    client.followSupabaseClient((created) => late.push(created));
    expect(late).toEqual([await first]);

    stop();
    config.setRuntimeConfig({
      ...testRuntimeConfig(),
      supabase: { url: 'http://other.test', anonKey: 'other-key' },
    });
    const second = await client.loadSupabaseClient();
    expect(seen).toEqual([await first]);
    expect(late).toEqual([await first, second]);
  });

  it('a follower that throws fails neither the load nor the page: still one client', async () => {
    config.setRuntimeConfig(testRuntimeConfig());
    const stop = client.followSupabaseClient(() => {
      throw new Error('follower broke');
    });
    const first = await client.loadSupabaseClient();
    expect(await client.loadSupabaseClient()).toBe(first);
    expect(await createClientMock()).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not follow a client whose config was replaced while supabase-js loaded', async () => {
    config.setRuntimeConfig(testRuntimeConfig());
    const seen: SupabaseClient[] = [];
    client.followSupabaseClient((created) => seen.push(created));
    const stale = client.loadSupabaseClient();
    config.setRuntimeConfig({
      ...testRuntimeConfig(),
      supabase: { url: 'http://other.test', anonKey: 'other-key' },
    });
    const current = client.loadSupabaseClient();
    const [staleClient, currentClient] = await Promise.all([stale, current]);
    expect(staleClient).not.toBe(currentClient);
    expect(seen).toEqual([currentClient]);
  });
});
