/**
 * The composed site's backend is the local Supabase stack named in config.json, freshly seeded:
 * what every journey across the remotes relies on.
 */
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { demoAccounts, demoPassword } from '@nyaya/local-supabase';
import { mailboxUrl, shellOrigin } from '../support/apps.ts';
import { expect, test } from '../support/fixtures.ts';
import { listEmails } from '@nyaya/local-supabase';
import { fetchRuntimeConfig } from '../support/runtime-config.ts';

test('the page reaches the Supabase API named in config.json, with its key, and finds the seeded directory', async ({
  page,
}) => {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  await page.goto('/');
  const answer = await page.evaluate(async ({ url, anonKey }) => {
    const response = await fetch(`${url}/rest/v1/lawyer_directory?select=id,name&limit=5`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    return {
      status: response.status,
      rows: (await response.json()) as { id: string; name: string }[],
    };
  }, supabase);
  expect(answer.status).toBe(200);
  expect(answer.rows.length).toBeGreaterThan(0);
});

test('a seeded demo account signs in with config.json’s key, and the mailbox answers', async () => {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const client = createClient(supabase.url, supabase.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const account = demoAccounts.find((candidate) => candidate.role === 'client')!;
  const { data, error } = await client.auth.signInWithPassword({
    email: account.email,
    password: demoPassword,
  });
  expect(error).toBeNull();
  expect(data.user?.email).toBe(account.email);
  await client.auth.signOut();

  expect(Array.isArray(await listEmails({ mailUrl: mailboxUrl() }))).toBe(true);
});
