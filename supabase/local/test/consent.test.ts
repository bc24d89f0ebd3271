/**
 * Consent to the privacy notice and the terms (docs/product/privacy.md), through the API as each
 * role: a sign-up that ticked the box is recorded with the current versions and the time; one
 * that did not (or sent an old version) has none and is asked; a new version asks again those
 * who agreed to an older one; only the current versions can be agreed to; each person reads only
 * their own records and nobody writes them directly. The versions the database holds are the
 * ones the site's legal pages show. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.ts';
import { anonClient, serviceClient, signedInClient, untyped } from './support/clients.ts';
import { fixturePassword } from './support/fixtures.ts';
import {
  closeDatabase,
  createAccount,
  literal,
  run,
  type TestAccount,
} from './support/notifications.ts';

const anon = () => untyped(anonClient());
const api = async (account: TestAccount): Promise<SupabaseClient> =>
  untyped(await signedInClient(account));

const changedSinceOpened =
  'The privacy notice or the terms have changed since this page was opened. Reload the page to read the current versions.';

let current: { privacy: string; terms: string };

interface ConsentRow extends Record<string, unknown> {
  document: string;
  version: string;
  given_at: string;
  accepted_at: Date;
}

const consentsOf = (userId: string) =>
  run<ConsentRow>(`
    select document, version, given_at, accepted_at from public.legal_consents
     where user_id = ${literal(userId)} order by document, accepted_at`);

/** Signs up through the auth API, as the sign-up form does, with `metadata`. */
async function signUp(metadata: Record<string, unknown>): Promise<string> {
  const email = `consent-${randomBytes(4).toString('hex')}@fixtures.nyaya.test`;
  const { data, error } = await anonClient().auth.signUp({
    email,
    password: fixturePassword,
    options: { data: { full_name: 'Kavya Consent', role: 'client', ...metadata } },
  });
  expect(error).toBeNull();
  return data.user!.id;
}

beforeAll(async () => {
  const rows = await run<{ document: 'privacy' | 'terms'; version: string }>(`
    select distinct on (document) document, version from public.legal_notices
     order by document, string_to_array(version, '.')::int[] desc`);
  current = Object.fromEntries(rows.map((row) => [row.document, row.version])) as typeof current;
});

afterAll(closeDatabase);

describe('the published versions', () => {
  it.each(['privacy', 'terms'] as const)(
    'are the versions the site shows on its %s page, in each language',
    async (document) => {
      for (const language of ['en', 'hi']) {
        const file = `${repoRoot}/shell/src/features/legal/content/${document}.${language}.json`;
        const page = JSON.parse(await readFile(file, 'utf8')) as { version: string };
        expect(page.version, file).toBe(current[document]);
      }
    },
  );

  it('are public, and nobody writes them through the API', async () => {
    const { data, error } = await anon().from('legal_notices').select('document, version');
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.arrayContaining([
        { document: 'privacy', version: current.privacy },
        { document: 'terms', version: current.terms },
      ]),
    );
    const client = await api(await createAccount('client'));
    for (const caller of [anon(), client, untyped(serviceClient())]) {
      const insert = await caller
        .from('legal_notices')
        .insert({ document: 'privacy', version: '99.0', effective_date: '2030-01-01' });
      expect(insert.error?.code).toBe('42501');
    }
  });
});

