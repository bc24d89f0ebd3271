/**
 * 10,000 approved lawyers on top of seed.sql, for the benchmarks (`pnpm bench:db`,
 * `pnpm bench:directory`): one set-based statement per table, deterministic (fixed random
 * seeds), so every run searches the same directory.
 */
import { performance } from 'node:perf_hooks';
import type { OpenDatabase } from '../src/database.ts';

export const LAWYERS = 10_000;

// prettier-ignore
const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Aditya', 'Akash', 'Ananya', 'Anil', 'Anjali', 'Arjun', 'Deepak', 'Divya',
  'Farhan', 'Gaurav', 'Gurpreet', 'Harish', 'Isha', 'Joseph', 'Karan', 'Kavita', 'Lakshmi', 'Manoj',
  'Meera', 'Mohammed', 'Neha', 'Nikhil', 'Pooja', 'Pradeep', 'Priya', 'Rahul', 'Rajesh', 'Ramesh',
  'Ravi', 'Rekha', 'Rohan', 'Sanjay', 'Sara', 'Shreya', 'Simran', 'Sneha', 'Sunil', 'Suresh',
  'Swati', 'Tanvi', 'Varun', 'Venkat', 'Vikram', 'Vivek', 'Zoya', 'Lalitha',
];

// prettier-ignore
const LAST_NAMES = [
  'Sharma', 'Verma', 'Gupta', 'Kumar', 'Singh', 'Patel', 'Shah', 'Mehta', 'Iyer', 'Iyengar',
  'Nair', 'Menon', 'Pillai', 'Reddy', 'Rao', 'Naidu', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh',
  'Das', 'Bose', 'Sen', 'Khan', 'Qureshi', 'Siddiqui', 'Joshi', 'Kulkarni', 'Deshpande', 'Patil',
  'Jadhav', 'Gill', 'Sandhu', 'Kaur', 'Chauhan', 'Yadav', 'Mishra', 'Tiwari', 'Pandey', 'Dubey',
  'Fernandes', "D'Souza", 'Thomas', 'Kapoor', 'Malhotra', 'Agarwal', 'Bhat', 'Hegde',
];

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: string[]) => `array[${values.map(literal).join(', ')}]::text[]`;

/** Deterministic ids, so a lawyer's profile can be joined back to its auth user. */
const benchId = (n: string) => `('b0000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

const seedUsersSql = `
select setseed(0.2026);
insert into auth.users (
  id, aud, role, email, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
  email_change, phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  ${benchId('n')}, 'authenticated', 'authenticated', 'bench.lawyer.' || n || '@lawyers.nyaya.test', now(),
  '', '', '', '', '', '', '', '',
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
  -- The profile trigger copies full_name; lawyer_profiles.name is filled from the profile.
  jsonb_build_object(
    'full_name',
    first_names[1 + floor(random() * cardinality(first_names))::int] || ' ' ||
      last_names[1 + floor(random() * cardinality(last_names))::int],
    'role', 'lawyer'),
  now(), now()
from generate_series(1, ${LAWYERS}) n
cross join (select ${textArray(FIRST_NAMES)} as first_names, ${textArray(LAST_NAMES)} as last_names) names;
`;

const seedIdentitiesSql = `
insert into auth.identities (id, user_id, provider, provider_id, identity_data, created_at, updated_at)
select u.id, u.id, 'email', u.id::text,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       u.created_at, u.created_at
  from auth.users u
 where u.email like 'bench.lawyer.%@lawyers.nyaya.test';
`;

// The sub-selects mention n, so they run once per row (uncorrelated ones would run once
// in all); ordering by md5(item || n) picks a different subset for every lawyer.
const seedLawyersSql = `
select setseed(0.1947);
insert into public.lawyer_profiles
  (id, bar_council_id, years_experience, expertise_areas, location, bio,
   approval_status, rating, hourly_rate, created_at)
select
  ${benchId('n')},
  'BENCH/' || n || '/' || (1990 + n % 35),
  1 + floor(random() * 35)::int,
  array(select area from unnest(public.legal_specializations()) area
         order by md5(area || n) limit area_count),
  (select string_agg(place, ', ') from (
     select place from unnest(public.practice_locations()) place
      order by md5(place || n) limit location_count) picked),
  'Advocate with a practice in litigation and advisory work.',
  'approved',
  case when random() < 0.1 then null else round((3 + random() * 2)::numeric, 1) end,
  case when random() < 0.15 then null else 500 * (1 + floor(random() * 20)::int) end,
  now() - make_interval(days => floor(random() * 1500)::int)
from (
  select n, 1 + floor(random() * 4)::int as area_count, 1 + floor(random() * 3)::int as location_count
    from generate_series(1, ${LAWYERS}) n
) lawyers;
`;

/** Seeds the lawyers and returns how long each step took, in ms. */
export async function seedLawyers(database: OpenDatabase): Promise<Record<string, number>> {
  const steps: [string, string][] = [
    ['auth.users (+ profiles by trigger)', seedUsersSql],
    ['auth.identities', seedIdentitiesSql],
    ['lawyer_profiles', seedLawyersSql],
    // Fresh statistics, as autovacuum would gather after a bulk load. (The trigram indexes
    // are built with fastupdate off, so no vacuum is needed for the planner to use them.)
    [
      'analyze',
      'analyze auth.users, auth.identities, public.profiles, public.lawyer_profiles, private.lawyer_listings;',
    ],
  ];
  const timings: Record<string, number> = {};
  for (const [step, sql] of steps) {
    const started = performance.now();
    await database.runScript(sql);
    timings[step] = performance.now() - started;
  }
  return timings;
}

/** Rows the public directory lists: the seeded lawyers and seed.sql's approved ones. */
export async function listedLawyers(database: OpenDatabase): Promise<number> {
  const [row] = await database.query<{ listed: number }>(
    'select count(*)::int as listed from public.lawyer_directory',
  );
  return row!.listed;
}
