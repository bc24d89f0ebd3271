import { z } from 'zod';
import { REMOTE_NAMES } from './remotes';

const nonEmpty = z.string().trim().min(1, 'must not be empty');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

// Manifests (and the Sentry tunnel) may sit on another origin (absolute URL) or behind the
// shell's own origin (path).
const manifestUrl = z
  .string()
  .refine(
    (value) => value.startsWith('/') || (/^https?:\/\//.test(value) && URL.canParse(value)),
    'must be an absolute http(s) URL or a path starting with "/"',
  );

// An empty string in config.json means "not configured", like a missing key.
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .transform((value) => (value === '' ? undefined : value))
    .optional();

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
    remotes: z.partialRecord(z.enum(REMOTE_NAMES), httpUrl).optional(),
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
