/**
 * The AI Lawyer side of the journeys: its dialogs by role and name, and consultations saved
 * through the API as a signed-in user, as the dialog saves them when a call ends.
 */
import type { Locator } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import ws from 'ws';
import { shellOrigin } from './apps.ts';
import { signInWithPassword } from './auth.ts';
import type { RuntimeConfigControl } from './fixtures.ts';
import { fetchRuntimeConfig } from './runtime-config.ts';

export const AI_DIALOG = 'AI Lawyer Assistant';
export const SIGN_IN_REQUIRED = 'Sign In Required';

export interface SavedLine {
  speaker: 'user' | 'assistant';
  text: string;
}

/**
 * Saves a consultation as `email` (owner-only by RLS), `minutesAgo` before now, having chosen to
 * keep transcripts; returns its id.
 */
export async function saveConsultationAs(
  account: { email: string; password: string },
  lines: SavedLine[],
  minutesAgo: number,
): Promise<string> {
  const { session } = await signInWithPassword(account.email, account.password);
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const client = createClient(supabase.url, supabase.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
  });
  // Only a user who chose to keep transcripts has them saved (docs/product/ai-lawyer.md).
  const chosen = await client
    .from('ai_lawyer_preferences')
    .upsert({ user_id: session.user.id, keep_transcripts: true }, { onConflict: 'user_id' });
  if (chosen.error) throw new Error(`choosing to keep transcripts: ${chosen.error.message}`);
  const startedAt = new Date(Date.now() - minutesAgo * 60_000);
  const endedAt = new Date(startedAt.getTime() + 95_000);
  const id = randomUUID();
  const { error } = await client.from('ai_consultations').insert({
    id,
    started_at: startedAt.toISOString(),
    ended_at: endedAt.toISOString(),
    duration_seconds: 95,
    end_reason: 'customer-ended-call',
    transcript: lines.map((line, index) => ({
      ...line,
      at: new Date(startedAt.getTime() + index * 10_000).toISOString(),
    })),
  });
  if (error) throw new Error(`saving a consultation as ${account.email}: ${error.message}`);
  return id;
}

/** The ids of `email`'s consultations, as they can read them. */
export async function consultationIdsOf(account: { email: string; password: string }) {
  const { session } = await signInWithPassword(account.email, account.password);
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const client = createClient(supabase.url, supabase.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
  });
  const { data, error } = await client.from('ai_consultations').select('id');
  if (error) throw new Error(`reading consultations: ${error.message}`);
  return (data ?? []).map((row) => row.id as string);
}

/** The dialog's choice to keep transcripts, ticked (the demo accounts keep theirs). */
export async function keepTranscripts(ai: Locator): Promise<void> {
  await ai.getByRole('radio', { name: KEEP_TRANSCRIPTS }).check();
}

export const KEEP_TRANSCRIPTS = 'Keep a transcript of each call in my consultation history';

/**
 * Serves the shell's config.json with a voice configuration, so the dialog offers calls (none
 * can connect offline).
 */
export function configureVoice(runtimeConfig: RuntimeConfigControl): void {
  const config = runtimeConfig.copy();
  config.voice = { publicKey: 'e2e-public-key', assistantId: 'e2e-assistant-id' };
  runtimeConfig.set(config);
}
