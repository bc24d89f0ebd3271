import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { durationSeconds, readAuthLimits } from './limits.ts';
import { TokenBuckets } from './token-buckets.ts';

describe('readAuthLimits', () => {
  it("reads config.toml's [auth.rate_limit] and [auth.email], and leaves them out of lite's [auth]", () => {
    const config = loadConfig({ SUPABASE_AUTH_RATE_LIMIT_SCALE: '' });
    expect(config.auth.rate_limit).toBeUndefined();
    expect(config.authLimits).toEqual({
      signInSignUps: { limit: 30, windowSeconds: 300 },
      anonymousUsers: { limit: 30, windowSeconds: 3600 },
      tokenRefresh: { limit: 150, windowSeconds: 300 },
      tokenVerifications: { limit: 30, windowSeconds: 300 },
      emailSent: { limit: 100, windowSeconds: 3600 },
      emailFrequencySeconds: 60,
      failedVerificationsPerCode: 5,
      otpExpirySeconds: 900,
    });
  });

  it("takes the Supabase CLI's defaults for keys left out", () => {
    expect(readAuthLimits({})).toMatchObject({
      signInSignUps: { limit: 30 },
      tokenRefresh: { limit: 150 },
      emailSent: { limit: 2 },
      emailFrequencySeconds: 1,
      otpExpirySeconds: 3600,
    });
  });

  it('multiplies the rate limits, and only them, by SUPABASE_AUTH_RATE_LIMIT_SCALE', () => {
    const auth = { rate_limit: { token_verifications: 30 }, email: { max_frequency: '60s' } };
    const scaled = readAuthLimits(auth, { SUPABASE_AUTH_RATE_LIMIT_SCALE: '100' });
    expect(scaled.tokenVerifications).toEqual({ limit: 3000, windowSeconds: 300 });
    expect(scaled.emailFrequencySeconds).toBe(60);
    expect(scaled.failedVerificationsPerCode).toBe(5);
    expect(() => readAuthLimits(auth, { SUPABASE_AUTH_RATE_LIMIT_SCALE: 'lots' })).toThrow(
      'SUPABASE_AUTH_RATE_LIMIT_SCALE must be a number of at least 1, got "lots"',
    );
  });

  it('names the key that is wrong', () => {
    expect(() => readAuthLimits({ rate_limit: { sign_in_sign_ups: 0 } })).toThrow(
      'config.toml: auth.rate_limit.sign_in_sign_ups must be a positive whole number, got 0',
    );
    expect(() => readAuthLimits({ email: { max_frequency: '60' } })).toThrow(
      'config.toml: auth.email.max_frequency must be a duration such as "60s", got 60',
    );
  });

  it('reads durations as the Supabase CLI writes them', () => {
    expect(durationSeconds('60s', 'x')).toBe(60);
    expect(durationSeconds('1m30s', 'x')).toBe(90);
    expect(durationSeconds('1h', 'x')).toBe(3600);
    expect(durationSeconds('500ms', 'x')).toBe(0.5);
  });
});

describe('TokenBuckets', () => {
  it('lets the limit through at once, then one request per window / limit', () => {
    let now = 0;
    const buckets = new TokenBuckets({ limit: 30, windowSeconds: 300 }, () => now);
    for (let request = 0; request < 30; request++) expect(buckets.take('a').allowed).toBe(true);
    expect(buckets.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(buckets.take('b').allowed).toBe(true);

    now += 9_000;
    expect(buckets.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1_000;
    expect(buckets.take('a').allowed).toBe(true);
    expect(buckets.take('a').allowed).toBe(false);
  });
});
