import { REMOTE_NAMES, type RemoteName } from './remotes';

/** The runtime configuration the shell serves at `/config.json` (docs/adr/0008). */
export interface RuntimeConfig {
  supabase: { url: string; anonKey: string };
  /** Each remote's mf-manifest.json: an absolute http(s) URL or a path on the shell's origin. */
  remotes: Record<RemoteName, string>;
  sentry: SentryConfig;
  voice: VoiceConfig;
  contact: ContactConfig;
  /** Sign-in options beyond e-mail and password; absent means none. */
  auth?: AuthConfig;
}

export interface AuthConfig {
  /**
   * Whether 'Continue with Google' may start Google sign-in (the auth server has the provider
   * on). Off or absent: the dialog explains that Google sign-in is not available.
   */
  google?: boolean;
}

export interface SentryConfig {
  dsn?: string;
  environment: string;
  release: string;
  /** A DSN per remote, for errors tagged with that remote. */
  remotes?: Partial<Record<RemoteName, string>>;
  /** Envelopes go here instead of Sentry's ingest (the local envelope sink). */
  tunnel?: string;
}

export interface VoiceConfig {
  publicKey?: string;
  assistantId?: string;
}

export interface ContactConfig {
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
}

/*
 * A hand-written check rather than zod: this file is validated before the first paint of every
 * page, and zod would put 10.8 KB gzip on it for one JSON object (docs/adr/0008). It reports
 * every problem by path, as a schema library would.
 */

type Problems = string[];
type Check<T> = (value: unknown, path: string, problems: Problems) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

function typeName(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

function expect<T>(expected: string, accepts: (value: unknown) => value is T): Check<T> {
  return (value, path, problems) => {
    if (value === undefined) problems.push(`${path} is missing`);
    else if (!accepts(value))
      problems.push(`${path} must be ${article(expected)} ${expected}, not ${typeName(value)}`);
    else return value;
    return undefined;
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const string = expect('string', isString);

function refined(check: Check<string>, test: (value: string) => boolean, rule: string) {
  return ((value, path, problems) => {
    const text = check(value, path, problems)?.trim();
    if (text === undefined) return undefined;
    if (test(text)) return text;
    problems.push(`${path} ${rule}`);
    return undefined;
  }) satisfies Check<string>;
}

const nonEmpty = refined(string, (text) => text !== '', 'must not be empty');
const isHttpUrl = (text: string) => /^https?:\/\//i.test(text) && URL.canParse(text);
const httpUrl = refined(string, isHttpUrl, 'must be an absolute http(s) URL');
// Manifests (and the Sentry tunnel) may sit on another origin or behind the shell's own.
const urlOrPath = refined(
  string,
  (text) => text.startsWith('/') || isHttpUrl(text),
  'must be an absolute http(s) URL or a path starting with "/"',
);

/** An empty string means "not configured", like a missing key. */
function optional(check: Check<string>): Check<string> {
  return (value, path, problems) =>
    value === undefined || value === '' ? undefined : check(value, path, problems);
}

function section<T extends object>(fields: { [K in keyof T]-?: Check<T[K]> }) {
  return ((value, path, problems) => {
    const object = expect('object', isRecord)(value, path || '(root)', problems);
    if (!object) return undefined;
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields) as [string, Check<unknown>][]) {
      const field = check(object[key], path ? `${path}.${key}` : key, problems);
      if (field !== undefined) result[key] = field;
    }
    return result as T;
  }) satisfies Check<T>;
}

/** A section that may be left out. */
function optionalSection<T>(check: Check<T>): Check<T> {
  return (value, path, problems) =>
    value === undefined ? undefined : check(value, path, problems);
}

/** An optional true/false. */
const optionalBoolean: Check<boolean> = (value, path, problems) =>
  value === undefined ? undefined : expect('boolean', isBoolean)(value, path, problems);

/** Known remotes only, each with an http(s) DSN. */
const remoteDsns: Check<Partial<Record<RemoteName, string>>> = (value, path, problems) => {
  if (value === undefined) return undefined;
  const object = expect('object', isRecord)(value, path, problems);
  if (!object) return undefined;
  const result: Partial<Record<RemoteName, string>> = {};
  for (const [key, dsn] of Object.entries(object)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(key)) {
      problems.push(`${path} has an unknown remote "${key}"`);
      continue;
    }
    const checked = httpUrl(dsn, `${path}.${key}`, problems);
    if (checked !== undefined) result[key as RemoteName] = checked;
  }
  return result;
};

const runtimeConfig = section<RuntimeConfig>({
  supabase: section({ url: httpUrl, anonKey: nonEmpty }),
  remotes: section(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, urlOrPath])) as Record<
      RemoteName,
      Check<string>
    >,
  ),
  sentry: section<SentryConfig>({
    dsn: optional(httpUrl),
    environment: nonEmpty,
    release: nonEmpty,
    remotes: remoteDsns,
    tunnel: optional(urlOrPath),
  }),
  voice: section<VoiceConfig>({ publicKey: optional(nonEmpty), assistantId: optional(nonEmpty) }),
  contact: section<ContactConfig>({
    phone: nonEmpty,
    whatsapp: nonEmpty,
    email: nonEmpty,
    address: nonEmpty,
  }),
  auth: optionalSection(section<AuthConfig>({ google: optionalBoolean })),
});

/**
 * Checks a parsed `/config.json`. Returns the config (strings trimmed, empty optional values
 * dropped) or the list of problems, each naming the field by its path.
 */
export function checkRuntimeConfig(
  value: unknown,
): { config: RuntimeConfig; problems: [] } | { config: null; problems: string[] } {
  const problems: Problems = [];
  const config = runtimeConfig(value, '', problems);
  return config && problems.length === 0 ? { config, problems: [] } : { config: null, problems };
}
