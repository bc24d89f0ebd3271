/**
 * AI consultations: the transcript, duration and end reason of a call with the AI lawyer,
 * saved by the caller when it ends (`ai_consultations`).
 *
 * A consultation is its owner's alone. Each role is tried through supabase-js: the owner
 * saves (only as themselves), reads and deletes their own; other clients, lawyers of every
 * standing and visitors read, change and delete nothing of it; nobody but the service role
 * changes a saved call. Every bound is a named check constraint, tried here with a value
 * just past it (and accepted at it). Deleting a user takes their consultations with them.
 * A consultation is saved only for a user who chose to keep transcripts, which each user
 * chooses, reads and changes for themselves alone (`ai_lawyer_preferences`).
 *
 * Every row a test arranges or saves is removed after it.
 */
import type { PostgrestError } from '@supabase/supabase-js';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../src/database.ts';
import type { TablesInsert } from '../src/types/database.ts';
import { anonClient, env, serviceClient, signedInClient, untyped } from './support/clients.ts';
import type { FixtureRole } from './support/fixtures.ts';
import {
  afterThisTest,
  clientFor,
  deleteRow,
  placeRowTemporarily,
  readRow,
  restoreAfterThisTest,
  runCleanups,
  titled,
  type Role,
} from './support/matrix.ts';
import { createAccount, type TestAccount } from './support/notifications.ts';
import { createOwnDatabase, literal, type OwnDatabase } from './support/own-database.ts';

afterEach(runCleanups);

const { users } = env().fixtures;
const service = untyped(serviceClient());
const idOf = (role: FixtureRole): string => users[role].id;

const signedInRoles = [
  'clientA',
  'clientB',
  'pendingLawyer',
  'approvedLawyer',
  'rejectedLawyer',
] as const satisfies readonly FixtureRole[];
const nonServiceRoles = ['anon', ...signedInRoles] as const satisfies readonly Role[];

/** Another fixture user, whose consultations `role` must not reach. */
const otherUserOf = (role: Role): FixtureRole => (role === 'clientA' ? 'clientB' : 'clientA');

// ---------------------------------------------------------------------------
// Consultations
// ---------------------------------------------------------------------------
type NewConsultation = TablesInsert<'ai_consultations'> & { id: string };
/** Any JSON value, as the generated types have it. */
type Json = NewConsultation['transcript'];

/** A type, not an interface: the generated `Json` takes only what has an index signature. */
type TranscriptEntry = { speaker: string; text: string; at: string };

const second = 1000;
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * second).toISOString();

/** `count` entries taking turns, `text` each (the entry number by default). */
function transcriptOf(count: number, text?: string): TranscriptEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    speaker: i % 2 === 0 ? 'assistant' : 'user',
    text: text ?? `Entry ${i + 1}.`,
    at: secondsAgo(120 - (i % 90)),
  }));
}

/** A valid consultation of `userId`: a 90-second call that ended half a minute ago. */
function consultation(userId: string, fields: Partial<NewConsultation> = {}): NewConsultation {
  return {
    id: randomUUID(),
    user_id: userId,
    started_at: secondsAgo(120),
    ended_at: secondsAgo(30),
    duration_seconds: 90,
    end_reason: 'customer-ended-call',
    transcript: [
      { speaker: 'assistant', text: 'Namaste, how can I help you today?', at: secondsAgo(118) },
      {
        speaker: 'user',
        text: 'My landlord is keeping my deposit.\nWhat can I do?',
        at: secondsAgo(110),
      },
    ],
    ...fields,
  };
}

/** A consultation of `role`'s, stored by the service role for this test only; returns its id. */
const arrange = (role: FixtureRole, fields: Partial<NewConsultation> = {}) =>
  placeRowTemporarily('ai_consultations', consultation(idOf(role), fields));

/**
 * `role` keeps transcripts (chosen as the service role: other files may delete and restore the
 * fixture profiles, which takes the choice with them).
 */
