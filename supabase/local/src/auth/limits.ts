/**
 * The account-abuse limits of config.toml, as the local stack enforces them: hosted Supabase
 * reads the same keys (`[auth.rate_limit]`, `[auth.email] max_frequency`), @supabase/lite
 * reads none of them.
 */

type Env = Record<string, string | undefined>;

/** At most `limit` requests per `windowSeconds`, refilled evenly. */
export interface Allowance {
  limit: number;
  windowSeconds: number;
}

export interface AuthLimits {
  /** Per client address: sign-ups, OTP and magic links, recovery, resends, user updates. */
  signInSignUps: Allowance;
  /** Per client address: anonymous sign-ins (sign-ups with neither e-mail nor phone). */
  anonymousUsers: Allowance;
  /** Per client address: every `/token` grant (password, refresh token, PKCE). */
  tokenRefresh: Allowance;
  /** Per client address: `/verify`, by code or by link. */
  tokenVerifications: Allowance;
  /** For the whole project: requests that send an auth e-mail. */
  emailSent: Allowance;
  /** Per e-mail address and kind of e-mail: the shortest gap between two requests. */
  emailFrequencySeconds: number;
  /** Wrong codes an address can be sent to `/verify` before its outstanding codes are revoked. */
  failedVerificationsPerCode: number;
  /** How long an e-mailed code is valid (lite enforces it; failed attempts are kept as long). */
  otpExpirySeconds: number;
}

/**
 * Test stacks sign in and sign up far more often from 127.0.0.1 than a person does. They set
 * this variable to multiply every `[auth.rate_limit]` allowance; nothing else changes.
 */
export const rateLimitScaleVariable = 'SUPABASE_AUTH_RATE_LIMIT_SCALE';

/** Failed codes per address before its codes are revoked. Hosted Supabase has no such setting. */
export const failedVerificationsPerCode = 5;

// The Supabase CLI's defaults, for keys config.toml leaves out.
const rateLimitDefaults = {
  email_sent: 2,
  sign_in_sign_ups: 30,
  anonymous_users: 30,
  token_refresh: 150,
  token_verifications: 30,
};
const emailDefaults = { max_frequency: '1s', otp_expiry: 3600 };

const fiveMinutes = 5 * 60;
const oneHour = 60 * 60;

/** Reads the limits from config.toml's `[auth]` table (env(...) placeholders resolved). */
export function readAuthLimits(auth: Record<string, unknown>, env: Env = {}): AuthLimits {
  const rateLimit = table(auth.rate_limit, 'auth.rate_limit');
  const email = table(auth.email, 'auth.email');
  const scale = rateLimitScale(env[rateLimitScaleVariable]);
  const allowance = (key: keyof typeof rateLimitDefaults, windowSeconds: number): Allowance => ({
    limit:
      positiveInteger(rateLimit[key] ?? rateLimitDefaults[key], `auth.rate_limit.${key}`) * scale,
    windowSeconds,
  });
  return {
    signInSignUps: allowance('sign_in_sign_ups', fiveMinutes),
    anonymousUsers: allowance('anonymous_users', oneHour),
    tokenRefresh: allowance('token_refresh', fiveMinutes),
    tokenVerifications: allowance('token_verifications', fiveMinutes),
    emailSent: allowance('email_sent', oneHour),
    emailFrequencySeconds: durationSeconds(
      email.max_frequency ?? emailDefaults.max_frequency,
      'auth.email.max_frequency',
    ),
    failedVerificationsPerCode,
    otpExpirySeconds: positiveInteger(
      email.otp_expiry ?? emailDefaults.otp_expiry,
      'auth.email.otp_expiry',
    ),
  };
}

function table(value: unknown, name: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  throw new Error(`config.toml: [${name}] must be a table`);
}

function positiveInteger(value: unknown, name: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  throw new Error(`config.toml: ${name} must be a positive whole number, got ${String(value)}`);
}

function rateLimitScale(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale < 1) {
    throw new Error(`${rateLimitScaleVariable} must be a number of at least 1, got "${raw}"`);
  }
  return scale;
}

const durationUnits: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };

/** A Go duration as the Supabase CLI writes it ("60s", "1m30s", "1h"), in seconds. */
export function durationSeconds(value: unknown, name: string): number {
  const text = typeof value === 'string' ? value.trim() : '';
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (!text || parts.map((part) => part[0]).join('') !== text) {
    throw new Error(`config.toml: ${name} must be a duration such as "60s", got ${String(value)}`);
  }
  return parts.reduce(
    (total, [, amount, unit]) => total + Number(amount) * durationUnits[unit!]!,
    0,
  );
}
