/**
 * The directory search against a reference SQL query (issue 9): on seed.sql, every filter
 * alone and in combination returns through the API exactly the lawyers, in exactly the order
 * and with the same total, that a plain SQL reading of the documented filters returns
 * (docs/product/public-site.md).
 *
 * directory-search.test.ts compares the API with a JS model on the shared stack's rows. Here
 * the reference is SQL written straight on public.lawyer_profiles (the table, not the listing,
 * the view or the function the app reads), with literal matching done by position() rather
 * than LIKE, so a filter the function gets subtly wrong (a wildcard, letter case, blank input,
 * an unrated lawyer, the order of ties) shows up as a missing, extra or misplaced id.
 *
 * The file runs a stack of its own on a fresh database that holds the migrations and seed.sql
 * only, so the API and the SQL see the same rows and nothing another test wrote. All reference
 * results come from one SQL statement; the API side is what the app sends, page by page.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { loadConfig } from '../src/config.ts';
import { startLocalStack, type LocalStack } from '../src/stack.ts';
import type { Database, DatabaseClient, FunctionArgs } from '../src/types/database.ts';
import { freePort } from '@nyaya/build-kit/ports';
import { createOwnDatabase, literal, type OwnDatabase } from './support/own-database.ts';

type DirectoryFilters = FunctionArgs<'search_lawyer_directory'>;

interface FilterCase {
  label: string;
  filters: DirectoryFilters;
}

const pageSize = 24;

// ---------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------

/**
 * The ten specializations (docs/product/data-and-permissions.md); the first test checks the
 * database has exactly these.
 */
// prettier-ignore
const specializations = [
  'Property Law', 'Family Law', 'Criminal Law', 'Business Law', 'Employment Law',
  'Immigration Law', 'Personal Injury', 'Tax Law', 'Intellectual Property', 'Environmental Law',
];
// prettier-ignore
const cities = [
  'Delhi', 'Mumbai', 'Bangalore', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Ahmedabad',
];
const minRatings = [4, 3, 2];
const minExperiences = [10, 5, 2];

// prettier-ignore
const searches = [
  'sharma', 'SHARMA', 'ShArMa', '  Sharma  ', // one name in any letter case, padded
  'Kaur', 'Reddy', 'Rao', // surnames; seed.sql also has a hidden Reddy and a hidden Rao
  'Kavya', 'Rohan Iyer', 'Siddharth', // hidden lawyers only: rejected, pending, reverify
  "d'souza", // a quote, in a listed name
  'Punjab & Haryana High Court', 'supreme court of india', 'District Court', 'Lucknow',
  'Court, Supreme', ', ', // PostgREST's or() separator, found literally in locations
  '%', '_', '100%', 'Delhi%Court', 'high_court', '%court%', // wildcards only if LIKE leaks
  ',()', '(', ')', '\\', '.*', 'name.ilike.*', 'approval_status.eq.pending',
  '', '   ', // blank: no filter at all
];

/** A case's name, as the test lists it: `specialization "Tax Law", min_rating 4`. */
function text(filters: DirectoryFilters): string {
  const terms = Object.entries(filters).map(([name, value]) => `${name} ${JSON.stringify(value)}`);
  return terms.join(', ') || 'no filter';
}

const single = (filters: DirectoryFilters): FilterCase => ({ label: text(filters), filters });

const singleFilterCases: FilterCase[] = [
  single({}),
  ...specializations.map((specialization) => single({ specialization })),
  ...[...minRatings, 0, 4.5, 5].map((min_rating) => single({ min_rating })),
  ...[...minExperiences, 0, 30].map((min_experience) => single({ min_experience })),
  // Common names of cities ('Bengaluru') are matched by their listed names: directory-search.test.ts.
  ...[...cities, 'delhi', '  MUMBAI ', 'Jaipur', 'Mysuru', 'High Court', ' '].map((city) =>
    single({ city }),
  ),
  ...searches.map((search) => single({ search })),
];

/** Every value of one filter against every value of another. */
function grid<A, B>(as: A[], bs: B[], filters: (a: A, b: B) => DirectoryFilters): FilterCase[] {
  return as.flatMap((a) => bs.map((b) => single(filters(a, b))));
}

const pick = <T>(values: T[], index: number) => values[index % values.length]!;

