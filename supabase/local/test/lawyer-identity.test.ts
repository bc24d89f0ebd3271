/**
 * What a client trusts about a lawyer changes only through review (ADR 13).
 *
 * The directory lists the values a reviewer last approved. A lawyer may edit their profile at
 * any time, but an edit to anything the directory shows (or to the bar council ID behind it)
 * sends the profile back to review, and the directory keeps the approved entry until a
 * reviewer decides; an approval covers only the version the reviewer looked at. A bar
 * council ID is plain ASCII and belongs to one lawyer who is not rejected, however it is
 * written; a picture is a public file of our own storage; and only accounts that signed up as
 * lawyers submit a verification at all. (What the migration does to existing rows:
 * lawyer-identity-migration.test.ts.)
 */
import { createClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { extractConfirmationLink, waitForEmail } from '../src/mailbox-client.ts';
import type { DatabaseClient, TablesInsert } from '../src/types/database.ts';
import { anonClient, env, serviceClient, untyped } from './support/clients.ts';
import { fixturePassword } from './support/fixtures.ts';
import {
  afterThisTest,
  clientFor,
  readRow,
  removeRowTemporarily,
  restoreAfterThisTest,
  runCleanups,
  titled,
} from './support/matrix.ts';

afterEach(runCleanups);

const { users } = env().fixtures;
const approvedLawyerId = users.approvedLawyer.id;

/** A public object of the local stack's storage (seed.sql lists http://localhost:54321). */
const localStorageUrl = (path: string) => `http://localhost:54321/storage/v1/object/public/${path}`;

/** A picture must be the lawyer's own upload to lawyer-photos (lawyer-photos.test.ts). */
const photoOf = (lawyerId: string) => `lawyer-photos/${lawyerId}/identity-test.png`;
beforeAll(async () => {
  for (const id of [approvedLawyerId, users.pendingLawyer.id]) {
    const { error } = await serviceClient()
      .storage.from('lawyer-photos')
      .upload(
        photoOf(id).replace('lawyer-photos/', ''),
        new Blob([new Uint8Array(8)], { type: 'image/png' }),
        {
          contentType: 'image/png',
          upsert: true,
        },
      );
    expect(error).toBeNull();
  }
});

/** The lawyer's entry as a visitor reads it from the directory, or null when not listed. */
async function directoryEntry(id: string) {
  const { data, error } = await anonClient()
    .from('lawyer_directory')
    .select('*')
    .eq('id', id)
    .maybeSingle();
  expect(error).toBeNull();
  return data;
}

async function barCouncilIdOf(id: string): Promise<string> {
  const row = await readRow('lawyer_profiles', id);
  if (!row) throw new Error(`No lawyer profile ${id}`);
  return row.bar_council_id;
}

/** profiles.account_type, read by the service role. */
async function accountTypeOf(id: string): Promise<string | null> {
  const { data, error } = await serviceClient()
    .from('profiles')
    .select('account_type')
    .eq('id', id)
    .single();
  expect(error).toBeNull();
  return (data as { account_type: string | null }).account_type;
}

function verification(id: string, fields: Partial<TablesInsert<'lawyer_profiles'>> = {}) {
  return {
    id,
    bar_council_id: `IDT/${randomBytes(4).toString('hex')}/2021`,
    years_experience: 4,
    expertise_areas: ['Family Law'],
    location: 'Delhi District Court',
    approval_status: 'pending',
    languages: ['hi', 'en'],
    ...fields,
  };
}

// ---------------------------------------------------------------------------
// Edits go through review
// ---------------------------------------------------------------------------
describe('an approved lawyer editing what clients trust', () => {
  const reviewedEdits: [string, Record<string, unknown>][] = [
    ['bio', { bio: 'Former Chief Justice of India. Guaranteed win.' }],
    ['hourly_rate', { hourly_rate: 100_000 }],
    ['years_experience', { years_experience: 40 }],
    ['expertise_areas', { expertise_areas: ['Criminal Law'] }],
    ['location', { location: 'Supreme Court of India' }],
    ['profile_picture_url', { profile_picture_url: localStorageUrl(photoOf(approvedLawyerId)) }],
    ['bar_council_id', { bar_council_id: 'D/7777/2001' }],
  ];

  it.each(
    titled(
      reviewedEdits,
      ([field]) => `changing ${field} goes back to review; the directory keeps the approved entry`,
    ),
  )('%s', async (_, [, change]) => {
    await restoreAfterThisTest('lawyer_profiles', approvedLawyerId);
    const listed = await directoryEntry(approvedLawyerId);
    expect(listed, 'the approved lawyer is listed').not.toBeNull();

    const lawyer = untyped(await clientFor('approvedLawyer'));
    const { error } = await lawyer
      .from('lawyer_profiles')
      .update(change)
      .eq('id', approvedLawyerId);
    expect(error).toBeNull();

    expect(await readRow('lawyer_profiles', approvedLawyerId)).toMatchObject({
      ...change,
      approval_status: 'pending',
    });
    expect(await directoryEntry(approvedLawyerId)).toEqual(listed);
  });

  it('renaming themselves after another listed lawyer, with a new bio and rate, changes nothing in the directory', async () => {
    // Registered first so it runs last, after the profile's name is back.
    await restoreAfterThisTest('lawyer_profiles', approvedLawyerId);
    await restoreAfterThisTest('profiles', approvedLawyerId);
    const listed = await directoryEntry(approvedLawyerId);
    const impersonated = 'Arjun Malhotra'; // a seed.sql lawyer, listed
    const lawyer = await clientFor('approvedLawyer');

    const renamed = await lawyer
      .from('profiles')
      .update({ full_name: impersonated })
      .eq('id', approvedLawyerId);
    expect(renamed.error).toBeNull();
    const edited = await lawyer
      .from('lawyer_profiles')
      .update({ bio: 'Former Chief Justice of India. Guaranteed win.', hourly_rate: 100_000 })
      .eq('id', approvedLawyerId);
    expect(edited.error).toBeNull();

    expect(await readRow('lawyer_profiles', approvedLawyerId)).toMatchObject({
      name: impersonated,
      approval_status: 'pending',
    });
    expect(await directoryEntry(approvedLawyerId)).toEqual(listed);
    const { data, error } = await anonClient().rpc('search_lawyer_directory', {
      search: impersonated,
    });
    expect(error).toBeNull();
    expect(data!.map((row) => row.name)).toEqual([impersonated]);
    expect(data!.map((row) => row.id)).not.toContain(approvedLawyerId);
  });

  it('a reviewer approving the changes publishes them', async () => {
    await restoreAfterThisTest('lawyer_profiles', approvedLawyerId);
    const lawyer = await clientFor('approvedLawyer');
    const bio = 'Family and tax matters in Delhi; twenty years of mediation.';
    expect(
      (await lawyer.from('lawyer_profiles').update({ bio }).eq('id', approvedLawyerId)).error,
    ).toBeNull();

    const { error } = await serviceClient().rpc('set_lawyer_approval', {
      lawyer_id: approvedLawyerId,
      decision: 'approved',
    });
    expect(error).toBeNull();
    expect(await directoryEntry(approvedLawyerId)).toMatchObject({ bio });
  });

  it.each(['rejected', 'reverify'])(
    'a reviewer deciding %s takes the lawyer out of the directory',
    async (decision) => {
      await restoreAfterThisTest('lawyer_profiles', approvedLawyerId);
      const lawyer = await clientFor('approvedLawyer');
      const edit = await lawyer
        .from('lawyer_profiles')
        .update({ hourly_rate: 501 })
        .eq('id', approvedLawyerId);
      expect(edit.error).toBeNull();

      const { error } = await serviceClient().rpc('set_lawyer_approval', {
        lawyer_id: approvedLawyerId,
        decision,
      });
      expect(error).toBeNull();
      expect(await directoryEntry(approvedLawyerId)).toBeNull();
    },
  );
});

// ---------------------------------------------------------------------------
// A reviewer approves the version they looked at
// ---------------------------------------------------------------------------
describe('a reviewer approving a version of the profile', () => {
  /** The profile's version: its updated_at, as the API returns it. */
  async function versionOf(id: string): Promise<string> {
    const row = await readRow('lawyer_profiles', id);
    if (!row) throw new Error(`No lawyer profile ${id}`);
    return row.updated_at;
  }

  async function editBio(bio: string) {
    const lawyer = await clientFor('approvedLawyer');
    const { error } = await lawyer
      .from('lawyer_profiles')
      .update({ bio })
      .eq('id', approvedLawyerId);
    expect(error).toBeNull();
  }

  it('is refused when the lawyer has edited the profile since, and the directory keeps the approved entry', async () => {
    await restoreAfterThisTest('lawyer_profiles', approvedLawyerId);
    const listed = await directoryEntry(approvedLawyerId);
    await editBio('Family and tax matters in Delhi.');
    const reviewed = await versionOf(approvedLawyerId);

    // Between the reviewer's look and the click:
    await editBio('Former Chief Justice of India. Guaranteed win.');

    const { error, status } = await serviceClient().rpc('set_lawyer_approval', {
      lawyer_id: approvedLawyerId,
      decision: 'approved',
      reviewed_version: reviewed,
    });
    expect(status).toBe(409);
    expect(error?.code, error?.message).toBe('PT409');
    expect(error?.hint).toBe('changed_since_review');
    expect(error?.message).toMatch(
      /^The lawyer has changed the profile since the version reviewed/,
    );
    expect(await readRow('lawyer_profiles', approvedLawyerId)).toMatchObject({
      bio: 'Former Chief Justice of India. Guaranteed win.',
      approval_status: 'pending',
    });
    expect(await directoryEntry(approvedLawyerId)).toEqual(listed);
  });

  it('publishes the version reviewed when it is still the profile', async () => {
    await restoreAfterThisTest('lawyer_profiles', approvedLawyerId);
    const bio = 'Property disputes and tenancy, Delhi High Court.';
    await editBio(bio);

    const { error } = await serviceClient().rpc('set_lawyer_approval', {
      lawyer_id: approvedLawyerId,
      decision: 'approved',
      reviewed_version: await versionOf(approvedLawyerId),
    });
    expect(error).toBeNull();
    expect(await readRow('lawyer_profiles', approvedLawyerId)).toMatchObject({
      approval_status: 'approved',
    });
    expect(await directoryEntry(approvedLawyerId)).toMatchObject({ bio });
  });
});

// ---------------------------------------------------------------------------
// Bar council IDs
// ---------------------------------------------------------------------------
describe('bar council IDs', () => {
  const pendingId = users.pendingLawyer.id;

  function expectTaken(error: { code: string; message: string } | null) {
    expect(error?.code, error?.message).toBe('23505');
    expect(error?.message).toMatch(/^Bar council ID .* is already registered to another lawyer\.$/);
  }

  it('a lawyer cannot take the ID an approved lawyer holds, whatever its letter case', async () => {
    const before = await restoreAfterThisTest('lawyer_profiles', pendingId);
    const taken = (await barCouncilIdOf(approvedLawyerId)).toLowerCase();
    const lawyer = await clientFor('pendingLawyer');
    const { error } = await lawyer
      .from('lawyer_profiles')
      .update({ bar_council_id: taken })
      .eq('id', pendingId);
    expectTaken(error);
    expect(await readRow('lawyer_profiles', pendingId)).toEqual(before);
  });

  it('a new verification cannot use an ID another lawyer holds', async () => {
    await removeRowTemporarily('lawyer_profiles', pendingId);
    const row = verification(pendingId, { bar_council_id: await barCouncilIdOf(approvedLawyerId) });
    const { error } = await (await clientFor('pendingLawyer')).from('lawyer_profiles').insert(row);
    expectTaken(error);
    expect(await readRow('lawyer_profiles', pendingId)).toBeNull();
  });

  it('reviewers are held to it too', async () => {
    const before = await restoreAfterThisTest('lawyer_profiles', pendingId);
    const { error } = await serviceClient()
      .from('lawyer_profiles')
      .update({ bar_council_id: await barCouncilIdOf(approvedLawyerId) })
      .eq('id', pendingId);
    expect(error?.code, error?.message).toBe('23505');
    expect(await readRow('lawyer_profiles', pendingId)).toEqual(before);
  });

  it.each([
    ['spaces', (id: string) => id.replaceAll('/', ' ')],
    ['hyphens, lower case', (id: string) => id.replaceAll('/', '-').toLowerCase()],
    ['dots and brackets', (id: string) => `(${id.replaceAll('/', '.')})`],
    ['no separators', (id: string) => id.replaceAll('/', '')],
  ])(
    'a lawyer cannot take the ID an approved lawyer holds written with other separators: %s',
    async (_, rewrite) => {
      const before = await restoreAfterThisTest('lawyer_profiles', pendingId);
      const lookAlike = rewrite(await barCouncilIdOf(approvedLawyerId));
      const lawyer = await clientFor('pendingLawyer');
      const { error } = await lawyer
        .from('lawyer_profiles')
        .update({ bar_council_id: lookAlike })
        .eq('id', pendingId);
      expectTaken(error);
      expect(await readRow('lawyer_profiles', pendingId)).toEqual(before);
    },
  );

  it.each([
    ['a zero-width space', (id: string) => id.replace('/', '/\u200B')],
    [
      'full-width digits',
      (id: string) => id.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d))),
    ],
    ['a Cyrillic letter', (id: string) => id.replace(/I/, '\u0406')],
    ['a no-break space', (id: string) => id.replace('/', '\u00A0')],
    ['an underscore', (id: string) => id.replace('/', '_')],
  ])('an ID with %s is refused', async (_, rewrite) => {
    const before = await restoreAfterThisTest('lawyer_profiles', pendingId);
    const lookAlike = rewrite(await barCouncilIdOf(approvedLawyerId));
    const lawyer = await clientFor('pendingLawyer');
    const { error } = await lawyer
      .from('lawyer_profiles')
      .update({ bar_council_id: lookAlike })
      .eq('id', pendingId);
    expect(error?.code, error?.message).toBe('23514');
    expect(error?.message).toContain(
      'violates check constraint "bar_council_id_uses_plain_characters"',
    );
    expect(await readRow('lawyer_profiles', pendingId)).toEqual(before);
  });

  it('an ID of letters, digits and the usual separators is accepted', async () => {
    await restoreAfterThisTest('lawyer_profiles', pendingId);
    const id = 'MAH/1234/2010 (A-1.2)';
    const lawyer = await clientFor('pendingLawyer');
    const { error } = await lawyer
      .from('lawyer_profiles')
      .update({ bar_council_id: id })
      .eq('id', pendingId);
    expect(error).toBeNull();
    expect(await readRow('lawyer_profiles', pendingId)).toMatchObject({ bar_council_id: id });
  });

  it('an ID held only by a rejected lawyer may be used', async () => {
    await restoreAfterThisTest('lawyer_profiles', pendingId);
    const rejectedsId = await barCouncilIdOf(users.rejectedLawyer.id);
    const lawyer = await clientFor('pendingLawyer');
    const { error } = await lawyer
      .from('lawyer_profiles')
      .update({ bar_council_id: rejectedsId })
      .eq('id', pendingId);
    expect(error).toBeNull();
    expect(await readRow('lawyer_profiles', pendingId)).toMatchObject({
      bar_council_id: rejectedsId,
    });
  });

  it('a rejected lawyer cannot resubmit with an ID another lawyer has taken since', async () => {
    const rejectedId = users.rejectedLawyer.id;
    await restoreAfterThisTest('lawyer_profiles', pendingId);
    const before = await restoreAfterThisTest('lawyer_profiles', rejectedId);
    const taken = await serviceClient()
      .from('lawyer_profiles')
      .update({ bar_council_id: before!.bar_council_id })
      .eq('id', pendingId);
    expect(taken.error).toBeNull();

    const lawyer = await clientFor('rejectedLawyer');
    const { error } = await lawyer
      .from('lawyer_profiles')
      .update({ approval_status: 'pending' })
      .eq('id', rejectedId);
    expectTaken(error);
    expect(await readRow('lawyer_profiles', rejectedId)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------
// Profile pictures
// ---------------------------------------------------------------------------
describe('profile pictures', () => {
  const lawyerId = users.pendingLawyer.id;

  async function setPicture(url: string) {
    const lawyer = await clientFor('pendingLawyer');
    return lawyer.from('lawyer_profiles').update({ profile_picture_url: url }).eq('id', lawyerId);
  }

  it.each([
    localStorageUrl(photoOf(users.pendingLawyer.id)),
    `http://127.0.0.1:54321/storage/v1/object/public/${photoOf(users.pendingLawyer.id)}`,
  ])('a public file of our storage is accepted: %s', async (url) => {
    await restoreAfterThisTest('lawyer_profiles', lawyerId);
    const { error } = await setPicture(url);
    expect(error).toBeNull();
    expect(await readRow('lawyer_profiles', lawyerId)).toMatchObject({ profile_picture_url: url });
  });

  it('an empty picture is stored as none', async () => {
    await restoreAfterThisTest('lawyer_profiles', lawyerId);
    expect((await setPicture(localStorageUrl(photoOf(lawyerId)))).error).toBeNull();
    expect((await setPicture('  ')).error).toBeNull();
    expect(await readRow('lawyer_profiles', lawyerId)).toMatchObject({ profile_picture_url: null });
  });

  it.each([
    'https://tracker.example/pixel.gif',
    'http://example.com/me.png',
    'javascript:alert(1)',
    'https://project.supabase.co/storage/v1/object/sign/avatars/a.png?token=x',
    'https://localhost:54321@tracker.example/storage/v1/object/public/avatars/a.png',
    'http://localhost:54321/storage/v1/object/public/avatars/../../../../rest/v1/x',
    'http://localhost:54321/storage/v1/object/public/avatars/%2e%2e/x.png',
    'http://localhost:54321/storage/v1/object/public/avatars/a.png#https://tracker.example',
  ])('%s is refused: not a public storage URL', async (url) => {
    const before = await restoreAfterThisTest('lawyer_profiles', lawyerId);
    const { error } = await setPicture(url);
    expect(error?.code, error?.message).toBe('23514');
    expect(error?.message).toContain(
      'violates check constraint "profile_picture_url_is_public_storage_url"',
    );
    expect(await readRow('lawyer_profiles', lawyerId)).toEqual(before);
  });

  it.each([
    'https://tracker.example/storage/v1/object/public/avatars/pixel.gif',
    'http://localhost:9999/storage/v1/object/public/avatars/a.png',
  ])('%s is refused: not our storage', async (url) => {
    const before = await restoreAfterThisTest('lawyer_profiles', lawyerId);
    const { error } = await setPicture(url);
    expect(error?.code, error?.message).toBe('22023');
    expect(error?.message).toMatch(/^A profile picture must be uploaded to NyayaConnect's storage/);
    expect(await readRow('lawyer_profiles', lawyerId)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------
// Who may submit a verification
// ---------------------------------------------------------------------------
const siteUrl = 'http://localhost:3000';
const signUpPassword = 'Identity#Password1';

function freshClient(): DatabaseClient {
  return createClient(env().apiUrl, env().publishableKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@identity.nyaya.test`;
}

/** Signs up through the auth API with `data` as the user metadata; returns the user's id. */
async function signUp(email: string, data: Record<string, string>): Promise<string> {
  const { data: result, error } = await freshClient().auth.signUp({
    email,
    password: signUpPassword,
    options: { data, emailRedirectTo: siteUrl },
  });
  expect(error).toBeNull();
  return result.user!.id;
}

/** Follows the e-mailed confirmation link, then signs in with a client of its own. */
async function confirmAndSignIn(email: string): Promise<DatabaseClient> {
  const link = extractConfirmationLink(
    await waitForEmail(email, { mailUrl: env().mailUrl, timeoutMs: 30_000 }),
  );
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
  const client = freshClient();
  const { error } = await client.auth.signInWithPassword({ email, password: signUpPassword });
  expect(error).toBeNull();
  return client;
}

describe('who may submit a lawyer verification', () => {
  it.each(['clientA', 'clientB'] as const)(
    '%s, who signed up as a client, cannot',
    async (role) => {
      const id = users[role].id;
      await restoreAfterThisTest('lawyer_profiles', id);
      const { error } = await (
        await clientFor(role)
      )
        .from('lawyer_profiles')
        .insert(verification(id));
      expect(error?.code, error?.message).toBe('42501');
      expect(error?.message).toBe(
        'Only accounts that signed up as lawyers can submit a lawyer verification.',
      );
      expect(await readRow('lawyer_profiles', id)).toBeNull();
    },
  );

  it('a client who writes role lawyer into their user metadata still cannot', async () => {
    const { id, email } = users.clientA;
    // A session of its own: updateUser needs one, not just an access token.
    const client = freshClient();
    expect(
      (await client.auth.signInWithPassword({ email, password: fixturePassword })).error,
    ).toBeNull();
    const changed = await client.auth.updateUser({ data: { role: 'lawyer' } });
    expect(changed.error).toBeNull();
    afterThisTest(async () => {
      const { error } = await client.auth.updateUser({ data: { role: 'client' } });
      expect(error).toBeNull();
    });
    await restoreAfterThisTest('lawyer_profiles', id);

    const { error } = await client.from('lawyer_profiles').insert(verification(id));
    expect(error?.code, error?.message).toBe('42501');
    expect(await readRow('lawyer_profiles', id)).toBeNull();
    expect(await accountTypeOf(id)).toBe('client');
  });

  it('nobody changes their own account type', async () => {
    const id = users.clientA.id;
    const before = await restoreAfterThisTest('profiles', id);
    const client = untyped(await clientFor('clientA'));
    const { error } = await client.from('profiles').update({ account_type: 'lawyer' }).eq('id', id);
    expect(error?.code, error?.message).toBe('42501');
    expect(await readRow('profiles', id)).toEqual(before);
    expect(await accountTypeOf(id)).toBe('client');
  });

  it('an account that signed up as a lawyer can', async () => {
    const id = users.pendingLawyer.id;
    await removeRowTemporarily('lawyer_profiles', id);
    const row = verification(id);
    const { error } = await (await clientFor('pendingLawyer')).from('lawyer_profiles').insert(row);
    expect(error).toBeNull();
    expect(await readRow('lawyer_profiles', id)).toMatchObject({
      bar_council_id: row.bar_council_id,
    });
  });

  it.each(['client', 'lawyer'])('signing up as a %s records that account type', async (role) => {
    const id = await signUp(uniqueEmail(role), {
      full_name: 'Type Recorded',
      role,
      phone: '9123456780',
    });
    expect(await accountTypeOf(id)).toBe(role);
  });

  it('after a sign-up without a role (Google), the first role written is the account type, and only the first', async () => {
    const email = uniqueEmail('google');
    const id = await signUp(email, { full_name: 'Gauri Google' });
    expect(await accountTypeOf(id)).toBeNull();

    const user = await confirmAndSignIn(email);
    expect((await user.auth.updateUser({ data: { role: 'lawyer' } })).error).toBeNull();
    expect(await accountTypeOf(id)).toBe('lawyer');
    expect((await user.auth.updateUser({ data: { role: 'client' } })).error).toBeNull();
    expect(await accountTypeOf(id)).toBe('lawyer');

    await restoreAfterThisTest('lawyer_profiles', id);
    const { error } = await user.from('lawyer_profiles').insert(verification(id));
    expect(error).toBeNull();
  });
});
