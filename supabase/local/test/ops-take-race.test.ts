/**
 * Taking a callback is first come, first served (docs/product/ops-console.md): many support
 * agents may press "Take" on the same callback at once and exactly one holds it; every other
 * agent is told who did. take_callback does it in one conditional UPDATE; these tests race it
 * through the API, on PGlite and on PostgreSQL alike.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serviceClient, signedInClient, untyped } from './support/clients.ts';
import { closeDatabase, createAccount, literal, run, type TestAccount } from './support/notifications.ts';

afterAll(closeDatabase);

const callbacks = 20;
const agents = 50;

interface Agent {
  account: TestAccount;
  api: SupabaseClient;
}

let racers: Agent[] = [];
const service = untyped(serviceClient());

beforeAll(async () => {
  const accounts = await Promise.all(
    Array.from({ length: agents }, (_, i) =>
      createAccount('client', { fullName: `Agent ${String(i + 1).padStart(2, '0')} Racer` }),
    ),
  );
  for (const account of accounts) {
    const { error } = await service.rpc('grant_staff_capability', {
      user_id: account.id,
      capability: 'support',
    });
    expect(error).toBeNull();
  }
  racers = await Promise.all(
    accounts.map(async (account) => ({ account, api: untyped(await signedInClient(account)) })),
  );
});

it(`gives each of ${callbacks} callbacks to exactly one of ${agents} agents taking it at once`, async () => {
  for (let round = 0; round < callbacks; round++) {
    const [callback] = await run<{ id: string }>(`
      insert into public.call_support_requests (name, mobile_number, issue_description)
      values ('Race Caller', '98765${String(round).padStart(5, '0')}', 'Needs a call back.')
      returning id::text as id`);
    const outcomes = await Promise.all(
      racers.map(async (racer) => {
        const { data, error } = await racer.api.rpc('take_callback', { callback_id: callback!.id });
        return { racer, data: data as { assigned_to: string } | null, error: error as PostgrestError | null };
      }),
    );
    const winners = outcomes.filter((outcome) => outcome.error === null);
    expect(winners, `round ${round}`).toHaveLength(1);
    const winner = winners[0]!;
    expect(winner.data!.assigned_to).toBe(winner.racer.account.id);
    for (const loser of outcomes.filter((outcome) => outcome.error !== null)) {
      expect(loser.error!.code).toBe('PT409');
      expect(loser.error!.hint).toBe('callback_taken');
      expect(loser.error!.message).toBe(`Already taken by ${winner.racer.account.fullName}.`);
      expect(loser.error!.details).toBe(winner.racer.account.fullName);
    }
    const [stored] = await run<{ assigned_to: string; takes: string }>(`
      select c.assigned_to::text as assigned_to,
             (select count(*)::text from public.staff_audit_log a
               where a.subject_id = c.id::text and a.action = 'callback.taken') as takes
        from public.call_support_requests c where c.id = ${literal(callback!.id)}`);
    expect(stored).toEqual({ assigned_to: winner.racer.account.id, takes: '1' });
  }
});
