/**
 * Who may touch what of the notifications (docs/product/notifications.md), as each role: a
 * visitor, a client, a lawyer and the service role, through the API and, for what the API does
 * not expose, in SQL as the API's roles. Users read and change only their own preferences, and
 * only the settings in them; nobody but the database's owner (the worker) writes the outbox or
 * sees an unsubscribe token.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, untyped } from './support/clients.ts';
import {
  asRole,
  closeDatabase,
  createAccount,
  literal,
  run,
  type ApiRole,
  type TestAccount,
} from './support/notifications.ts';

afterAll(closeDatabase);

let client: TestAccount;
let lawyer: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  client = await createAccount('client');
  lawyer = await createAccount('lawyer');
  other = await createAccount('client');
});

type ApiActor = 'anon' | 'client' | 'lawyer' | 'service';
const apiActors: ApiActor[] = ['anon', 'client', 'lawyer', 'service'];

async function apiAs(actor: ApiActor): Promise<SupabaseClient> {
  if (actor === 'anon') return untyped(anonClient());
  if (actor === 'service') return untyped(serviceClient());
  return untyped(await signedInClient(actor === 'client' ? client : lawyer));
}

const preferencesOf = async (userId: string) =>
  (
    await run<{
      open_request_digest: boolean;
      meeting_reminders: boolean;
      language: string;
      updated_at: string;
    }>(
      `select open_request_digest, meeting_reminders, language, updated_at::text as updated_at
         from public.notification_preferences where user_id = ${literal(userId)}`,
    )
  )[0];

const resetPreferences = (userId: string) =>
  run(
    `update public.notification_preferences
        set open_request_digest = true, meeting_reminders = true, language = 'en'
      where user_id = ${literal(userId)}`,
  );

describe('notification preferences through the API', () => {
  it('exist for every account', async () => {
    const [missing] = await run<{ count: number }>(
      `select count(*)::int as count from auth.users u
        where not exists (select 1 from public.notification_preferences p where p.user_id = u.id)`,
    );
    expect(missing).toEqual({ count: 0 });
    expect(await preferencesOf(client.id)).toMatchObject({
      open_request_digest: true,
      meeting_reminders: true,
      language: 'en',
    });
  });

  it('a visitor can neither read nor change any', async () => {
    const anon = await apiAs('anon');
    const read = await anon.from('notification_preferences').select('*');
    expect(read.error?.code).toBe('42501');
    const write = await anon
      .from('notification_preferences')
      .update({ meeting_reminders: false })
      .eq('user_id', client.id);
    expect(write.error?.code).toBe('42501');
    expect(await preferencesOf(client.id)).toMatchObject({ meeting_reminders: true });
  });

  it.each(['client', 'lawyer'] as const)('a %s reads only their own row', async (actor) => {
    const self = actor === 'client' ? client : lawyer;
    const api = await apiAs(actor);
    const { data, error } = await api.from('notification_preferences').select('*');
    expect(error).toBeNull();
    expect(data!.map((row: { user_id: string }) => row.user_id)).toEqual([self.id]);
    expect(Object.keys(data![0]).sort()).toEqual([
      'language',
      'meeting_reminders',
      'open_request_digest',
      'updated_at',
      'user_id',
    ]);
  });

  it.each(['client', 'lawyer'] as const)(
    "a %s changes their own settings, and nobody else's",
    async (actor) => {
      const self = actor === 'client' ? client : lawyer;
      const api = await apiAs(actor);
      const before = await preferencesOf(self.id);
      try {
        const own = await api
          .from('notification_preferences')
          .update({ open_request_digest: false, meeting_reminders: false, language: 'hi' })
          .eq('user_id', self.id)
          .select('*');
        expect(own.error).toBeNull();
        expect(own.data).toHaveLength(1);
        const after = await preferencesOf(self.id);
        expect(after).toMatchObject({
          open_request_digest: false,
          meeting_reminders: false,
          language: 'hi',
        });
        expect(after!.updated_at > before!.updated_at).toBe(true);

        // Another user's row is not there to update.
        const theirs = await api
          .from('notification_preferences')
          .update({ meeting_reminders: false })
          .eq('user_id', other.id)
          .select('*');
        expect(theirs.error).toBeNull();
        expect(theirs.data).toEqual([]);
        expect(await preferencesOf(other.id)).toMatchObject({ meeting_reminders: true });
      } finally {
        await resetPreferences(self.id);
      }
    },
  );

  it.each(['client', 'lawyer'] as const)(
    'a %s cannot move their row, date it, add one or delete it',
    async (actor) => {
      const self = actor === 'client' ? client : lawyer;
      const api = await apiAs(actor);
      const before = await preferencesOf(self.id);
      const table = () => api.from('notification_preferences');
      const attempts = [
        await table().update({ user_id: other.id }).eq('user_id', self.id),
        await table().update({ updated_at: '2020-01-01T00:00:00Z' }).eq('user_id', self.id),
        await table().insert({ user_id: self.id }),
        await table().upsert({ user_id: other.id, meeting_reminders: false }),
        await table().delete().eq('user_id', self.id),
      ];
      for (const attempt of attempts) expect(attempt.error?.code).toBe('42501');
      expect(await preferencesOf(self.id)).toEqual(before);
      expect(await preferencesOf(other.id)).toMatchObject({ meeting_reminders: true });
    },
  );

  it('a language other than English or Hindi is refused by name', async () => {
    const api = await apiAs('client');
    const result = await api
      .from('notification_preferences')
      .update({ language: 'fr' })
      .eq('user_id', client.id);
    expect(result.error?.code).toBe('23514');
    expect(result.error?.message).toContain('language_is_english_or_hindi');
  });

  it("the service role reads and changes anyone's settings, and nothing else of them", async () => {
    const api = await apiAs('service');
    const read = await api.from('notification_preferences').select('*').eq('user_id', client.id);
    expect(read.error).toBeNull();
    expect(read.data).toHaveLength(1);
    try {
      const changed = await api
        .from('notification_preferences')
        .update({ language: 'hi' })
        .eq('user_id', client.id);
      expect(changed.error).toBeNull();
      expect(await preferencesOf(client.id)).toMatchObject({ language: 'hi' });
    } finally {
      await resetPreferences(client.id);
    }
    for (const attempt of [
      await api
        .from('notification_preferences')
        .update({ user_id: other.id })
        .eq('user_id', client.id),
      await api.from('notification_preferences').delete().eq('user_id', client.id),
    ]) {
      expect(attempt.error?.code).toBe('42501');
    }
    expect(await preferencesOf(client.id)).toBeDefined();
  });
});

describe('the outbox, the tokens and the worker functions', () => {
  it.each(apiActors)('are out of the API for %s', async (actor) => {
    const api = await apiAs(actor);
    for (const table of [
      'notification_outbox',
      'notification_unsubscribe_tokens',
      'notification_digest_state',
    ]) {
      const read = await api.schema('private').from(table).select('*').limit(1);
      expect(read.error, `${actor} read private.${table}`).not.toBeNull();
      expect(read.data).toBeNull();
    }
    for (const [name, args] of [
      ['notification_delivery', { outbox_id: 1 }],
      ['undispatched_notifications', { max_rows: 10 }],
      ['queue_due_digests', {}],
      ['mark_notification_sent', { outbox_id: 1, message_id: 'x' }],
    ] as const) {
      const call = await api.rpc(name, args);
      expect(call.error, `${actor} rpc ${name}`).not.toBeNull();
      const viaPrivate = await api.schema('private').rpc(name, args);
      expect(viaPrivate.error, `${actor} private rpc ${name}`).not.toBeNull();
    }
  });

  const roles: [string, ApiRole, () => string | null][] = [
    ['anon', 'anon', () => null],
    ['a client', 'authenticated', () => client.id],
    ['a lawyer', 'authenticated', () => lawyer.id],
    ['the service role', 'service_role', () => null],
  ];

  /** Whether `statement`, run as `role`, is refused for want of privileges. */
  async function refused(role: ApiRole, userId: string | null, statement: string) {
    try {
      await asRole(role, userId, statement);
      return false;
    } catch (error) {
      const message = (error as Error).message;
      expect(message, statement).toMatch(/permission denied/);
      return true;
    }
  }

  it.each(roles)(
    'cannot be written, or read but by the service role, in SQL as %s',
    async (_, role, user) => {
      const userId = user();
      const isService = role === 'service_role';
      expect(await refused(role, userId, 'select count(*) from private.notification_outbox')).toBe(
        !isService,
      );
      for (const statement of [
        `insert into private.notification_outbox (kind, recipient_id, data, idempotency_key)
       values ('request_accepted', ${literal(client.id)}, '{}', 'forged:${Date.now()}')`,
        `update private.notification_outbox set status = 'sent'`,
        `delete from private.notification_outbox`,
        `select count(*) from private.notification_unsubscribe_tokens`,
        `insert into private.notification_unsubscribe_tokens (token_hash, user_id, topic)
       values ('\\x00', ${literal(client.id)}, 'meeting_reminders')`,
        `select count(*) from private.notification_digest_state`,
        `select count(*) from private.notification_digest_items`,
        `select count(*) from private.notification_meeting_sequences`,
        `select private.enqueue_notification('request_accepted', ${literal(client.id)}, null, '{}', 'forged:${Date.now()}')`,
      ]) {
        expect(await refused(role, userId, statement), statement).toBe(true);
      }
    },
  );

  it.each(roles)("worker functions are the service role's, not %s's", async (_, role, user) => {
    const allowed = role === 'service_role';
    for (const statement of [
      'select private.notification_delivery(-1)',
      `select private.mark_notification_sent(-1, 'x')`,
      `select private.mark_notification_failed(-1, 'x', false)`,
      'select * from private.undispatched_notifications(1)',
      `select private.mark_notifications_dispatched(array[-1]::bigint[])`,
      'select private.queue_due_reminders()',
    ]) {
      expect(await refused(role, user(), statement), statement).toBe(!allowed);
    }
  });

  it('anyone may call unsubscribe, which needs a valid token', async () => {
    for (const [role, user] of [
      ['anon', null],
      ['authenticated', client.id],
      ['service_role', null],
    ] as const) {
      await expect(
        asRole(role, user, `select public.unsubscribe(${literal('0'.repeat(64))})`),
      ).rejects.toThrow('This unsubscribe link is not valid.');
    }
  });
});
