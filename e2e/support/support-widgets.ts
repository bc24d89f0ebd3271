/**
 * Callbacks and complaints as support staff see them (the secret key reads what visitors may
 * only insert), partners registered for one test, and the demo partner page served on an
 * origin of its own (scripts/partner-demo.mjs).
 */
import { createClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import ws from 'ws';
import { loadLocalEnv } from '@nyaya/local-supabase';
import { startPartnerDemo } from '../../scripts/partner-demo.mjs';
import { appOrigin, shellOrigin } from './apps.ts';
import { fetchRuntimeConfig } from './runtime-config.ts';

/** 'CB-7K3M-9Q2X' / 'CP-…': Crockford base 32, no I, L, O or U. */
export const CALLBACK_REFERENCE = /CB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;
export const COMPLAINT_REFERENCE = /CP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

async function supportStaff() {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const secretKey = loadLocalEnv().SUPABASE_SECRET_KEY;
  if (!secretKey) throw new Error('SUPABASE_SECRET_KEY is missing from supabase/.env.local');
  return createClient(supabase.url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

async function rowByReference(table: 'call_support_requests' | 'complaints', reference: string) {
  const client = await supportStaff();
  const { data, error } = await client
    .from(table)
    .select('*')
    .eq('reference_number', reference)
    .maybeSingle();
  if (error) throw new Error(`reading ${table}: ${error.message}`);
  return data as Record<string, unknown> | null;
}

export const callbackByReference = (reference: string) =>
  rowByReference('call_support_requests', reference);
export const complaintByReference = (reference: string) => rowByReference('complaints', reference);

/** How many complaints were filed with this e-mail address (none must be, after a failure). */
export async function complaintsFrom(email: string): Promise<number> {
  const client = await supportStaff();
  const { count, error } = await client
    .from('complaints')
    .select('*', { count: 'exact', head: true })
    .eq('email', email);
  if (error) throw new Error(`counting complaints: ${error.message}`);
  return count ?? 0;
}

export const newPartnerId = () => `e2e-${randomBytes(4).toString('hex')}`;

/** A partner of this test's own, registered for `origins`; `remove()` deletes it and its rows. */
export async function registerPartner(id: string, origins: string[]) {
  const client = await supportStaff();
  const partner = { id, name: 'E2E Legal Aid Clinic', allowed_origins: origins };
  const { error } = await client.from('partners').insert(partner);
  if (error) throw new Error(`registering a partner: ${error.message}`);
  return {
    ...partner,
    async remove() {
      await client.from('complaints').delete().eq('source', partner.id);
      await client.from('call_support_requests').delete().eq('source', partner.id);
      await client.from('partners').delete().eq('id', partner.id);
    },
  };
}

/** The demo partner page on a free port, embedding this run's embed.js for `partnerId`. */
export function servePartnerPage(partnerId: string) {
  return startPartnerDemo({
    port: 0,
    embedOrigin: appOrigin('mf_support_widgets'),
    partnerId,
  }) as Promise<{ origin: string; close: () => Promise<void> }>;
}

/** Unique contact details, so the hourly limits never couple two tests. */
export function uniqueContact() {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return {
    mobile: `9${digits}`,
    email: `support.${Date.now().toString(36)}${randomBytes(2).toString('hex')}@nyaya.test`,
  };
}
