import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionArgs, FunctionRow } from '../src/types/database.ts';
import { anonClient, env, serviceClient, untyped } from './support/clients.ts';

/**
 * The public lawyer directory, queried exactly as the app will: a visitor calls
 * search_lawyer_directory with the filter form's values as JSON arguments, and PostgREST
 * orders and pages the result.
 *
 * Why a function at all: the obvious client-side version,
 *   .from('lawyer_directory').or(`name.ilike.%${search}%,location.ilike.%${search}%`)
 * splices the user's text into PostgREST's filter grammar, where ',', '(', ')', '.', ':' add
 * filter terms and '*' / '%' / '_' are wildcards. The app never does that; no test here does
 * either. User text only ever travels as an RPC argument, and these tests check that whatever
 * it contains, it is matched literally.
 *
 * Expected results are computed independently in JS from every approved lawyer_profiles row
 * (read with the service role), so each assertion compares the database against a plain
 * reading of the documented filters (docs/product/public-site.md) rather than against itself.
 */

type DirectoryFilters = FunctionArgs<'search_lawyer_directory'>;

/** What the filters and the order look at, in a directory row (view columns may be null). */
type DirectoryRow = Pick<
  FunctionRow<'search_lawyer_directory'>,
  'id' | 'name' | 'location' | 'expertise_areas' | 'rating' | 'years_experience'
>;

const pageSize = 24;
const service = serviceClient();
const { users } = env().fixtures;

// The fixture lawyer gets a name full of PostgREST and LIKE syntax, so hostile searches have
// something real to find. Seeded rows are never touched.
const oddLawyerId = users.approvedLawyer.id;
const oddName = 'Zed 100% Under_score (A*B), C.D: Test';
let originalFullName: string | null = null;

beforeAll(async () => {
  const { data, error } = await service
    .from('profiles')
    .select('full_name')
    .eq('id', oddLawyerId)
    .single();
  expect(error).toBeNull();
  originalFullName = data!.full_name;
  await setFullName(oddName);
  // The database copies the profile's name into the listing.
  const listed = await service
    .from('lawyer_profiles')
    .select('name')
    .eq('id', oddLawyerId)
    .single();
  expect(listed.data).toEqual({ name: oddName });
});

afterAll(async () => {
  await setFullName(originalFullName);
});

async function setFullName(fullName: string | null) {
  const { error } = await service
    .from('profiles')
    .update({ full_name: fullName })
    .eq('id', oddLawyerId);
  expect(error).toBeNull();
}

// ---------------------------------------------------------------------------
// The query under test, and an independent model of what it should return
// ---------------------------------------------------------------------------

/** The app's directory query: one page of 24, best rated first, with the total count. */
async function searchDirectory(filters: DirectoryFilters, page = 0) {
  return anonClient()
    .rpc('search_lawyer_directory', filters, { count: 'exact' })
    .order('rating', { ascending: false, nullsFirst: false })
    .order('id')
    .range(page * pageSize, page * pageSize + pageSize - 1);
}

/** Every approved lawyer, read past RLS from the table itself rather than the view. */
async function approvedLawyers(): Promise<DirectoryRow[]> {
  const { data, error } = await service
    .from('lawyer_profiles')
    .select('id, name, location, expertise_areas, rating, years_experience')
    .eq('approval_status', 'approved');
  expect(error).toBeNull();
  return data ?? [];
}

/** SQL's btrim(): only spaces, unlike String.prototype.trim. */
const btrim = (value: string) => value.replace(/^ +| +$/g, '');

/** A literal, case-insensitive substring test: no character in `needle` is special. */
function containsLiteral(haystack: string | null, needle: string): boolean {
  return (haystack ?? '').toLowerCase().includes(needle.toLowerCase());
}

/**
 * The directory filters as docs/product/public-site.md states them; blank text filters are ignored.
 */
function matchesFilters(row: DirectoryRow, filters: DirectoryFilters): boolean {
  const search = btrim(filters.search ?? '');
  const city = btrim(filters.city ?? '');
  return (
    (search === '' || containsLiteral(row.name, search) || containsLiteral(row.location, search)) &&
    (filters.specialization == null ||
      (row.expertise_areas ?? []).includes(filters.specialization)) &&
    (filters.min_rating == null ||
      (row.rating !== null && Number(row.rating) >= filters.min_rating)) &&
    (filters.min_experience == null || (row.years_experience ?? -1) >= filters.min_experience) &&
    (city === '' || containsLiteral(row.location, city))
  );
}

