import { afterEach, describe, expect, it } from 'vitest';
import { clearRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfigStore';
import { testRuntimeConfig } from '../test/fixtures';
import { getSupabaseClient } from './client';

afterEach(() => clearRuntimeConfig());

describe('getSupabaseClient', () => {
  it('needs the runtime config', () => {
    expect(() => getSupabaseClient()).toThrow(/Runtime config is not loaded yet/);
  });

  it('creates one client and reuses it', () => {
    setRuntimeConfig(testRuntimeConfig());
    const first = getSupabaseClient();
    expect(getSupabaseClient()).toBe(first);
  });

  it('makes a new client when the backend changes', () => {
    const config = testRuntimeConfig();
    setRuntimeConfig(config);
    const first = getSupabaseClient();
    setRuntimeConfig({ ...config, supabase: { url: 'http://other.test', anonKey: 'other-key' } });
    expect(getSupabaseClient()).not.toBe(first);
  });
});