const pairCases: FilterCase[] = [
  ...grid(specializations, minRatings, (specialization, min_rating) => ({
    specialization,
    min_rating,
  })),
  ...grid(specializations, cities, (specialization, city) => ({ specialization, city })),
  ...grid(cities, minExperiences, (city, min_experience) => ({ city, min_experience })),
  ...grid(['court', 'HIGH', 'a'], minRatings, (search, min_rating) => ({ search, min_rating })),
];

const manyFilterCases: FilterCase[] = [
  // Four filters: each specialization with a city, a minimum rating and a minimum experience.
  ...specializations.map((specialization, i) =>
    single({
      specialization,
      min_rating: pick(minRatings, i),
      min_experience: pick(minExperiences, i),
      city: pick(cities, i),
    }),
  ),
  // Five filters: each city with a search, a specialization and both minimums.
  ...cities.map((city, i) =>
    single({
      search: pick(['court', 'an', 'a', ' e '], i),
      specialization: pick(['Family Law', 'Property Law', 'Criminal Law', 'Business Law'], i),
      min_rating: pick(minRatings, i + 1),
      min_experience: pick(minExperiences, i + 2),
      city,
    }),
  ),
  // The lowest bars: only unrated lawyers and those below 2 years drop out.
  single({ search: ' ', specialization: 'Family Law', min_rating: 0, min_experience: 0, city: '' }),
  single({
    search: 'Kaur',
    specialization: 'Family Law',
    min_rating: 4,
    min_experience: 10,
    city: 'High Court',
  }),
  single({
    search: 'Rao',
    specialization: 'Tax Law',
    min_rating: 2,
    min_experience: 2,
    city: 'Mumbai',
  }),
];

const combinedCases = [...pairCases, ...manyFilterCases];
const allCases = [...singleFilterCases, ...combinedCases];

// ---------------------------------------------------------------------------
// The reference query and the app's query
// ---------------------------------------------------------------------------

/**
 * The documented directory search in plain SQL, for every case in one statement: one row per case,
 * in order, holding the matching ids as a JSON array. Approved profiles only; text filters are
 * case-insensitive literal substrings (position(), so no character is a wildcard) and blank ones
 * (after trimming spaces) are ignored; an unrated lawyer passes no minimum rating.
 */
function referenceSql(cases: readonly FilterCase[]): string {
  const filters = JSON.stringify(cases.map((c) => c.filters));
  return `
    with filter_case as (
      select n,
             f ->> 'search' as search,
             f ->> 'specialization' as specialization,
             (f ->> 'min_rating')::numeric as min_rating,
             (f ->> 'min_experience')::integer as min_experience,
             f ->> 'city' as city
        from jsonb_array_elements(${literal(filters)}::jsonb) with ordinality as c (f, n)
    )
    select array_to_json(array(
             select p.id
               from public.lawyer_profiles p
              where p.approval_status = 'approved'
                and (coalesce(btrim(c.search), '') = ''
                     or position(lower(btrim(c.search)) in lower(coalesce(p.name, ''))) > 0
                     or position(lower(btrim(c.search)) in lower(coalesce(p.location, ''))) > 0)
                and (c.specialization is null or c.specialization = any (p.expertise_areas))
                and (c.min_rating is null or p.rating >= c.min_rating)
                and (c.min_experience is null or p.years_experience >= c.min_experience)
                and (coalesce(btrim(c.city), '') = ''
                     or position(lower(btrim(c.city)) in lower(coalesce(p.location, ''))) > 0)
              order by p.rating desc nulls last, p.id
           ))::text as ids
      from filter_case c
     order by c.n`;
}

/**
 * The app's directory query as a visitor, read to the end in pages of 24: the ids in order,
 * and the total each page reported.
 */
async function searchAll(anon: DatabaseClient, filters: DirectoryFilters) {
  const ids: (string | null)[] = [];
  const counts: (number | null)[] = [];
  for (let from = 0; ; from += pageSize) {
    const { data, count, error } = await anon
      .rpc('search_lawyer_directory', filters, { count: 'exact' })
      .order('rating', { ascending: false, nullsFirst: false })
      .order('id')
      .range(from, from + pageSize - 1);
    expect(error, `page from ${from}`).toBeNull();
    ids.push(...data!.map((row) => row.id));
    counts.push(count);
    if (data!.length < pageSize || ids.length >= (count ?? 0)) break;
  }
  return { ids, counts };
}

