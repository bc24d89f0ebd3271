/**
 * The part of the platform's runtime config (`config.json`, docs/adr/0008) that the partner
 * embed uses. It is served beside embed.js, so a deployment changes keys, API and contact
 * details without rebuilding the script partners have already embedded.
 */
export interface EmbedConfig {
  supabase: { url: string; anonKey: string };
  contact: { phone: string; whatsapp: string; email: string };
  /** Our site, which the AI Lawyer entry opens in a new tab. */
  siteUrl: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(source: Record<string, unknown>, key: string, path: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`config.json: ${path}.${key} must be a non-empty string.`);
  }
  return value.trim();
}

function section(source: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = source[key];
  if (!isRecord(value)) throw new Error(`config.json: ${key} must be an object.`);
  return value;
}

/** Checks the fields the embed needs; a wrong config fails loudly instead of half-working. */
export function parseEmbedConfig(json: unknown, fallbackSiteUrl: string): EmbedConfig {
  if (!isRecord(json)) throw new Error('config.json must be a JSON object.');
  const supabase = section(json, 'supabase');
  const contact = section(json, 'contact');
  const site = isRecord(json.site) ? json.site : undefined;
  return {
    supabase: {
      url: text(supabase, 'url', 'supabase'),
      anonKey: text(supabase, 'anonKey', 'supabase'),
    },
    contact: {
      phone: text(contact, 'phone', 'contact'),
      whatsapp: text(contact, 'whatsapp', 'contact'),
      email: text(contact, 'email', 'contact'),
    },
    siteUrl: site ? text(site, 'url', 'site') : fallbackSiteUrl,
  };
}

/** Reads `config.json` from where embed.js was loaded (never cached: it names the release). */
export async function loadEmbedConfig(scriptUrl: URL): Promise<EmbedConfig> {
  const url = new URL('config.json', scriptUrl);
  const response = await fetch(url, { cache: 'no-cache', credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  // Without site.url, our site is where the script comes from.
  return parseEmbedConfig(await response.json(), scriptUrl.origin);
}
