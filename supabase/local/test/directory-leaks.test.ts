/**
 * Public views never reveal the rows they hide through errors
 * (docs/product/data-and-permissions.md, docs/adr/0001).
 *
 * A filter whose evaluation can fail depends on the data it meets: `name=like.Kavya\` (a LIKE
 * pattern that ends with the escape character) fails only on a row whose name starts with
 * "Kavya". If the planner checks a visitor's filter against lawyers the directory hides before
 * it checks whether they are listed, the error tells the visitor that a hidden lawyer of that
 * name exists. With a few rows the planner scans and filters in the view's order; with
 * thousands it reaches for the trigram index and rechecks the visitor's LIKE first. So this
 * file runs on a stack of its own (PGlite in memory, or a scratch database on the PostgreSQL
 * server of this run) with 20,000 listed lawyers next to seed.sql's hidden ones.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { loadConfig } from '../src/config.ts';
import { createScratchDatabase, dropScratchDatabase } from '../src/scratch-database.ts';
import { startLocalStack, type LocalStack } from '../src/stack.ts';
import type { Database, DatabaseClient } from '../src/types/database.ts';
import { env } from './support/clients.ts';
import { freePort } from '@nyaya/build-kit/ports';
import { titled } from './support/matrix.ts';

const listedLawyers = 20_000;

/** seed.sql's demo lawyers that the directory hides, by the first name each is found by. */
const hiddenLawyers = [
  { firstName: 'Kavya', status: 'rejected' },
  { firstName: 'Rohan', status: 'pending' },
  { firstName: 'Siddharth', status: 'reverify' },
];

// None of these starts like a hidden lawyer's name, so every match the planner meets for a
// hidden name is a row the directory must not show.
// prettier-ignore
const firstNames = [
  'Aarav', 'Aditi', 'Akash', 'Anil', 'Anjali', 'Deepak', 'Divya', 'Farhan', 'Gaurav', 'Harish',
  'Isha', 'Joseph', 'Karan', 'Lakshmi', 'Manoj', 'Meera', 'Neha', 'Nikhil', 'Pooja', 'Pradeep',
  'Rahul', 'Rekha', 'Sanjay', 'Shreya', 'Simran', 'Sunil', 'Tanvi', 'Varun', 'Vivek', 'Zoya',
];
// prettier-ignore
const lastNames = [
  'Sharma', 'Verma', 'Gupta', 'Kumar', 'Singh', 'Patel', 'Mehta', 'Iyengar', 'Nair', 'Menon',
  'Pillai', 'Naidu', 'Banerjee', 'Ghosh', 'Das', 'Bose', 'Khan', 'Joshi', 'Kulkarni', 'Patil',
];

const textArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]::text[]`;
const leakTestId = (n: string) =>
  `('c0000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

/** auth.users (the profiles follow by trigger), then the approved lawyer profiles. */
const listedLawyersSql = `
insert into auth.users (
  id, aud, role, email, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
  email_change, phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  ${leakTestId('n')}, 'authenticated', 'authenticated', 'leak.lawyer.' || n || '@lawyers.nyaya.test', now(),
  '', '', '', '', '', '', '', '',
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
  jsonb_build_object(
    'full_name',
    first_names[1 + n % cardinality(first_names)] || ' ' ||
      last_names[1 + (n / cardinality(first_names)) % cardinality(last_names)],
    'role', 'lawyer'),
  now(), now()
from generate_series(1, ${listedLawyers}) n
cross join (select ${textArray(firstNames)} as first_names, ${textArray(lastNames)} as last_names) names;

insert into public.lawyer_profiles
  (id, bar_council_id, years_experience, expertise_areas, location, bio, approval_status, rating, hourly_rate)
select
  ${leakTestId('n')}, 'LEAK/' || n || '/2020', 1 + n % 35,
  array[(public.legal_specializations())[1 + n % 10]],
  (public.practice_locations())[1 + n % 22],
  'Advocate with a practice in litigation and advisory work.',
  'approved', round((3 + (n % 20) / 10.0)::numeric, 1), 500 * (1 + n % 20)
from generate_series(1, ${listedLawyers}) n;

analyze auth.users, public.profiles, public.lawyer_profiles;
`;

let adminUrl: string | null = null;
let databaseUrl: string | null = null;
let stack: LocalStack | undefined;
let anon: DatabaseClient;
let publishableKey: string;

beforeAll(async () => {
  adminUrl = env().databaseKind === 'postgres' ? process.env.TEST_DATABASE_URL || null : null;
  if (env().databaseKind === 'postgres' && !adminUrl)
    throw new Error('A PostgreSQL run needs TEST_DATABASE_URL for a scratch database');
  databaseUrl = adminUrl ? await createScratchDatabase(adminUrl, 'nyaya_leaks') : null;
  const config = loadConfig({
    SUPABASE_API_PORT: String(await freePort()),
    SUPABASE_DB_PORT: String(await freePort()),
    SUPABASE_DATA_DIR: ':memory:',
    DATABASE_URL: databaseUrl ?? '',
  });
  publishableKey = config.publishableKey;
  // No MailDev: nothing here sends e-mail.
  stack = await startLocalStack(config, { mailbox: false });
  await stack.database.runScript(listedLawyersSql);
  anon = createClient<Database>(stack.apiUrl, publishableKey, {
    // Node 20 has no global WebSocket; supabase-js needs one even when realtime is unused.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  if (adminUrl && databaseUrl) await dropScratchDatabase(adminUrl, databaseUrl);
}, 120_000);

/** A LIKE pattern that fails on exactly the names starting with `prefix`. */
const failsOnNamesStartingWith = (prefix: string) => `${prefix}\\`;

describe('the lawyer directory with 20,000 listed lawyers', () => {
  it('has the hidden lawyers this file looks for, and no listed lawyer named like them', async () => {
    const rows = await stack!.database.query<{ name: string; approval_status: string }>(
      `select name, approval_status from public.lawyer_profiles
        where approval_status is distinct from 'approved' and split_part(name, ' ', 1) in
              (${hiddenLawyers.map(({ firstName }) => `'${firstName}'`).join(', ')})`,
    );
    expect(rows.map((row) => [row.name.split(' ')[0], row.approval_status]).sort()).toEqual(
      hiddenLawyers.map(({ firstName, status }) => [firstName, status]).sort(),
    );
    const { count, error } = await anon
      .from('lawyer_directory')
      .select('id', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(listedLawyers);
  });

  it('fails a LIKE filter that ends in the escape character on a listed name, so the checks below bite', async () => {
    const { error } = await anon
      .from('lawyer_directory')
      .select('id')
      .like('name', failsOnNamesStartingWith('Tanvi'));
    expect(error?.message).toMatch(/LIKE pattern must not end with escape character/);
  });

  const byName = titled(
    hiddenLawyers,
    ({ firstName, status }) => `a ${status} lawyer named ${firstName}`,
  );

  it.each(byName)(
    'a LIKE filter on lawyer_directory cannot tell that %s exists',
    async (_, { firstName }) => {
      const { data, error } = await anon
        .from('lawyer_directory')
        .select('id, name')
        .like('name', failsOnNamesStartingWith(firstName));
      expect(error).toBeNull();
      expect(data).toEqual([]);
    },
  );

  it.each(byName)(
    'the same filter over the directory search cannot tell that %s exists',
    async (_, { firstName }) => {
      const { data, error } = await anon
        .rpc('search_lawyer_directory', {})
        .like('name', failsOnNamesStartingWith(firstName))
        .select('id, name');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    },
  );

  it('answers GET /rest/v1/lawyer_directory?name=like.Kavya\\ with an empty list', async () => {
    const url = new URL(`${stack!.apiUrl}/rest/v1/lawyer_directory`);
    url.searchParams.set('select', 'id');
    url.searchParams.set('name', 'like.Kavya\\');
    const response = await fetch(url, { headers: { apikey: publishableKey } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('still searches names and locations through the trigram indexes (ADR 2)', async () => {
    const plan = await stack!.database.query<Record<string, string>>(
      `explain (costs off) select * from public.search_lawyer_directory(search => 'sharma')
        order by rating desc nulls last, id limit 24`,
    );
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toMatch(/lawyer_listings_(name|location)_trgm_idx/);
  });
});
