/**
 * The lawyer directory (/lawyers, mf_directory) for the journeys: its controls and cards by role
 * and name, and what the backend says it should list, read straight from the local stack with
 * the key config.json names (as the page reads it, without the page).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { shellOrigin } from './apps.ts';
import { fetchRuntimeConfig } from './runtime-config.ts';
import { commonEn } from '../../shared-platform/src/i18n/en/common.ts';

/** Cards per page of results ('Load more' adds as many). */
export const DIRECTORY_PAGE_SIZE = 24;

/** Locators of /lawyers. */
export function directory(page: Page) {
  const filters = page.getByRole('region', { name: 'Filters', exact: true });
  const results = page.getByRole('region', { name: 'Lawyers', exact: true });
  return {
    heading: page.getByRole('heading', { name: 'Find Expert Lawyers', level: 1 }),
    search: page.getByRole('searchbox', { name: 'Search lawyers' }),
    filters,
    chip: (name: string) => filters.getByRole('button', { name, exact: true }),
    rating: filters.getByRole('combobox', { name: 'Minimum Rating' }),
    experience: filters.getByRole('combobox', { name: 'Minimum Experience' }),
    city: filters.getByRole('combobox', { name: 'Location' }),
    /** The consultation language ('All Languages' or one of the 23; URL param `language`). */
    language: filters.getByRole('combobox', { name: 'Language', exact: true }),
    clearAll: filters.getByRole('button', { name: 'Clear All', exact: true }),
    results,
    /** The count line ('N lawyer(s) found …'). */
    count: results.getByRole('status'),
    cards: results.getByRole('article'),
    card: (name: string) => results.getByRole('article', { name, exact: true }),
    loadMore: results.getByRole('button', { name: 'Load more', exact: true }),
  };
}

/** The arguments of public.search_lawyer_directory(), as the page sends them. */
export interface DirectoryArgs {
  search?: string;
  specialization?: string;
  min_rating?: number;
  min_experience?: number;
  city?: string;
  /** A consultation language's code (CONSULTATION_LANGUAGES). */
  language?: string;
}

/** A row of the public lawyer_directory view (approved lawyers). */
export interface DirectoryRow {
  id: string;
  name: string | null;
  years_experience: number | null;
  expertise_areas: string[] | null;
  location: string | null;
  bio: string | null;
  /** The average of visible reviews; null ('New') under 3 (docs/product/reviews.md). */
  rating: number | null;
  hourly_rate: number | null;
  /** Visible reviews. */
  review_count: number;
  /** Codes of the languages the lawyer consults in. */
  languages: string[] | null;
}

const columns =
  'id,name,years_experience,expertise_areas,location,bio,rating,hourly_rate,review_count,languages';

async function restRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const response = await fetch(`${supabase.url.replace(/\/$/, '')}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: supabase.anonKey,
      Authorization: `Bearer ${supabase.anonKey}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  }
  return response;
}

const normalize = (row: DirectoryRow): DirectoryRow => ({
  ...row,
  // numeric columns may come as JSON strings
  rating: row.rating === null ? null : Number(row.rating),
});

/**
 * What the directory's search function answers for `args`: the total ('Prefer: count=exact',
 * as the page asks) and one page of rows in the page's order.
 */
export async function searchDirectory(
  args: DirectoryArgs = {},
  { offset = 0, limit = DIRECTORY_PAGE_SIZE } = {},
): Promise<{ total: number; rows: DirectoryRow[] }> {
  const query = new URLSearchParams({
    select: columns,
    order: 'rating.desc.nullslast,review_count.desc,id.asc',
    offset: String(offset),
    limit: String(limit),
  });
  const response = await restRequest(`rpc/search_lawyer_directory?${query}`, {
    method: 'POST',
    headers: { Prefer: 'count=exact' },
    body: JSON.stringify(args),
  });
  const range = response.headers.get('content-range') ?? '';
  const total = Number(range.split('/')[1]);
  if (!Number.isInteger(total)) throw new Error(`no total in Content-Range '${range}'`);
  return { total, rows: ((await response.json()) as DirectoryRow[]).map(normalize) };
}

/** Every approved lawyer, read from the view itself (not through the search function). */
export async function listedLawyers(): Promise<DirectoryRow[]> {
  const response = await restRequest(`lawyer_directory?select=${columns}`);
  return ((await response.json()) as DirectoryRow[]).map(normalize);
}

/**
 * The test's own reading of the filters (docs/product/public-site.md): name or location contains
 * the search text, the areas contain the specialization, rating and experience at least the
 * minimum ('New' lawyers have no rating and never pass a minimum), location contains the city,
 * the languages contain the language;
 * best rated first, equal ratings by more reviews, unrated last, ties by id.
 */