// ---------------------------------------------------------------------------
// The stack, and the reference results
// ---------------------------------------------------------------------------

let own: OwnDatabase | undefined;
let stack: LocalStack | undefined;
let anon: DatabaseClient;
/** The reference ids of each case, by label. */
const reference = new Map<string, string[]>();

beforeAll(async () => {
  own = await createOwnDatabase('nyaya_directory_ref');
  const config = loadConfig({
    ...own.location,
    SUPABASE_API_PORT: String(await freePort()),
    SUPABASE_DB_PORT: String(await freePort()),
  });
  // No MailDev: nothing here sends e-mail.
  stack = await startLocalStack(config, { mailbox: false });
  expect(stack.seededFiles.map((file) => file.split('/').at(-1))).toEqual(['seed.sql']);
  anon = createClient<Database>(stack.apiUrl, config.publishableKey, {
    // Node 20 has no global WebSocket; supabase-js needs one even when realtime is unused.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  const rows = await stack.database.query<{ ids: string }>(referenceSql(allCases));
  expect(rows).toHaveLength(allCases.length);
  allCases.forEach(({ label }, i) => reference.set(label, JSON.parse(rows[i]!.ids)));
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await own?.remove();
}, 60_000);

async function expectSameAsReference({ label, filters }: FilterCase) {
  const expected = reference.get(label)!;
  const { ids, counts } = await searchAll(anon, filters);
  expect(counts, 'the total on every page').toEqual(counts.map(() => expected.length));
  expect(ids, 'the ids, in order').toEqual(expected);
}

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

describe('the directory search against a reference SQL query on seed.sql', () => {
  it('runs on the seed: 68 listed lawyers, some unrated and some tied, next to hidden ones', async () => {
    const [facts] = await stack!.database.query<{
      specializations: string[];
      approved: number;
      hidden: number;
      unrated: number;
      tied: number;
    }>(`
      select (select array_to_json(public.legal_specializations())) as specializations,
             count(*) filter (where approval_status = 'approved')::integer as approved,
             count(*) filter (where approval_status is distinct from 'approved')::integer as hidden,
             count(*) filter (where approval_status = 'approved' and rating is null)::integer
               as unrated,
             (select count(*) from (select rating from public.lawyer_profiles
                                     where approval_status = 'approved' and rating is not null
                                     group by rating having count(*) > 1) t)::integer as tied
        from public.lawyer_profiles`);
    // Every specialization the database knows is among the cases, and no other.
    expect(facts!.specializations).toEqual(specializations);
    expect(facts!.approved).toBe(68);
    expect(reference.get(text({}))).toHaveLength(68);
    expect(facts!.hidden).toBeGreaterThan(0);
    // "nulls last" and the tie-break on id are really exercised.
    expect(facts!.unrated).toBeGreaterThan(0);
    expect(facts!.tied).toBeGreaterThan(0);
  });

  // Plain it() rather than it.each: its titles would cut the filters short.
  for (const filterCase of singleFilterCases) {
    it(`each filter alone: ${filterCase.label}`, () => expectSameAsReference(filterCase));
  }

  for (const filterCase of combinedCases) {
    it(`filters combined: ${filterCase.label}`, () => expectSameAsReference(filterCase));
  }

  it('is not vacuous: each specialization, city and minimum finds someone, and so do most combinations', () => {
    const found = (cases: FilterCase[]) =>
      cases.filter(({ label }) => reference.get(label)!.length > 0);
    for (const filters of [
      ...specializations.map((specialization) => ({ specialization })),
      ...cities.map((city) => ({ city })),
      ...minRatings.map((min_rating) => ({ min_rating })),
      ...minExperiences.map((min_experience) => ({ min_experience })),
    ]) {
      expect(reference.get(text(filters))!.length, text(filters)).toBeGreaterThan(0);
    }
    // On seed.sql: 130 of the 143 pairs, 17 of the 21 cases of four or five filters.
    expect(found(pairCases).length).toBeGreaterThanOrEqual(120);
    expect(found(manyFilterCases).length).toBeGreaterThanOrEqual(15);
    // And every combination narrows the directory.
    for (const { label } of combinedCases)
      expect(reference.get(label)!.length, label).toBeLessThan(68);
  });
});
