/**
 * 10,000 approved lawyers on top of seed.sql, for the benchmarks (`pnpm bench:db`,
 * `pnpm bench:directory`): one set-based statement per table, deterministic (fixed random
 * seeds), so every run searches the same directory. Their ratings are earned as in the product
 * (docs/product/reviews.md): 2,000 clients' completed consultations and one review of each,
 * inserted in one statement, so the database's rating triggers compute every average and
 * count; about 1 lawyer in 10 has fewer than 3 reviews ("New", no rating). Each consults in
 * English, most in Hindi, many in a third language (docs/product/languages.md).
 */
import { performance } from 'node:perf_hooks';
import type { OpenDatabase } from '../src/database.ts';

export const LAWYERS = 10_000;
export const CLIENTS = 2_000;

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
   approval_status, hourly_rate, languages, created_at)
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
  case when random() < 0.15 then null else 500 * (1 + floor(random() * 20)::int) end,
  -- English for all, Hindi for 9 in 10, one of the 21 other languages for 6 in 10 (each
  -- about 3% of the directory): drawn from md5(n), so the random() draws above stay as they were.
  case when get_byte(language_draw, 0) < 26 then array['en'] else array['en', 'hi'] end
    || case when get_byte(language_draw, 1) < 154
            then array[(public.consultation_languages())[3 + get_byte(language_draw, 2) % 21]]
            else '{}'::text[] end,
  now() - make_interval(days => floor(random() * 1500)::int)
from (
  select n, 1 + floor(random() * 4)::int as area_count, 1 + floor(random() * 3)::int as location_count,
         decode(md5('languages ' || n), 'hex') as language_draw
    from generate_series(1, ${LAWYERS}) n
) lawyers;
`;

const clientId = (n: string) => `('b1000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

const seedClientsSql = `
insert into auth.users (
  id, aud, role, email, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
  email_change, phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  ${clientId('n')}, 'authenticated', 'authenticated', 'bench.client.' || n || '@clients.nyaya.test', now(),
  '', '', '', '', '', '', '', '',
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
  jsonb_build_object(
    'full_name', first_names[1 + n % cardinality(first_names)] || ' ' ||
                 last_names[1 + (n / cardinality(first_names)) % cardinality(last_names)],
    'role', 'client'),
  now(), now()
from generate_series(1, ${CLIENTS}) n
cross join (select ${textArray(FIRST_NAMES)} as first_names, ${textArray(LAST_NAMES)} as last_names) names;
`;

// Each lawyer has a usual standard (3 to 5 stars) their clients' stars vary around; 1 in 10
// has 0-2 reviews, the others 3-14. One completed request per review, in the lawyer's first
// specialization, met between 3 days and 2 years ago.
const seedReviewsSql = `
select setseed(0.0527);
create temporary table bench_reviews as
select ('b2000000-0000-4000-8000-' || lpad(to_hex(row_number() over (order by l.id, k)), 12, '0'))::uuid
         as request_id,
       l.id as lawyer_id,
       l.expertise_areas[1] as service_type,
       ${clientId(`1 + floor(random() * ${CLIENTS})::int`)} as client_id,
       greatest(1, least(5, round(l.standard + (random() - 0.5) * 2.5)))::smallint as rating,
       now() - make_interval(days => 3 + floor(random() * 700)::int) as meeting_at
  from (
    select p.id, p.expertise_areas, 3 + random() * 2 as standard,
           case when random() < 0.1 then floor(random() * 3)::int
                else 3 + floor(random() * 12)::int end as reviews
      from public.lawyer_profiles p
     where p.id between ${benchId('1')} and ${benchId(String(LAWYERS))}
     order by p.id
  ) l
  cross join lateral generate_series(1, l.reviews) k;

insert into public.consultation_requests
  (id, client_id, lawyer_id, service_type, description, status, scheduled_for, created_at)
select request_id, client_id, lawyer_id, service_type,
       'A consultation about a dispute, completed for the benchmark.', 'completed', meeting_at,
       meeting_at - interval '2 days'
  from bench_reviews;

-- One statement: the rating triggers (statement level) refresh each lawyer once.
insert into public.lawyer_reviews (request_id, lawyer_id, client_id, rating, reviewer_name, created_at)
select r.request_id, r.lawyer_id, r.client_id, r.rating,
       coalesce(private.reviewer_name(p.full_name), 'Client'), r.meeting_at + interval '1 day'
  from bench_reviews r
  join public.profiles p on p.id = r.client_id;

drop table bench_reviews;
`;

/** Seeds the lawyers and returns how long each step took, in ms. */
export async function seedLawyers(database: OpenDatabase): Promise<Record<string, number>> {
  const steps: [string, string][] = [
    ['auth.users (+ profiles by trigger)', seedUsersSql],
    ['auth.identities', seedIdentitiesSql],
    ['lawyer_profiles', seedLawyersSql],
    ['clients (auth.users + profiles)', seedClientsSql],
    ['completed requests + reviews (ratings by trigger)', seedReviewsSql],
    // Fresh statistics, as autovacuum would gather after a bulk load. (The trigram indexes
    // are built with fastupdate off, so no vacuum is needed for the planner to use them.)
    [
      'analyze',
      'analyze auth.users, auth.identities, public.profiles, public.lawyer_profiles, ' +
        'private.lawyer_listings, public.consultation_requests, public.lawyer_reviews;',
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

/** The reviews behind the directory's ratings, and how many listed lawyers are rated. */
export async function reviewCounts(
  database: OpenDatabase,
): Promise<{ reviews: number; rated: number; unrated: number }> {
  const [row] = await database.query<{ reviews: number; rated: number; unrated: number }>(
    `select (select count(*)::int from public.lawyer_reviews) as reviews,
            count(*) filter (where rating is not null)::int as rated,
            count(*) filter (where rating is null)::int as unrated
       from public.lawyer_directory`,
  );
  return row!;
}

/** Rows the public directory lists: the seeded lawyers and seed.sql's approved ones. */
export async function listedLawyers(database: OpenDatabase): Promise<number> {
  const [row] = await database.query<{ listed: number }>(
    'select count(*)::int as listed from public.lawyer_directory',
  );
  return row!.listed;
}
