import { describe, expect, it, vi } from 'vitest';
import { createRuntimeConfig, defaultContact, parseEnvFile, sendRuntimeConfig } from './index.cjs';

const env = { SUPABASE_URL: 'http://api.test', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_test' };

describe('the runtime configuration', () => {
  it('reads KEY=value lines, without comments or quotes', () => {
    expect(parseEnvFile('# local\nA=1\n  B = "two words" \nC=\'x\'\nnot a line\n')).toEqual({
      A: '1',
      B: 'two words',
      C: 'x',
    });
  });

  it('points every remote at its port, and follows a moved port', () => {
    const config = createRuntimeConfig({ env: { ...env, MF_DIRECTORY_PORT: '4201' } });
    expect(config.remotes.mf_directory).toBe('http://localhost:4201/mf-manifest.json');
    expect(config.remotes.mf_ai_lawyer).toBe('http://localhost:3005/mf-manifest.json');
    expect(config.remotes.mf_ops_console).toBe('http://localhost:3007/mf-manifest.json');
    expect(config.remotes.mf_case_room).toBe('http://localhost:3008/mf-manifest.json');
    expect(config.contact).toEqual(defaultContact);
    expect(config.sentry).not.toHaveProperty('dsn');
  });

  it('lets SUPABASE_API_PORT move the local stack when no URL is given', () => {
    const config = createRuntimeConfig({
      env: { SUPABASE_API_PORT: '4221', SUPABASE_PUBLISHABLE_KEY: 'key' },
    });
    expect(config.supabase).toEqual({ url: 'http://localhost:4221', anonKey: 'key' });
  });

  it('answers 500 with the reason when the configuration cannot be read', () => {
    const response = { statusCode: 0, setHeader: vi.fn(), end: vi.fn() };
    sendRuntimeConfig(response, () => {
      throw new Error('no such file');
    });
    expect(response.statusCode).toBe(500);
    expect(response.end).toHaveBeenCalledWith('config.json could not be read: no such file\n');
    expect(response.setHeader).toHaveBeenCalledWith('Cache-Control', 'no-store');
  });
});
