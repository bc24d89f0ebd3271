/**
 * `/config.json`, the runtime configuration the shell reads before its first render
 * (docs/adr/0008). Tests that need another configuration get a shell server of their own
 * (`node scripts/serve.mjs --only shell --config <file>`, which re-reads the file on every
 * request) so the main site keeps serving the configuration a user gets.
 */
import { writeFileSync } from 'node:fs';
import type { RemoteName } from './apps.ts';

export interface RuntimeConfigJson {
  supabase: { url: string; anonKey: string };
  remotes: Record<RemoteName, string>;
  sentry: {
    dsn?: string;
    environment: string;
    release: string;
    remotes?: Partial<Record<RemoteName, string>>;
    [key: string]: unknown;
  };
  voice: { publicKey?: string; assistantId?: string };
  contact: { phone: string; whatsapp: string; email: string; address: string };
  [section: string]: unknown;
}

export async function fetchRuntimeConfig(origin: string): Promise<RuntimeConfigJson> {
  const response = await fetch(`${origin}/config.json`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${origin}/config.json answered HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfigJson;
}

/** Writes a config object as JSON, or a raw body (to serve something that is not JSON). */
export function writeRuntimeConfig(file: string, config: RuntimeConfigJson | string): void {
  writeFileSync(file, typeof config === 'string' ? config : `${JSON.stringify(config, null, 2)}\n`);
}

export function cloneConfig(config: RuntimeConfigJson): RuntimeConfigJson {
  return structuredClone(config);
}