async function keepsTranscripts(role: Role) {
  if (role === 'anon' || role === 'service') return;
  const { error } = await service
    .from('ai_lawyer_preferences')
    .upsert({ user_id: idOf(role), keep_transcripts: true }, { onConflict: 'user_id' });
  expect(error).toBeNull();
}

/** `row` saved as `role`, with the saved row asked back (as the AI module saves it). */
async function save(role: Role, row: Partial<NewConsultation>) {
  await keepsTranscripts(role);
  if (row.id) await restoreAfterThisTest('ai_consultations', row.id);
  const caller = untyped(await clientFor(role));
  return caller.from('ai_consultations').insert(row).select('*');
}

/** The ids of the consultations `role` reads; a refusal (no grant) reads as none. */
async function idsReadBy(role: Role, ids?: string[]): Promise<string[]> {
  const caller = await clientFor(role);
  let query = caller.from('ai_consultations').select('id');
  if (ids) query = query.in('id', ids);
  const { data, error } = await query;
  if (error) {
    expect(error.code, error.message).toBe('42501');
    return [];
  }
  return data.map((row) => row.id).sort();
}

/** The ids of `userId`'s consultations, as the service role sees them. */
async function storedIdsOf(userId: string): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('ai_consultations')
    .select('id')
    .eq('user_id', userId);
  expect(error).toBeNull();
  return data!.map((row) => row.id).sort();
}

const refusedForPermission = (error: PostgrestError | null) =>
  expect(error?.code, error?.message).toBe('42501');

// ---------------------------------------------------------------------------
// Saving
// ---------------------------------------------------------------------------
const NOT_KEPT = 'This consultation was not saved: you chose not to keep AI Lawyer transcripts.';

/** `account` chooses whether to keep transcripts, through the API as the dialog does. */
async function chooseToKeep(account: TestAccount, keep: boolean) {
  return untyped(await signedInClient(account))
    .from('ai_lawyer_preferences')
    .upsert({ user_id: account.id, keep_transcripts: keep }, { onConflict: 'user_id' });
}

describe('the choice to keep transcripts', () => {
  it('refuses to save a consultation of a user who has not chosen, with the sentence the dialog shows', async () => {
    const account = await createAccount('client');
    const caller = untyped(await signedInClient(account));
    const { error } = await caller.from('ai_consultations').insert(consultation(account.id));
    expect({ code: error?.code, message: error?.message }).toEqual({
      code: '42501',
      message: NOT_KEPT,
    });
  });

  it('refuses to save after the user chose not to keep transcripts, and saves once they change it', async () => {
    const account = await createAccount('client');
    const caller = untyped(await signedInClient(account));
    expect((await chooseToKeep(account, false)).error).toBeNull();
    const refused = await caller.from('ai_consultations').insert(consultation(account.id));
    expect(refused.error?.message).toBe(NOT_KEPT);

    const before = Date.now();
    expect((await chooseToKeep(account, true)).error).toBeNull();
    const { data } = await caller.from('ai_lawyer_preferences').select('*');
    expect(data).toEqual([
      { user_id: account.id, keep_transcripts: true, chosen_at: expect.any(String) },
    ]);
    expect(Date.parse(data![0].chosen_at)).toBeGreaterThanOrEqual(before - 5_000);
    const row = consultation(account.id);
    expect((await caller.from('ai_consultations').insert(row)).error).toBeNull();
    await service.from('ai_consultations').delete().eq('id', row.id);
  });

  it("each user reads and changes only their own choice; a visitor none; the time is the server's", async () => {
    const mine = await createAccount('client');
    const theirs = await createAccount('lawyer');
    await chooseToKeep(mine, true);
    await chooseToKeep(theirs, true);
    const caller = untyped(await signedInClient(mine));

    const read = await caller.from('ai_lawyer_preferences').select('user_id');
    expect(read.data).toEqual([{ user_id: mine.id }]);
    const changeTheirs = await caller
      .from('ai_lawyer_preferences')
      .update({ keep_transcripts: false })
      .eq('user_id', theirs.id)
      .select('user_id');
    expect(changeTheirs.data).toEqual([]);
    const chooseForThem = await caller
      .from('ai_lawyer_preferences')
      .insert({ user_id: theirs.id, keep_transcripts: false });
    expect(chooseForThem.error?.code).toBe('42501');
    const backdate = await caller
      .from('ai_lawyer_preferences')
      .update({ chosen_at: '2000-01-01T00:00:00Z' })
      .eq('user_id', mine.id);
    expect(backdate.error?.code).toBe('42501');
    const { data: stored } = await service
      .from('ai_lawyer_preferences')
      .select('user_id, keep_transcripts')
      .eq('user_id', theirs.id);
    expect(stored).toEqual([{ user_id: theirs.id, keep_transcripts: true }]);

    const anon = untyped(anonClient());
    expect((await anon.from('ai_lawyer_preferences').select('user_id')).error?.code).toBe('42501');
  });

  it("a user's consultation saved by the service role needs no choice (operators' tools)", async () => {
    const account = await createAccount('client');
    const row = consultation(account.id);
    expect((await service.from('ai_consultations').insert(row)).error).toBeNull();
    await service.from('ai_consultations').delete().eq('id', row.id);
  });
});