describe('consent at sign-up', () => {
  it('records the ticked box with the current versions and the time', async () => {
    const before = Date.now();
    const id = await signUp({ consent: current });
    const rows = await consentsOf(id);
    expect(
      rows.map(({ document, version, given_at }) => ({ document, version, given_at })),
    ).toEqual([
      { document: 'privacy', version: current.privacy, given_at: 'sign_up' },
      { document: 'terms', version: current.terms, given_at: 'sign_up' },
    ]);
    for (const row of rows)
      expect(row.accepted_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it.each([
    ['no consent (a Google sign-up, or a direct call)', {}],
    ['an old version of the notice', { consent: { privacy: '1.0', terms: '1.0' } }],
    ['only the terms', { consent: { terms: '1.0' } }],
    ['a malformed consent', { consent: 'yes' }],
  ])('records nothing for a sign-up with %s', async (_case, metadata) => {
    const id = await signUp(metadata);
    expect(await consentsOf(id)).toEqual([]);
  });
});

describe('asking again', () => {
  let unconsented: TestAccount;
  let agreedToOld: TestAccount;

  beforeAll(async () => {
    unconsented = await createAccount('client', { fullName: 'Gaurav Google' });
    agreedToOld = await createAccount('lawyer', { fullName: 'Oormila Older' });
    await run(`
      insert into public.legal_consents (user_id, document, version, given_at, accepted_at)
      values (${literal(agreedToOld.id)}, 'privacy', '1.0', 'sign_up', now() - interval '30 days'),
             (${literal(agreedToOld.id)}, 'terms', ${literal(current.terms)}, 'sign_up',
              now() - interval '30 days');`);
  });

  it('lists both current notices for an account that never agreed', async () => {
    const { data, error } = await (await api(unconsented)).rpc('pending_legal_notices');
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        document: 'privacy',
        version: current.privacy,
        agreed_before: false,
      }),
      expect.objectContaining({ document: 'terms', version: current.terms, agreed_before: false }),
    ]);
  });

  it('lists only the changed notice, as changed, for one who agreed to an older version', async () => {
    const { data } = await (await api(agreedToOld)).rpc('pending_legal_notices');
    expect(data).toEqual([
      expect.objectContaining({
        document: 'privacy',
        version: current.privacy,
        agreed_before: true,
      }),
    ]);
  });

  it('lists nothing for a visitor', async () => {
    const { data, error } = await anon().rpc('pending_legal_notices');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('refuses agreement to anything but the current versions, with the sentence the site shows', async () => {
    const client = await api(unconsented);
    for (const versions of [
      { privacy_version: '1.0', terms_version: current.terms },
      { privacy_version: current.privacy, terms_version: '9.9' },
      { privacy_version: null, terms_version: null },
      // The terms were shown too, and not agreed to.
      { privacy_version: current.privacy },
    ]) {
      const { error } = await client.rpc('accept_legal_notices', versions);
      expect({ code: error?.code, message: error?.message }).toEqual({
        code: '22023',
        message: changedSinceOpened,
      });
    }
    expect(await consentsOf(unconsented.id)).toEqual([]);
  });

  it('records the agreement to what was shown, after which nothing is asked; the older record stays', async () => {
    const client = await api(agreedToOld);
    // Only the privacy notice was shown: the terms are agreed to in their current version.
    const { error } = await client.rpc('accept_legal_notices', {
      privacy_version: current.privacy,
    });
    expect(error).toBeNull();
    expect((await client.rpc('pending_legal_notices')).data).toEqual([]);
    expect(
      (await consentsOf(agreedToOld.id)).map(({ document, version, given_at }) => [
        document,
        version,
        given_at,
      ]),
    ).toEqual([
      ['privacy', '1.0', 'sign_up'],
      ['privacy', current.privacy, 'asked_again'],
      ['terms', current.terms, 'sign_up'],
    ]);
    // Agreeing twice changes nothing.
    expect(
      (
        await client.rpc('accept_legal_notices', {
          privacy_version: current.privacy,
          terms_version: current.terms,
        })
      ).error,
    ).toBeNull();
    expect(await consentsOf(agreedToOld.id)).toHaveLength(3);
  });

  it('refuses a visitor', async () => {
    const { error } = await anon().rpc('accept_legal_notices', {
      privacy_version: current.privacy,
      terms_version: current.terms,
    });
    expect(error?.code).toBe('42501');
  });
});

describe('who sees and writes consent records', () => {
  it('each person reads only their own; nobody inserts, changes or deletes them', async () => {
    const mine = await createAccount('client');
    const theirs = await createAccount('client');
    for (const account of [mine, theirs]) {
      await (
        await api(account)
      ).rpc('accept_legal_notices', {
        privacy_version: current.privacy,
        terms_version: current.terms,
      });
    }
    const client = await api(mine);
    const { data } = await client.from('legal_consents').select('user_id, document');
    expect(new Set(data?.map((row: { user_id: string }) => row.user_id))).toEqual(
      new Set([mine.id]),
    );
    expect(data).toHaveLength(2);

    expect((await anon().from('legal_consents').select('id')).error?.code).toBe('42501');
    const insert = await client.from('legal_consents').insert({
      user_id: mine.id,
      document: 'privacy',
      version: '1.0',
      given_at: 'sign_up',
    });
    expect(insert.error?.code).toBe('42501');
    const update = await client
      .from('legal_consents')
      .update({ version: '1.0' })
      .eq('user_id', mine.id);
    expect(update.error?.code).toBe('42501');
    const remove = await client.from('legal_consents').delete().eq('user_id', mine.id);
    expect(remove.error?.code).toBe('42501');
    expect(await consentsOf(mine.id)).toHaveLength(2);
  });
});