/** Rating high to low, unrated last, then id: the order the app asks for. */
function directoryOrder(a: DirectoryRow, b: DirectoryRow): number {
  if (a.rating !== b.rating) {
    if (a.rating === null) return 1;
    if (b.rating === null) return -1;
    return Number(b.rating) - Number(a.rating);
  }
  return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0;
}

async function expectedResults(filters: DirectoryFilters): Promise<DirectoryRow[]> {
  return (await approvedLawyers())
    .filter((row) => matchesFilters(row, filters))
    .sort(directoryOrder);
}

const ids = (rows: readonly { id: string | null }[]) => rows.map((row) => row.id);

/**
 * Runs the app's query and checks it against the model: the same total, the same first page
 * in the same order, and every returned row satisfying the filters. Returns the expectation.
 */
async function expectDirectoryMatchesModel(filters: DirectoryFilters): Promise<DirectoryRow[]> {
  const [{ data, count, error }, expected] = await Promise.all([
    searchDirectory(filters),
    expectedResults(filters),
  ]);
  expect(error).toBeNull();
  expect(count, 'total count').toBe(expected.length);
  expect(ids(data!), 'first page, in order').toEqual(ids(expected.slice(0, pageSize)));
  for (const row of data!)
    expect(matchesFilters(row, filters), `${row.name} @ ${row.location}`).toBe(true);
  return expected;
}