describe('saving a consultation', () => {
  it.each(signedInRoles)('%s saves a consultation of their own and reads it back', async (role) => {
    const row = consultation(idOf(role));
    const { data, error } = await save(role, row);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const stored = await readRow('ai_consultations', row.id);
    expect(data![0]).toEqual(stored);
    expect(stored).toMatchObject({
      user_id: idOf(role),
      duration_seconds: 90,
      end_reason: 'customer-ended-call',
      transcript: row.transcript,
    });
    expect(Date.parse(stored!.started_at)).toBe(Date.parse(row.started_at));
    expect(Date.parse(stored!.ended_at)).toBe(Date.parse(row.ended_at));
  });

  it('is saved as the caller when it names no user', async () => {
    const { user_id: _, ...row } = consultation(idOf('clientA'));
    const { data, error } = await save('clientA', row);
    expect(error).toBeNull();
    expect(data![0]?.user_id).toBe(idOf('clientA'));
  });

  it("carries the server's time as created_at, whatever the caller sends", async () => {
    const before = Date.now();
    const row = consultation(idOf('clientA'), { created_at: '2000-01-01T00:00:00Z' });
    const { error } = await save('clientA', row);
    expect(error).toBeNull();
    const createdAt = Date.parse((await readRow('ai_consultations', row.id))!.created_at);
    // The server's clock is this machine's; a second either way for rounding.
    expect(createdAt).toBeGreaterThanOrEqual(before - second);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + second);
  });

  it.each(signedInRoles)("%s cannot save a consultation in another user's name", async (role) => {
    const row = consultation(idOf(otherUserOf(role)));
    const { error } = await save(role, row);
    refusedForPermission(error);
    expect(await readRow('ai_consultations', row.id)).toBeNull();
  });

  it.each([
    ['naming a user', idOf('clientA')],
    ['naming no user', undefined],
  ] as const)('an anonymous visitor cannot save a consultation %s', async (_, userId) => {
    const { user_id: _ignored, ...row } = consultation(idOf('clientA'));
    const { error } = await save('anon', userId ? { ...row, user_id: userId } : row);
    refusedForPermission(error);
    expect(await readRow('ai_consultations', row.id)).toBeNull();
  });

  it('the service role saves a consultation for any user', async () => {
    const row = consultation(idOf('approvedLawyer'));
    const { error } = await save('service', row);
    expect(error).toBeNull();
    expect(await readRow('ai_consultations', row.id)).toMatchObject({
      user_id: idOf('approvedLawyer'),
    });
  });
});

