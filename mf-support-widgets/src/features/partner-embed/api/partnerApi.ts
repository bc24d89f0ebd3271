import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@nyaya/db';
import type { EmbedConfig } from './embedConfig';

/**
 * The embed's own database client: PostgREST only, with the publishable key and no session
 * (a partner's visitor is never signed in to NyayaConnect). supabase-js would bring auth,
 * storage and realtime to every partner's page for nothing.
 */
export function createEmbedClient({ supabase }: EmbedConfig) {
  return new PostgrestClient<Database>(`${supabase.url.replace(/\/+$/, '')}/rest/v1`, {
    headers: { apikey: supabase.anonKey, Authorization: `Bearer ${supabase.anonKey}` },
  });
}

export type EmbedClient = ReturnType<typeof createEmbedClient>;

export interface Partner {
  id: string;
  name: string;
  /** For the forms' frame: the database's proof that this page may file for the partner. */
  frameTicket: string;
}

/**
 * Asks the database whether this page may show `partnerId`'s widget (public.embed_partner
 * checks the page's Origin against the partner's registered origins). Rejects with the
 * database's own sentence: an unknown partner, or a page the partner has not registered.
 */
export async function checkPartner(client: EmbedClient, partnerId: string): Promise<Partner> {
  const { data, error } = await client.rpc(
    'embed_partner',
    { partner_id: partnerId },
    { get: true },
  );
  if (error) throw new Error(error.hint ? `${error.message} ${error.hint}` : error.message);
  const { id, name, frame_ticket } = data as unknown as {
    id: string;
    name: string;
    frame_ticket: string;
  };
  return { id, name, frameTicket: frame_ticket };
}
