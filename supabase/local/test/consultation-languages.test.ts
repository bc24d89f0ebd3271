/**
 * The languages a lawyer consults in (docs/product/languages.md, docs/product/lawyer-portal.md):
 * the lawyer sets their own, a reviewer sees them and approves them with the rest of the
 * listing, the directory lists and filters by them, and the database refuses what is not one of
 * the 23 codes. Also: the language a sign-up sends in its metadata is the language of the new
 * account's e-mails.
 *
 * Every lawyer here is this file's own (createAccount, a random tag in the name); directory
 * searches name that tag, so other files' lawyers never enter the counts.
 */
import { createClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import type { Database, DatabaseClient, FunctionRow } from '../src/types/database.ts';
import { formatLanguages, formatLawyerProfile } from '../src/reviewer/format.ts';
import { findAccountByEmail, findLawyerProfile } from '../src/reviewer/repository.ts';
import { anonClient, env, serviceClient, signedInClient, untyped } from './support/clients.ts';
import { createAccount, literal, run, type TestAccount } from './support/notifications.ts';

const service = serviceClient();

const CODES = [
  'en',
  'hi',
  'bn',
  'te',
  'mr',
  'ta',
  'ur',
  'gu',
  'kn',
  'ml',
  'or',
  'pa',
  'as',
  'mai',
  'sat',
  'ks',
  'ne',
  'kok',
  'sd',
  'doi',
  'mni',
  'brx',
  'sa',
];

let reviewer: TestAccount;
let client: TestAccount;

beforeAll(async () => {
  reviewer = await createAccount('client', { fullName: `Vani Reviewer ${tag()}` });
  const { error } = await service.rpc('grant_staff_capability', {
    user_id: reviewer.id,
    capability: 'reviewer',
  });
  expect(error).toBeNull();
  client = await createAccount('client');
});

function tag(): string {
  return randomBytes(4).toString('hex');
}

/** The listed lawyers this file made (see afterAll). */
const listedLawyers: string[] = [];

/** An approved, listed lawyer of this file's own, consulting in English and Hindi. */
async function listedLawyer(): Promise<TestAccount & { tag: string }> {
  const own = tag();
  const account = await createAccount('lawyer', { fullName: `Lipi Lingua ${own}` });
  listedLawyers.push(account.id);
  return { ...account, tag: own };
}

// A listed lawyer left with a change waiting for review stays in the directory while its
// profile is pending; other files compare the directory with the approved profiles, so the
// changes made here are approved before the file ends.
afterAll(async () => {
  const { data, error } = await service
    .from('lawyer_profiles')
    .select('id')
    .in('id', listedLawyers)
    .eq('approval_status', 'pending');
  expect(error).toBeNull();
  for (const { id } of data!) await approve(id);
});

async function profileOf(id: string) {
  const { data, error } = await service
    .from('lawyer_profiles')
    .select('languages, approval_status, updated_at')
    .eq('id', id)
    .single();
  expect(error).toBeNull();
  return data!;
}

async function listedLanguages(id: string): Promise<string[] | null> {
  const { data, error } = await anonClient()
    .from('lawyer_directory')
    .select('languages')
    .eq('id', id)
    .maybeSingle();
  expect(error).toBeNull();
  return data?.languages ?? null;
}

async function setLanguages(caller: DatabaseClient, id: string, languages: unknown) {
  return untyped(caller).from('lawyer_profiles').update({ languages }).eq('id', id).select('id');
}

/** The approval the reviewers' tool makes: of the version just read. */
async function approve(id: string) {
  const { updated_at } = await profileOf(id);
  const { error } = await service.rpc('set_lawyer_approval', {
    lawyer_id: id,
    decision: 'approved',
    reviewed_version: updated_at,
  });
  expect(error).toBeNull();
}

async function queueRow(lawyerId: string) {
  const api = await signedInClient(reviewer);
  let after: { submitted_at: string; id: string } | null = null;
  for (let page = 0; page < 100; page++) {
    const cursor = after ? { after_submitted_at: after.submitted_at, after_id: after.id } : {};
    const { data, error } = await api.rpc('verification_queue', { page_size: 100, ...cursor });
    expect(error).toBeNull();
    const rows: FunctionRow<'verification_queue'>[] = data ?? [];
    const found = rows.find((row) => row.id === lawyerId);
    if (found) return found;
    if (rows.length === 0) return null;
    after = rows[rows.length - 1]!;
  }
  return null;
}

// ---------------------------------------------------------------------------
// The vocabulary
// ---------------------------------------------------------------------------
describe('the 23 consultation languages', () => {
  it('public.consultation_languages() lists them for everyone, in order', async () => {
    for (const caller of [anonClient(), await signedInClient(client), service]) {
      const { data, error } = await caller.rpc('consultation_languages');
      expect(error).toBeNull();
      expect(data).toEqual(CODES);
    }
  });

  it("the reviewers' tool names every one of them", () => {
    for (const code of CODES) expect(formatLanguages([code])).toMatch(/^[A-Z][a-z]+ \([a-z]+\)$/);
    expect(formatLanguages(['hi', 'en'])).toBe('Hindi (hi), English (en)');
    expect(formatLanguages([])).toBe('(none)');
  });
});

// ---------------------------------------------------------------------------
// Who sets them
// ---------------------------------------------------------------------------
describe('a lawyer sets the languages they consult in', () => {
  it('as part of the listing: the directory keeps the approved ones until a reviewer approves the change', async () => {
    const lawyer = await listedLawyer();
    expect(await listedLanguages(lawyer.id)).toEqual(['en', 'hi']);

    const own = await signedInClient(lawyer);
    const edited = await setLanguages(own, lawyer.id, ['hi', 'en', 'brx']);
    expect(edited.error).toBeNull();
    expect(edited.data).toHaveLength(1);
    const submitted = await profileOf(lawyer.id);
    expect(submitted).toMatchObject({ languages: ['hi', 'en', 'brx'], approval_status: 'pending' });
    // The lawyer reads their own row as they left it.
    const mine = await own.from('lawyer_profiles').select('languages').eq('id', lawyer.id).single();
    expect(mine.data).toEqual({ languages: ['hi', 'en', 'brx'] });

    // Still listed as approved, and not found by the language not yet approved.
    expect(await listedLanguages(lawyer.id)).toEqual(['en', 'hi']);
    const before = await anonClient().rpc('search_lawyer_directory', {
      search: lawyer.tag,
      language: 'brx',
    });
    expect(before.error).toBeNull();
    expect(before.data).toEqual([]);

    // The reviewer sees what is submitted and what is listed, in the console and in the
    // reviewers' tool.
    const account = await findAccountByEmail(service, lawyer.email);
    const shown = formatLawyerProfile(account!, (await findLawyerProfile(service, lawyer.id))!);
    expect(shown).toMatch(
      /^Languages\s+Hindi \(hi\), English \(en\), Bodo \(brx\) \(changed; listed now: English \(en\), Hindi \(hi\)\)$/m,
    );
    const row = await queueRow(lawyer.id);
    expect(row).toMatchObject({
      languages: ['hi', 'en', 'brx'],
      listed: expect.objectContaining({ languages: ['en', 'hi'] }),
    });

    await approve(lawyer.id);
    expect(await listedLanguages(lawyer.id)).toEqual(['hi', 'en', 'brx']);
    const after = await anonClient().rpc('search_lawyer_directory', {
      search: lawyer.tag,
      language: 'brx',
    });
    expect(after.data?.map((listed) => [listed.id, listed.languages])).toEqual([
      [lawyer.id, ['hi', 'en', 'brx']],
    ]);
    // The decision records the languages it approved.
    const [decision] = await run<{ languages: string[] }>(`
      select array(select jsonb_array_elements_text(snapshot -> 'languages')) as languages
        from public.verification_decisions
       where lawyer_id = ${literal(lawyer.id)}
       order by decided_at desc, id desc
       limit 1`);
    expect(decision!.languages).toEqual(['hi', 'en', 'brx']);
  });

  it("cannot set another lawyer's", async () => {
    const [lawyer, other] = [await listedLawyer(), await listedLawyer()];
    const result = await setLanguages(await signedInClient(lawyer), other.id, ['ta']);
    expect(result.error).toBeNull();
    expect(result.data).toEqual([]);
    expect(await profileOf(other.id)).toMatchObject({
      languages: ['en', 'hi'],
      approval_status: 'approved',
    });
  });

  it('a visitor and a client cannot set any', async () => {
    const lawyer = await listedLawyer();
    const asVisitor = await setLanguages(anonClient(), lawyer.id, ['ta']);
    expect(asVisitor.error?.code).toBe('42501');
    const asClient = await setLanguages(await signedInClient(client), lawyer.id, ['ta']);
    expect(asClient.data ?? []).toEqual([]);
    expect(await profileOf(lawyer.id)).toMatchObject({
      languages: ['en', 'hi'],
      approval_status: 'approved',
    });
  });
});

// ---------------------------------------------------------------------------
// What the database refuses
// ---------------------------------------------------------------------------
describe('only known codes, each once, at least one in a submission', () => {
  it.each([
    [
      'a code that is not one of the 23',
      ['en', 'xx'],
      'languages_are_known_consultation_languages',
    ],
    [
      'a language name instead of its code',
      ['Hindi'],
      'languages_are_known_consultation_languages',
    ],
    ['a code in capitals', ['EN'], 'languages_are_known_consultation_languages'],
    ['the same code twice', ['hi', 'en', 'hi'], 'languages_are_distinct'],
  ])('refuses %s, naming the constraint', async (_, languages, constraint) => {
    const lawyer = await listedLawyer();
    const result = await setLanguages(await signedInClient(lawyer), lawyer.id, languages);
    expect(result.error?.code).toBe('23514');
    expect(`${result.error?.message} ${result.error?.details}`).toContain(constraint);
    expect(await profileOf(lawyer.id)).toMatchObject({
      languages: ['en', 'hi'],
      approval_status: 'approved',
    });
  });

  it('refuses a null among the codes', async () => {
    const lawyer = await listedLawyer();
    const result = await setLanguages(await signedInClient(lawyer), lawyer.id, ['en', null]);
    expect(result.error?.code).toBe('23514');
    expect((await profileOf(lawyer.id)).languages).toEqual(['en', 'hi']);
  });

  it('takes all 23', async () => {
    const lawyer = await listedLawyer();
    const result = await setLanguages(await signedInClient(lawyer), lawyer.id, CODES);
    expect(result.error).toBeNull();
    expect((await profileOf(lawyer.id)).languages).toEqual(CODES);
  });

  it('a submission without a language is refused with its sentence', async () => {
    const lawyer = await listedLawyer();
    const own = await signedInClient(lawyer);
    const cleared = await setLanguages(own, lawyer.id, []);
    expect(cleared.error).toMatchObject({
      code: '22023',
      message: 'Choose at least one language you consult in.',
    });

    // A first verification, too.
    const newcomer = await createAccount('client');
    await run(
      `update public.profiles set account_type = 'lawyer' where id = ${literal(newcomer.id)}`,
    );
    const submission = {
      id: newcomer.id,
      bar_council_id: `LNG/${tag()}/2024`,
      years_experience: 2,
      expertise_areas: ['Family Law'],
      location: 'Pune District Court',
      approval_status: 'pending',
    };
    const asNewcomer = await signedInClient(newcomer);
    const without = await asNewcomer.from('lawyer_profiles').insert(submission);
    expect(without.error).toMatchObject({
      code: '22023',
      message: 'Choose at least one language you consult in.',
    });
    const withOne = await asNewcomer
      .from('lawyer_profiles')
      .insert({ ...submission, languages: ['mr'] });
    expect(withOne.error).toBeNull();
  });

  it('a profile from before the field existed can still be decided, and its lawyer chooses when editing', async () => {
    const lawyer = await createAccount('lawyer', { status: 'pending' });
    // Listed once approved below, then pending again: afterAll approves it.
    listedLawyers.push(lawyer.id);
    await run(
      `update public.lawyer_profiles set languages = '{}' where id = ${literal(lawyer.id)}`,
    );
    expect((await queueRow(lawyer.id))?.languages).toEqual([]);
    await approve(lawyer.id);
    expect(await listedLanguages(lawyer.id)).toEqual([]);

    const own = await signedInClient(lawyer);
    // A rename in the account's settings is not a verification form: it goes through, and to
    // review, as every name change does.
    const renamed = await own
      .from('profiles')
      .update({ full_name: `Renamed ${lawyer.fullName}` })
      .eq('id', lawyer.id);
    expect(renamed.error).toBeNull();
    expect((await profileOf(lawyer.id)).approval_status).toBe('pending');

    const bioOnly = await own
      .from('lawyer_profiles')
      .update({ bio: 'Tenancy and consumer disputes.' })
      .eq('id', lawyer.id);
    expect(bioOnly.error?.message).toBe('Choose at least one language you consult in.');
    const withLanguage = await own
      .from('lawyer_profiles')
      .update({ bio: 'Tenancy and consumer disputes.', languages: ['en'] })
      .eq('id', lawyer.id);
    expect(withLanguage.error).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// The directory's language filter
// ---------------------------------------------------------------------------
describe('search_lawyer_directory(language => …)', () => {
  it('lists the lawyers who consult in the language, with the other filters', async () => {
    const own = tag();
    const names = ['Tamil Telugu', 'Tamil Only', 'Telugu Only'];
    const lawyers = await Promise.all(
      names.map((name) => createAccount('lawyer', { fullName: `${name} ${own}` })),
    );
    const languages = [['ta', 'te'], ['ta'], ['te', 'en']];
    for (const [i, lawyer] of lawyers.entries()) {
      await run(`
        update public.lawyer_profiles set languages = ${`array[${languages[i]!.map(literal).join(', ')}]`}
         where id = ${literal(lawyer.id)}`);
    }
    const search = async (args: Record<string, unknown>) => {
      const { data, error } = await anonClient()
        .rpc('search_lawyer_directory', { search: own, ...args })
        .order('name');
      expect(error).toBeNull();
      return data!.map((row) => row.name);
    };
    expect(await search({ language: 'ta' })).toEqual([`Tamil Only ${own}`, `Tamil Telugu ${own}`]);
    expect(await search({ language: 'te' })).toEqual([`Tamil Telugu ${own}`, `Telugu Only ${own}`]);
    expect(await search({ language: 'en' })).toEqual([`Telugu Only ${own}`]);
    expect(await search({ language: 'hi' })).toEqual([]);
    expect(await search({})).toHaveLength(3);
    expect(await search({ language: null })).toHaveLength(3);
    expect(
      await search({ language: 'ta', specialization: 'Environmental Law', city: 'Lucknow' }),
    ).toEqual([`Tamil Only ${own}`, `Tamil Telugu ${own}`]);
    expect(await search({ language: 'ta', specialization: 'Tax Law' })).toEqual([]);
  });

  it('every row the filter returns consults in the language, and none is left out', async () => {
    const { data: everyone, error } = await service
      .from('lawyer_directory')
      .select('id, languages');
    expect(error).toBeNull();
    const speakers = everyone!.filter((row) => row.languages?.includes('mr')).map((row) => row.id);
    expect(speakers.length).toBeGreaterThan(0);
    const found = await anonClient()
      .rpc('search_lawyer_directory', { language: 'mr' }, { count: 'exact' })
      .select('id')
      .range(0, 0);
    expect(found.error).toBeNull();
    expect(found.count).toBe(speakers.length);
  });

  it.each(['xx', 'Hindi', 'HI', ''])(
    'refuses the unknown language %j with its sentence',
    async (code) => {
      const { error } = await anonClient().rpc('search_lawyer_directory', { language: code });
      expect(error).toMatchObject({ code: '22023', message: `Unknown language "${code}".` });
    },
  );

  it('stays plain SQL the planner inlines, reading the listing directly', async () => {
    const plan = (
      await run<{ 'QUERY PLAN': string }>(
        `explain select * from public.search_lawyer_directory(language => 'brx')`,
      )
    )
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).toContain('lawyer_listings');
    expect(plan).not.toMatch(/Function Scan/);
  });
});

// ---------------------------------------------------------------------------
// The e-mails' language at sign-up
// ---------------------------------------------------------------------------
describe('the language a sign-up sends', () => {
  function freshClient(): DatabaseClient {
    return createClient<Database>(env().apiUrl, env().publishableKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  }

  it.each([
    ['hi', 'hi'],
    ['en', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('metadata language %j gives e-mails in %j', async (language, expected) => {
    const email = `language-${tag()}@signup.nyaya.test`;
    const { data, error } = await freshClient().auth.signUp({
      email,
      password: 'Sign-up#Password1',
      options: {
        data: { full_name: 'Bhasha Signup', role: 'client', ...(language ? { language } : {}) },
        emailRedirectTo: 'http://localhost:3000',
      },
    });
    expect(error).toBeNull();
    const preferences = await service
      .from('notification_preferences')
      .select('language')
      .eq('user_id', data.user!.id)
      .single();
    expect(preferences.error).toBeNull();
    expect(preferences.data).toEqual({ language: expected });
  });
});