async function approvedCount(): Promise<number> {
  const { count, error } = await service
    .from('lawyer_profiles')
    .select('*', { count: 'exact', head: true })
    .eq('approval_status', 'approved');
  expect(error).toBeNull();
  return count!;
}

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------
describe('lawyer directory search', () => {
  it('with no filters lists every approved lawyer and only those, best rated first, unrated last', async () => {
    const total = await approvedCount();
    const listed: DirectoryRow[] = [];
    for (let page = 0; page * pageSize < total; page++) {
      const { data, count, error } = await searchDirectory({}, page);
      expect(error).toBeNull();
      expect(count).toBe(total);
      listed.push(...data!);
    }

    const approved = await approvedLawyers();
    expect(listed).toHaveLength(total);
    expect(new Set(ids(listed))).toEqual(new Set(ids(approved)));
    expect(ids(listed)).toEqual(ids([...listed].sort(directoryOrder)));
    // Unrated lawyers exist (the fixtures), so "nulls last" is really exercised.
    expect(listed.at(-1)!.rating).toBeNull();
    expect(listed[0]!.rating).not.toBeNull();
    for (const hidden of [users.pendingLawyer, users.rejectedLawyer]) {
      expect(ids(listed)).not.toContain(hidden.id);
    }
  });

  it.each([
    ['sharma', 'part of a name, lower case'],
    ['SHARMA', 'part of a name, upper case'],
    ['  Sharma  ', 'with spaces around it'],
    ['High Court', 'part of a location'],
    ['high court', 'part of a location, lower case'],
  ])('search %j (%s) is a case-insensitive partial match on name or location', async (search) => {
    const expected = await expectDirectoryMatchesModel({ search });
    expect(expected.length, 'the seed data should have matches').toBeGreaterThan(0);
  });

  it('search ignores letter case: sharma and SHARMA give the same lawyers', async () => {
    const [lower, upper] = await Promise.all([
      searchDirectory({ search: 'sharma' }),
      searchDirectory({ search: 'SHARMA' }),
    ]);
    expect(lower.count).toBeGreaterThan(0);
    expect(ids(upper.data!)).toEqual(ids(lower.data!));
  });

  it.each<[string, DirectoryFilters]>([
    ['specialization', { specialization: 'Family Law' }],
    ['specialization', { specialization: 'Intellectual Property' }],
    ['minimum rating', { min_rating: 4.5 }],
    ['minimum experience', { min_experience: 15 }],
    ['city', { city: 'Mumbai' }],
    ['city, lower case and padded', { city: '  delhi ' }],
    [
      'all filters together',
      {
        search: 'court',
        specialization: 'Family Law',
        min_rating: 4,
        min_experience: 5,
        city: 'Delhi',
      },
    ],
  ])('the %s filter %j narrows the directory correctly', async (_what, filters) => {
    const expected = await expectDirectoryMatchesModel(filters);
    expect(expected.length, 'the seed data should have matches').toBeGreaterThan(0);
    expect(expected.length, 'the filter should narrow the list').toBeLessThan(
      await approvedCount(),
    );
  });

  it.each<[DirectoryFilters, RegExp]>([
    [{ specialization: 'Space Law' }, /^Unknown specialization "Space Law"/],
    [{ min_rating: 9 }, /^Minimum rating must be between 0 and 5/],
    [{ min_rating: -0.5 }, /^Minimum rating must be between 0 and 5/],
    [{ min_experience: -1 }, /^Minimum experience must be between 0 and 70/],
    [{ min_experience: 71 }, /^Minimum experience must be between 0 and 70/],
  ])('an invalid filter %j is refused with a clear 22023 error', async (filters, message) => {
    const { data, error } = await searchDirectory(filters);
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
    expect(error?.message).toMatch(message);
  });

  it.each<[string, DirectoryFilters]>([
    ['no filters', {}],
    ['a specialization', { specialization: 'Family Law' }],
  ])(
    'pages of 24 with %s cover every matching lawyer exactly once, in order',
    async (_what, filters) => {
      const expected = await expectedResults(filters);
      const seen: (string | null)[] = [];
      for (let page = 0; page * pageSize < expected.length; page += 1) {
        const { data, count, error } = await searchDirectory(filters, page);
        expect(error).toBeNull();
        expect(count, `total on page ${page}`).toBe(expected.length);
        seen.push(...ids(data!));
      }
      expect(expected.length, 'the seed data should span several pages').toBeGreaterThan(pageSize);
      expect(seen).toEqual(ids(expected));
      expect(new Set(seen).size).toBe(seen.length);
    },
  );

  it('takes unset filters sent as null as no filter, like leaving them out', async () => {
    // The generated types only know the filters are optional; null works the same.
    const { data, count, error } = await untyped(anonClient())
      .rpc(
        'search_lawyer_directory',
        { search: null, specialization: null, min_rating: null, min_experience: null, city: null },
        { count: 'exact' },
      )
      .order('rating', { ascending: false, nullsFirst: false })
      .order('id')
      .range(0, pageSize - 1);
    const unset = await searchDirectory({});
    expect(error).toBeNull();
    expect(count).toBe(unset.count);
    expect(ids(data)).toEqual(ids(unset.data!));
  });
});

describe('filter strings with ,()%.*: used in or(...) searches cannot widen a query', () => {
  const hostileStrings = [
    '%',
    '*',
    '_',
    '%%',
    ',',
    '()',
    '.*',
    ':',
    '\\',
    '"',
    "'",
    '&',
    'a,approval_status.eq.pending',
    'x),or(name.ilike.*',
    'name.ilike.*',
    'approval_status.eq.pending',
    '*,location.ilike.*',
    '%)',
    // Would match the odd fixture name if % or _ were wildcards; taken literally, nothing does.
    'Under%score',
    'Zed%Test',
    '1_0',
    'Zed*Test',
  ];

  it.each(hostileStrings)(
    'search %j matches only names or locations containing it literally',
    async (search) => {
      const expected = await expectDirectoryMatchesModel({ search });
      expect(expected.length, 'never the whole directory').toBeLessThan(await approvedCount());
    },
  );

  it.each(hostileStrings)(
    'city %j matches only locations containing it literally',
    async (city) => {
      const expected = await expectDirectoryMatchesModel({ city });
      expect(expected.length, 'never the whole directory').toBeLessThan(await approvedCount());
    },
  );

  it.each(['100%', 'Under_score', '(A*B), C.D:', 'zed 100% under_score', 'C.D: Test'])(
    'search %j finds exactly the lawyer whose name contains it',
    async (search) => {
      const { data, count, error } = await searchDirectory({ search });
      expect(error).toBeNull();
      expect(count).toBe(1);
      expect(data).toEqual([expect.objectContaining({ id: oddLawyerId, name: oddName })]);
    },
  );
});