// ---------------------------------------------------------------------------
// Limits: one consultation per request, 10 an hour and 30 a day per user (ADR 0019)
// ---------------------------------------------------------------------------
describe('limits on saving', () => {
  const hourMessage =
    'You have saved 10 AI consultations in the last hour. Please try again later.';
  const dayMessage = 'You have saved 30 AI consultations today. Please try again tomorrow.';
  const hoursAgo = (hours: number) => secondsAgo(hours * 3600);

  /** Saves as `role`; the rows are removed after the test. */
  async function saveMany(role: FixtureRole, count: number) {
    for (let i = 0; i < count; i++) {
      const { error } = await save(role, consultation(idOf(role)));
      expect(error, `save ${i + 1}`).toBeNull();
    }
  }

  it.each(signedInRoles)('%s cannot save several consultations in one request', async (role) => {
    // It used to store 4 rows of 200 KB per request.
    const rows = [consultation(idOf(role)), consultation(idOf(role))];
    for (const row of rows) await restoreAfterThisTest('ai_consultations', row.id);
    const { error, status } = await untyped(await clientFor(role))
      .from('ai_consultations')
      .insert(rows);
    expect(status).toBe(400);
    expect(error?.code, error?.message).toBe('21000');
    expect(error?.message).toBe(
      'An AI consultation is saved one at a time; this request held 2 of them.',
    );
    expect(await storedIdsOf(idOf(role))).toEqual([]);
  });

  it.each(['clientA', 'approvedLawyer'] as const)(
    '%s saves 10 consultations in an hour, and the 11th is refused with 429',
    async (role) => {
      // It used to take any number: 20 requests grew the database by 32 MB in 3 seconds.
      await saveMany(role, 10);
      const row = consultation(idOf(role));
      const { error, status } = await save(role, row);
      expect(status).toBe(429);
      expect(error?.code, error?.message).toBe('PT429');
      expect(error?.message).toBe(hourMessage);
      expect(await readRow('ai_consultations', row.id)).toBeNull();
      expect(await storedIdsOf(idOf(role))).toHaveLength(10);

      // Another user is not held back by it.
      const other = otherUserOf(role);
      expect((await save(other, consultation(idOf(other)))).error).toBeNull();
    },
  );

  it('counts consultations saved more than an hour ago only towards the day', async () => {
    for (let i = 0; i < 9; i++) {
      await arrange('clientB', { created_at: hoursAgo(2) });
    }
    await saveMany('clientB', 10);
    const { error } = await save('clientB', consultation(idOf('clientB')));
    expect(error?.message).toBe(hourMessage);
  });

  it('refuses the 31st consultation of a day with 429', async () => {
    for (let i = 0; i < 29; i++) {
      await arrange('clientA', { created_at: hoursAgo(2 + (i % 20)) });
    }
    // Older than a day: no longer counted.
    await arrange('clientA', { created_at: hoursAgo(25) });
    await saveMany('clientA', 1);
    const { error, status } = await save('clientA', consultation(idOf('clientA')));
    expect(status).toBe(429);
    expect(error?.code).toBe('PT429');
    expect(error?.message).toBe(dayMessage);
  });

  it('frees a slot when the owner deletes a consultation (the row is gone from the database)', async () => {
    await saveMany('clientA', 10);
    const [first] = await storedIdsOf(idOf('clientA'));
    const deleted = await (
      await clientFor('clientA')
    )
      .from('ai_consultations')
      .delete()
      .eq('id', first!);
    expect(deleted.error).toBeNull();
    expect((await save('clientA', consultation(idOf('clientA')))).error).toBeNull();
  });

  it('does not hold back the service role', async () => {
    for (let i = 0; i < 11; i++) await arrange('clientA');
    const rows = [consultation(idOf('clientA')), consultation(idOf('clientA'))];
    for (const row of rows) await restoreAfterThisTest('ai_consultations', row.id);
    const { error } = await serviceClient().from('ai_consultations').insert(rows);
    expect(error).toBeNull();
    expect(await storedIdsOf(idOf('clientA'))).toHaveLength(13);
  });
});