export function expectedListing(rows: DirectoryRow[], args: DirectoryArgs): DirectoryRow[] {
  const contains = (text: string | null, part: string) =>
    (text ?? '').toLowerCase().includes(part.trim().toLowerCase());
  return rows
    .filter(
      (row) =>
        (!args.search?.trim() ||
          contains(row.name, args.search) ||
          contains(row.location, args.search)) &&
        (!args.specialization || (row.expertise_areas ?? []).includes(args.specialization)) &&
        (args.min_rating === undefined || (row.rating !== null && row.rating >= args.min_rating)) &&
        (args.min_experience === undefined || (row.years_experience ?? 0) >= args.min_experience) &&
        (!args.city || contains(row.location, args.city)) &&
        (!args.language || (row.languages ?? []).includes(args.language)),
    )
    .sort(
      (a, b) =>
        (b.rating ?? -1) - (a.rating ?? -1) ||
        b.review_count - a.review_count ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** '₹2,500/hr' */
export const hourlyRate = (amount: number) => `${inr.format(amount)}/hr`;

/** What a card shows of a lawyer (docs/product/public-site.md). */
export interface CardContent {
  name: string;
  href: string;
  /** The stars' name and the text beside them ('Rated 4.6 out of 5; 4.6 · 23 reviews'), or 'New'. */
  rating: string;
  /** The expertise tags: at most 3, then '+N more'. */
  tags: string[];
  /** Years of experience, location, languages, hourly rate. */
  facts: string[];
}

/** A lawyer's rating as a card shows it (docs/product/reviews.md). */
export function cardRating(row: Pick<DirectoryRow, 'rating' | 'review_count'>): string {
  if (row.rating === null) return 'New';
  const rating = row.rating.toFixed(1);
  return `Rated ${rating} out of 5; ${rating} · ${row.review_count} reviews`;
}

/** The English names of the consultation languages, by code: the platform's catalog's labels. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = commonEn.languages;

export function expectedCard(row: DirectoryRow): CardContent {
  const areas = row.expertise_areas ?? [];
  const years = row.years_experience ?? 0;
  return {
    name: row.name ?? 'Unknown Lawyer',
    href: `/lawyers/${row.id}`,
    rating: cardRating(row),
    tags: [...areas.slice(0, 3), ...(areas.length > 3 ? [`+${areas.length - 3} more`] : [])],
    facts: [
      `${years} ${years === 1 ? 'year' : 'years'} of experience`,
      ...(row.location ? [row.location] : []),
      // 'Languages: Hindi, English': the term is the dt, the names the dd.
      ...(row.languages?.length
        ? [row.languages.map((code) => LANGUAGE_NAMES[code] ?? code).join(', ')]
        : []),
      ...(row.hourly_rate !== null ? [hourlyRate(row.hourly_rate)] : []),
    ],
  };
}

/** The cards on the page, as shown. */
export function readCards(cards: Locator): Promise<CardContent[]> {
  return cards.evaluateAll((articles) =>
    articles.map((article) => {
      const link = article.querySelector('h3 a');
      const text = (element: Element) => element.textContent?.trim() ?? '';
      const stars = article.querySelector('[role="img"][aria-label^="Rated "]');
      const count = /\d\.\d · \d+ reviews?/.exec(text(article).replace(/\s+/g, ' '))?.[0];
      const isNew = [...article.querySelectorAll('*')].some(
        (element) => element.children.length === 0 && text(element) === 'New',
      );
      return {
        name: link ? text(link) : '',
        href: link?.getAttribute('href') ?? '',
        rating: stars ? `${stars.getAttribute('aria-label')}; ${count ?? ''}` : isNew ? 'New' : '',
        tags: [...article.querySelectorAll('ul[aria-label="Areas of expertise"] > li')].map(text),
        facts: [...article.querySelectorAll('dl dd')].map(text),
      };
    }),
  );
}

/** The count line once the results for the current filters are in. */
export function countText(total: number, filtered: boolean): string {
  return `${total} lawyer(s) found${filtered ? ' matching your criteria' : ''}`;
}

/**
 * Waits for the results to settle on `total` matches (count line, nothing loading) and checks
 * that the cards are exactly `rows` (the first `rows.length` of them, in order).
 */
export async function expectListing(
  page: Page,
  { total, filtered, rows }: { total: number; filtered: boolean; rows: DirectoryRow[] },
): Promise<void> {
  const { count, results, cards } = directory(page);
  await expect(count).toHaveText(countText(total, filtered));
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(cards).toHaveCount(rows.length);
  await expect.poll(() => readCards(cards)).toEqual(rows.map(expectedCard));
}

/** The page's query string as a plain object (`{ specialization: 'Family Law' }`). */
export function searchParamsOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}