describe('a list or an object for a text filter', () => {
  it.each([
    ['search', ['Delhi', 'Mumbai'], 'a JSON array'],
    ['city', ['Delhi'], 'a JSON array'],
    ['specialization', ['Family Law'], 'a JSON array'],
    ['search', { name: 'Delhi' }, 'a JSON object'],
    ['city', { or: 'x' }, 'a JSON object'],
  ])('%s = %j answers 400 naming the parameter, not 500', async (parameter, value, kind) => {
    const { data, error, status } = await untyped(anonClient()).rpc('search_lawyer_directory', {
      [parameter]: value,
    });
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error?.code).toBe('22P02');
    expect(error?.message).toBe(
      `Parameter "${parameter}" of search_lawyer_directory takes text, not ${kind}.`,
    );
  });

  it('still takes the same filter as text', async () => {
    const { error, status } = await untyped(anonClient()).rpc('search_lawyer_directory', {
      search: 'Delhi',
      city: 'Delhi',
    });
    expect(error).toBeNull();
    expect(status).toBe(200);
  });
});

// ---------------------------------------------------------------------------
// Official and common names of cities and courts
// ---------------------------------------------------------------------------
describe('names of cities and courts', () => {
  /** [what a person types, the name practice_locations() uses for it] */
  const names: [string, string][] = [
    ['Bengaluru', 'Bangalore'],
    ['bengaluru district court', 'Bangalore District Court'],
    ['Bombay', 'Mumbai'],
    ['Bombay High Court', 'Mumbai High Court'],
    ['High Court of Bombay', 'Mumbai High Court'],
    ['Madras High Court', 'Chennai High Court'],
    ['Madras', 'Chennai'],
    ['Calcutta', 'Kolkata'],
    ['Calcutta High Court', 'Kolkata High Court'],
    ['Prayagraj', 'Allahabad'],
    ['Gurugram', 'Punjab & Haryana'],
    ['Gurgaon', 'Punjab & Haryana'],
    ['Chandigarh', 'Punjab & Haryana'],
    ['Kochi', 'Kerala'],
    ['Poona', 'Pune'],
    ['New Delhi', 'Delhi'],
  ];

  it.each(names)('search %j finds the lawyers of %j', async (typed, listed) => {
    // "Bengaluru" and "Gurugram" used to find nothing while "Bangalore" found 7.
    const expected = await expectedResults({ search: listed });
    expect(expected.length, `seed.sql has lawyers at ${listed}`).toBeGreaterThan(0);
    const { data, count, error } = await searchDirectory({ search: typed });
    expect(error).toBeNull();
    expect(count).toBe(expected.length);
    expect(ids(data!)).toEqual(ids(expected.slice(0, pageSize)));
  });

  it.each(names)('city %j finds the lawyers of %j', async (typed, listed) => {
    const expected = await expectedResults({ city: listed });
    const { data, count, error } = await searchDirectory({ city: typed });
    expect(error).toBeNull();
    expect(count).toBe(expected.length);
    expect(ids(data!)).toEqual(ids(expected.slice(0, pageSize)));
  });

  it('still finds the listed names, and no more than before', async () => {
    for (const listed of ['Bangalore', 'Mumbai High Court', 'Kolkata', 'Allahabad High Court']) {
      await expectDirectoryMatchesModel({ search: listed });
      await expectDirectoryMatchesModel({ city: listed });
    }
  });

  it('matches whole words only: part of a name is not a place', async () => {
    // 'Bengal' is no city here; 'Bombayite' is no court.
    for (const search of ['Bengal', 'Bombayite', 'Madrasa']) {
      await expectDirectoryMatchesModel({ search });
    }
  });

  it('keeps the other filters with a common name', async () => {
    const expected = await expectedResults({ city: 'Bangalore', specialization: 'Family Law' });
    const { data, count, error } = await searchDirectory({
      city: 'Bengaluru',
      specialization: 'Family Law',
    });
    expect(error).toBeNull();
    expect(count).toBe(expected.length);
    expect(ids(data!)).toEqual(ids(expected.slice(0, pageSize)));
  });
});