// ---------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------
describe('reading consultations', () => {
  /** Two consultations for every fixture user. */
  async function arrangeForEveryone(): Promise<Record<FixtureRole, string[]>> {
    const arranged = {} as Record<FixtureRole, string[]>;
    for (const role of signedInRoles) arranged[role] = [await arrange(role), await arrange(role)];
    return arranged;
  }

  it.each(signedInRoles)('%s reads exactly their own consultations', async (role) => {
    const arranged = await arrangeForEveryone();
    const read = await idsReadBy(role);
    expect(read).toEqual(await storedIdsOf(idOf(role)));
    expect(read).toEqual(expect.arrayContaining(arranged[role]));
    for (const other of signedInRoles.filter((r) => r !== role)) {
      expect(await idsReadBy(role, arranged[other]), `${other}'s consultations`).toEqual([]);
    }
  });

  it('an anonymous visitor reads no consultations', async () => {
    const arranged = await arrangeForEveryone();
    expect(await idsReadBy('anon')).toEqual([]);
    expect(await idsReadBy('anon', Object.values(arranged).flat())).toEqual([]);
  });

  it("the service role reads everyone's consultations", async () => {
    const arranged = Object.values(await arrangeForEveryone()).flat();
    expect(await idsReadBy('service', arranged)).toEqual([...arranged].sort());
  });

  it("lists the caller's consultations newest call first", async () => {
    const older = await arrange('clientB', {
      started_at: secondsAgo(7200),
      ended_at: secondsAgo(7100),
      duration_seconds: 100,
    });
    const newer = await arrange('clientB');
    const caller = await clientFor('clientB');
    const { data, error } = await caller
      .from('ai_consultations')
      .select('id')
      .in('id', [older, newer])
      .order('started_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.map((row) => row.id)).toEqual([newer, older]);
  });
});

// ---------------------------------------------------------------------------
// Changing: nobody but the service role
// ---------------------------------------------------------------------------
describe('changing a saved consultation', () => {
  const change = { end_reason: 'changed-afterwards', duration_seconds: 91 };

  it.each(signedInRoles)('%s cannot change their own consultation', async (role) => {
    const id = await arrange(role);
    const before = await readRow('ai_consultations', id);
    const caller = await clientFor(role);
    const { error } = await caller.from('ai_consultations').update(change).eq('id', id);
    refusedForPermission(error);
    expect(await readRow('ai_consultations', id)).toEqual(before);
  });

  it.each(nonServiceRoles)("%s cannot change another user's consultation", async (role) => {
    const id = await arrange(otherUserOf(role));
    const before = await readRow('ai_consultations', id);
    const caller = await clientFor(role);
    const { error } = await caller.from('ai_consultations').update(change).eq('id', id);
    refusedForPermission(error);
    expect(await readRow('ai_consultations', id)).toEqual(before);
  });

  it('the service role can change one', async () => {
    const id = await arrange('clientA');
    const { error } = await serviceClient().from('ai_consultations').update(change).eq('id', id);
    expect(error).toBeNull();
    expect(await readRow('ai_consultations', id)).toMatchObject(change);
  });
});

// ---------------------------------------------------------------------------
// Deleting
// ---------------------------------------------------------------------------
describe('deleting a consultation', () => {
  it.each(signedInRoles)('%s deletes their own consultation', async (role) => {
    const [id, kept] = [await arrange(role), await arrange(role)];
    const caller = await clientFor(role);
    const { error, count } = await caller
      .from('ai_consultations')
      .delete({ count: 'exact' })
      .eq('id', id);
    expect(error).toBeNull();
    expect(count).toBe(1);
    expect(await readRow('ai_consultations', id)).toBeNull();
    expect(await readRow('ai_consultations', kept)).not.toBeNull();
  });

  it.each(signedInRoles)(
    "%s cannot delete another user's consultation (0 rows deleted)",
    async (role) => {
      const id = await arrange(otherUserOf(role));
      const before = await readRow('ai_consultations', id);
      const caller = await clientFor(role);
      const { error, count } = await caller
        .from('ai_consultations')
        .delete({ count: 'exact' })
        .eq('id', id);
      expect(error).toBeNull();
      expect(count).toBe(0);
      expect(await readRow('ai_consultations', id)).toEqual(before);
    },
  );

  it('an anonymous visitor cannot delete a consultation', async () => {
    const id = await arrange('clientA');
    const before = await readRow('ai_consultations', id);
    const { error } = await anonClient().from('ai_consultations').delete().eq('id', id);
    refusedForPermission(error);
    expect(await readRow('ai_consultations', id)).toEqual(before);
  });

  it("the service role deletes anyone's consultation", async () => {
    const id = await arrange('clientB');
    const { error, count } = await serviceClient()
      .from('ai_consultations')
      .delete({ count: 'exact' })
      .eq('id', id);
    expect(error).toBeNull();
    expect(count).toBe(1);
    expect(await readRow('ai_consultations', id)).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// Bounds: each refused under its own name, each accepted right at the bound
// ---------------------------------------------------------------------------
describe('what a consultation may hold', () => {
  const entry = (fields: Record<string, Json | undefined>): Json => ({
    speaker: 'user',
    text: 'Hello.',
    at: secondsAgo(60),
    ...fields,
  });
  const withEntry = (fields: Record<string, Json | undefined>) => ({
    transcript: [...transcriptOf(3), entry(fields)],
  });
  const { speaker: _speaker, ...withoutSpeaker } = entry({}) as Record<string, Json>;
  /** Times `seconds` apart, the call ending half a minute ago. */
  const lasting = (seconds: number) => ({
    started_at: secondsAgo(30 + seconds),
    ended_at: secondsAgo(30),
  });
  const inAnHour = new Date(Date.now() + 3600 * second).toISOString();

  const refused: { why: string; fields: Partial<NewConsultation>; constraint: string }[] = [
    // The transcript's shape. (Not a JSON string: the local API hands it to PostgreSQL
    // unquoted, which answers 22P02, invalid JSON, before any constraint is checked; hosted
    // PostgREST stores it as a JSON string, which transcript_is_a_list refuses.)
    {
      why: 'a transcript that is an object',
      fields: { transcript: entry({}) },
      constraint: 'transcript_is_a_list',
    },
    {
      why: 'a transcript that is a number',
      fields: { transcript: 5 },
      constraint: 'transcript_is_a_list',
    },
    {
      why: 'a transcript of 501 entries',
      fields: { transcript: transcriptOf(501) },
      constraint: 'transcript_at_most_500_entries',
    },
    {
      why: 'an entry with empty text',
      fields: withEntry({ text: '' }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry with nothing visible in its text',
      fields: withEntry({ text: ' \u00A0\u200B\u3000 ' }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry with 5001 characters of text',
      fields: withEntry({ text: 'x'.repeat(5001) }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry with a control character in its text',
      fields: withEntry({ text: 'Hello\u0007.' }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry whose text is a number',
      fields: withEntry({ text: 42 }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry spoken by a lawyer',
      fields: withEntry({ speaker: 'lawyer' }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry spoken by "User" (letter case)',
      fields: withEntry({ speaker: 'User' }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry without a speaker',
      fields: { transcript: [...transcriptOf(1), withoutSpeaker] },
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry with a key of its own',
      fields: withEntry({ confidence: 0.9 }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry whose time is not a timestamp',
      fields: withEntry({ at: 'yesterday' }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry whose time is in month 13',
      fields: withEntry({ at: '2026-13-01T10:00:00Z' }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry whose time has no offset',
      fields: withEntry({ at: '2026-11-20T10:00:00' }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry whose time is milliseconds since 1970',
      fields: withEntry({ at: Date.now() }),
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry that is text',
      fields: { transcript: [...transcriptOf(2), 'Hello.'] },
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      why: 'an entry that is a list',
      fields: { transcript: [[entry({})]] },
      constraint: 'transcript_entries_are_well_formed',
    },
    {
      // 41 entries of 5000 characters: each entry is fine, the whole is over 200 KB.
      why: 'a transcript of more than 204800 bytes',
      fields: { transcript: transcriptOf(41, 'x'.repeat(5000)) },
      constraint: 'transcript_at_most_200_kb',
    },

    // Times and duration
    {
      why: 'a call that ended before it started',
      fields: { started_at: secondsAgo(30), ended_at: secondsAgo(33), duration_seconds: 0 },
      constraint: 'ended_at_not_before_started_at',
    },
    {
      why: 'a call that starts in an hour',
      fields: {
        started_at: inAnHour,
        ended_at: new Date(Date.parse(inAnHour) + 90 * second).toISOString(),
      },
      constraint: 'started_at_not_in_the_future',
    },
    {
      why: 'a call of 14401 seconds',
      fields: { ...lasting(14401), duration_seconds: 14401 },
      constraint: 'duration_seconds_between_0_and_14400',
    },
    {
      why: 'a call of -1 seconds',
      fields: { ...lasting(0), duration_seconds: -1 },
      constraint: 'duration_seconds_between_0_and_14400',
    },
    {
      why: 'a duration 6 seconds longer than the times say',
      fields: { ...lasting(90), duration_seconds: 96 },
      constraint: 'duration_seconds_matches_started_at_and_ended_at',
    },
    {
      why: 'a duration 6 seconds shorter than the times say',
      fields: { ...lasting(90), duration_seconds: 84 },
      constraint: 'duration_seconds_matches_started_at_and_ended_at',
    },

    // The end reason
    { why: 'an empty end reason', fields: { end_reason: '' }, constraint: 'end_reason_required' },
    {
      why: 'a blank end reason',
      fields: { end_reason: ' \u200B ' },
      constraint: 'end_reason_required',
    },
    {
      why: 'an end reason of 201 characters',
      fields: { end_reason: 'x'.repeat(201) },
      constraint: 'end_reason_at_most_200_chars',
    },
    {
      why: 'an end reason on two lines',
      fields: { end_reason: 'error\nstack trace' },
      constraint: 'end_reason_is_single_line_text',
    },
    {
      why: 'an end reason with a tab',
      fields: { end_reason: 'error\tdetails' },
      constraint: 'end_reason_is_single_line_text',
    },
    {
      why: 'an end reason with a line separator',
      fields: { end_reason: 'error\u2028details' },
      constraint: 'end_reason_is_single_line_text',
    },
  ];

  it.each(titled(refused, ({ why, constraint }) => `${why} is refused (${constraint})`))(
    '%s',
    async (_, { fields, constraint }) => {
      const row = consultation(idOf('clientA'), fields);
      const { error } = await save('clientA', row);
      expect(error?.code, error?.message).toBe('23514');
      expect(error?.message).toBe(
        `new row for relation "ai_consultations" violates check constraint "${constraint}"`,
      );
      expect(await readRow('ai_consultations', row.id)).toBeNull();
    },
  );

  const required = [
    'started_at',
    'ended_at',
    'duration_seconds',
    'end_reason',
    'transcript',
  ] as const;

  it.each(required)('a consultation without %s is refused (23502)', async (column) => {
    const { [column]: _, ...row } = consultation(idOf('clientA'));
    const { error } = await save('clientA', row);
    expect(error?.code, error?.message).toBe('23502');
    expect(error?.message).toContain(`null value in column "${column}"`);
    expect(await readRow('ai_consultations', row.id)).toBeNull();
  });

  const accepted: { why: string; fields: Partial<NewConsultation> }[] = [
    { why: 'the valid row every refusal above spoils', fields: {} },
    { why: 'an empty transcript (a call nobody spoke in)', fields: { transcript: [] } },
    { why: 'a transcript of 500 entries', fields: { transcript: transcriptOf(500) } },
    {
      why: 'a transcript of about 200 KB (40 entries of 5000 characters)',
      fields: { transcript: transcriptOf(40, 'x'.repeat(5000)) },
    },
    {
      why: 'entries in Hindi, on several lines, with tabs',
      fields: withEntry({ text: 'मेरे मकान मालिक ने\nजमा राशि\tनहीं लौटाई।' }),
    },
    {
      why: 'entry times with an offset and without fractions',
      fields: withEntry({ at: '2026-11-20T15:30:00+05:30' }),
    },
    { why: 'a call of 14400 seconds', fields: { ...lasting(14400), duration_seconds: 14400 } },
    { why: 'a call of 0 seconds', fields: { ...lasting(0), duration_seconds: 0 } },
    {
      why: 'a duration 5 seconds over the times',
      fields: { ...lasting(90), duration_seconds: 95 },
    },
    {
      why: 'a duration 5 seconds short of the times',
      fields: { ...lasting(90), duration_seconds: 85 },
    },
    {
      why: "a start a minute ahead of the server's clock (the caller's runs fast)",
      fields: {
        started_at: new Date(Date.now() + 60 * second).toISOString(),
        ended_at: new Date(Date.now() + 61 * second).toISOString(),
        duration_seconds: 1,
      },
    },
    { why: 'an end reason of 200 characters', fields: { end_reason: 'x'.repeat(200) } },
    { why: "the end reason 'error'", fields: { end_reason: 'error' } },
  ];

  it.each(titled(accepted, ({ why }) => `${why} is accepted`))('%s', async (_, { fields }) => {
    const row = consultation(idOf('clientA'), fields);
    const { error } = await save('clientA', row);
    expect(error).toBeNull();
    expect(await readRow('ai_consultations', row.id)).toMatchObject({
      transcript: row.transcript,
      duration_seconds: row.duration_seconds,
      end_reason: row.end_reason,
    });
  });
});

// ---------------------------------------------------------------------------
// A user's consultations go with them
// ---------------------------------------------------------------------------
describe('deleting a user', () => {
  it("takes the user's consultations with their profile, and no one else's", async () => {
    const { data, error } = await anonClient().auth.signUp({
      email: `ai-consultations-${randomBytes(4).toString('hex')}@ai.nyaya.test`,
      password: 'Consultation#Password1',
      options: { data: { full_name: 'Vidya Voice', role: 'client' } },
    });
    expect(error).toBeNull();
    const userId = data.user!.id;
    afterThisTest(() => deleteRow('profiles', userId));
    const theirs = [
      await placeRowTemporarily('ai_consultations', consultation(userId)),
      await placeRowTemporarily('ai_consultations', consultation(userId)),
    ];
    const someoneElses = await arrange('clientA');

    await deleteRow('profiles', userId);

    expect(await storedIdsOf(userId)).toEqual([]);
    for (const id of theirs) expect(await readRow('ai_consultations', id)).toBeNull();
    expect(await readRow('ai_consultations', someoneElses)).not.toBeNull();
  });

  describe('from auth.users', () => {
    // The API cannot delete an auth user on the local stack (no admin user API), so this
    // runs on a database of its own, as an operator's `delete from auth.users` would.
    let own: OwnDatabase;
    let database: OpenDatabase;

    beforeAll(async () => {
      own = await createOwnDatabase('nyaya_ai_consultations');
      database = await own.open();
    });

    afterAll(async () => {
      await database?.connection.close();
      await own?.remove();
    });

    it('takes the consultations with the profile the user had', async () => {
      const [gone, stays] = [randomUUID(), randomUUID()];
      const row = (userId: string) => {
        const { transcript, ...fields } = consultation(userId);
        return (
          `(${literal(fields.id)}, ${literal(userId)}, ${literal(fields.started_at)}, ` +
          `${literal(fields.ended_at)}, ${fields.duration_seconds}, ` +
          `${literal(fields.end_reason)}, ${literal(JSON.stringify(transcript))})`
        );
      };
      await database.runScript(`
        insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
        values (${literal(gone)}, 'authenticated', 'authenticated', 'gone@ai.nyaya.test', '{}', now(), now()),
               (${literal(stays)}, 'authenticated', 'authenticated', 'stays@ai.nyaya.test', '{}', now(), now());
        insert into public.ai_consultations
          (id, user_id, started_at, ended_at, duration_seconds, end_reason, transcript)
        values ${row(gone)}, ${row(gone)}, ${row(stays)};
        delete from auth.users where id = ${literal(gone)};
      `);
      const counts = await database.query<{ user_id: string; count: number }>(
        `select user_id::text, count(*)::int as count from public.ai_consultations group by user_id`,
      );
      expect(counts).toEqual([{ user_id: stays, count: 1 }]);
      expect(
        await database.query(`select id from public.profiles where id = ${literal(gone)}`),
      ).toEqual([]);
    });
  });
});
