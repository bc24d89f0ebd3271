// zod/mini: the functional, tree-shakable API of zod 4 (shared-platform ships on every page).
import * as z from 'zod/mini';
import { ensureEnglishZodMessages, transformed } from '../validation/zod';
import { REMOTE_NAMES } from './remotes';

ensureEnglishZodMessages();

const nonEmpty = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

// Manifests (and the Sentry tunnel) may sit on another origin (absolute URL) or behind the
// shell's own origin (path).
const manifestUrl = z
  .string()
  .check(
    z.refine(
      (value) => value.startsWith('/') || (/^https?:\/\//.test(value) && URL.canParse(value)),
      'must be an absolute http(s) URL or a path starting with "/"',
    ),
  );

// An empty string in config.json means "not configured", like a missing key.
const optional = <T extends z.ZodMiniType<string>>(schema: T) =>
  z.optional(
    transformed(z.union([z.literal(''), schema]), z.optional(z.string()), (value) =>
      value === '' ? undefined : value,
    ),
  );

const remoteManifests = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl])) as Record<
    (typeof REMOTE_NAMES)[number],
    typeof manifestUrl
  >,
);

export const runtimeConfigSchema = z.object({
  supabase: z.object({
    url: httpUrl,
    anonKey: nonEmpty,
  }),
  remotes: remoteManifests,
  sentry: z.object({
    dsn: optional(httpUrl),
    environment: nonEmpty,
    release: nonEmpty,
    remotes: z.optional(z.partialRecord(z.enum(REMOTE_NAMES), httpUrl)),
    /** Envelopes go here instead of Sentry's ingest (the local envelope sink). */
    tunnel: optional(manifestUrl),
  }),
  voice: z.object({
    publicKey: optional(nonEmpty),
    assistantId: optional(nonEmpty),
  }),
  contact: z.object({
    phone: nonEmpty,
    whatsapp: nonEmpty,
    email: nonEmpty,
    address: nonEmpty,
  }),
});

/** The runtime configuration the shell serves at `/config.json`. */
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type SentryConfig = RuntimeConfig['sentry'];
export type ContactConfig = RuntimeConfig['contact'];
export type VoiceConfig = RuntimeConfig['voice'];
