/**
 * Verified reviews (docs/product/reviews.md) for the journeys: the sentences the product gives,
 * the rating as cards and profiles write it, the rating dialog, the profile's 'Reviews' section,
 * the staff console's reviews, and what only the API or time would do quickly: completed cases
 * of a lawyer of the test's own and the reviews that give them a rating before the journey.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { shellOrigin } from './apps.ts';
import { signInWithPassword } from './auth.ts';
import { moveMeeting } from './case-room.ts';
import { fileRequestAs } from './lawyer-portal.ts';
import { dialog } from './journeys.ts';
import { fetchRuntimeConfig } from './runtime-config.ts';

export const RATE = 'Rate your consultation';
export const EDIT_REVIEW = 'Edit your review';
export const POSTED = 'Thank you. Your review is posted.';
export const ALREADY_REVIEWED =
  'You have already reviewed this consultation. You can edit your review instead.';
export const ONLY_COMPLETED = 'Only a completed consultation can be reviewed.';
export const REPORT_DIALOG = 'Report this review';
export const REPORT_REASON = 'Why are you reporting this review?';
export const REPORTED = 'Thank you. Our team will look at this review.';
export const HIDDEN_BY_TEAM = 'Your review was hidden by our team.';
export const VERIFIED = 'Verified consultation';
export const NEW_LAWYER = 'New';

/** 'You rated this consultation 4 out of 5.' */
export const youRated = (stars: number) => `You rated this consultation ${stars} out of 5.`;
/** The rating dialog's subtitle. */
export const howWas = (lawyerName: string) => `How was your consultation with ${lawyerName}?`;
/** A rated lawyer's rating text on cards and the profile: '4.6 · 23 reviews'. */
export const ratingText = (rating: number, count: number) =>
  `${rating.toFixed(1)} · ${count} ${count === 1 ? 'review' : 'reviews'}`;
/** The accessible name of a star visual: 'Rated 4.6 out of 5' (a review's: 'Rated 4 out of 5'). */
export const ratedLabel = (rating: string | number) => `Rated ${rating} out of 5`;
/** The lawyer's e-mail about a new review: its first sentence. */
export const ratedYourConsultation = (reviewerName: string, stars: number, serviceType: string) =>
  `${reviewerName} rated your ${serviceType} consultation ${stars} out of 5.`;

/** What the database shows of an author: first name and last initial ('Aarav M.'). */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${words[words.length - 1]!.charAt(0).toUpperCase()}.`;
}

/** The month a review was posted, as the profile writes it in India ('November 2026'). */
export function reviewMonth(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    month: 'long',
    year: 'numeric',
  }).format(at);
}

/** PostgreSQL's round(avg, 1) of small integers (half away from zero), as the rating is kept. */
export function averageOf(stars: number[]): number {
  const tenths = (stars.reduce((sum, value) => sum + value, 0) * 10) / stars.length;
  return Math.round(tenths) / 10;
}

/** A supabase-js client signed in as `account`, as the pages' client is. */
export async function apiAs(account: { email: string; password: string }): Promise<SupabaseClient> {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const { session } = await signInWithPassword(account.email, account.password);
  const api = createClient(supabase.url, supabase.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  await api.auth.setSession(session);
  return api;
}

async function rpc(api: SupabaseClient, name: string, args: Record<string, unknown>) {
  const { data, error } = await api.rpc(name, args);
  if (error) throw new Error(`${name}(${JSON.stringify(args)}): ${error.message}`);
  return data;
}

/**
 * A case of `client` with `lawyer` taken to completed through the functions the dashboards
 * call: filed to the lawyer, accepted, scheduled for tomorrow, the meeting moved into the past
 * (as time would), marked completed. Resolves with the request's id.
 */
export async function completeCaseThroughApi(
  client: { email: string; password: string },
  lawyer: { email: string; password: string; id: string },
  request: { serviceType: string; description: string },
): Promise<string> {
  const requestId = await fileRequestAs(client, { ...request, lawyerId: lawyer.id });
  const api = await apiAs(lawyer);
  await rpc(api, 'accept_consultation_request', { request_id: requestId });
  await rpc(api, 'schedule_consultation_request', {
    request_id: requestId,
    meeting_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
  });
  await moveMeeting(requestId, new Date(Date.now() - 5 * 60_000));
  await rpc(api, 'complete_consultation_request', { request_id: requestId });
  return requestId;
}

/** `review_consultation` as `client`; resolves with the error the database gave, if any. */
export async function reviewThroughApi(
  client: { email: string; password: string },
  requestId: string,
  stars: number,
  body: string | null = null,
): Promise<{ error: string | null }> {
  const api = await apiAs(client);
  const { error } = await api.rpc('review_consultation', {
    request_id: requestId,
    rating: stars,
    body,
  });
  return { error: error?.message ?? null };
}

/** A lawyer's rating and review count as the directory publishes them. */
export async function publishedRating(
  lawyerId: string,
): Promise<{ rating: number | null; reviewCount: number }> {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const response = await fetch(
    `${supabase.url.replace(/\/$/, '')}/rest/v1/lawyer_directory?select=rating,review_count&id=eq.${lawyerId}`,
    {
      headers: { apikey: supabase.anonKey, Authorization: `Bearer ${supabase.anonKey}` },
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!response.ok) throw new Error(`lawyer_directory answered ${response.status}`);
  const [row] = (await response.json()) as {
    rating: number | string | null;
    review_count: number;
  }[];
  if (!row) throw new Error(`lawyer ${lawyerId} is not listed`);
  return { rating: row.rating === null ? null : Number(row.rating), reviewCount: row.review_count };
}

/** The rating dialog ('Rate your consultation', also for edits). */
export function rateDialog(page: Page) {
  const root = dialog(page, RATE);
  return {
    root,
    stars: root.getByRole('radiogroup', { name: 'Rating' }),
    star: (stars: number) =>
      root
        .getByRole('radiogroup', { name: 'Rating' })
        .getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars`, exact: true }),
    body: root.getByRole('textbox', { name: 'Your review (optional)' }),
    post: root.getByRole('button', { name: 'Post review', exact: true }),
    save: root.getByRole('button', { name: 'Save changes', exact: true }),
    cancel: root.getByRole('button', { name: 'Cancel', exact: true }),
    /** After posting or saving: the sentence, and 'Close'. */
    done: root.getByRole('status'),
    close: root.getByRole('button', { name: 'Close', exact: true }).first(),
  };
}

/** A lawyer profile's 'Reviews' section and one review in it, found by its text. */
export function profileReviews(page: Page) {
  const section = page.getByRole('main').getByRole('region', { name: 'Reviews', exact: true });
  return {
    section,
    review: (text: string): Locator => section.getByRole('article').filter({ hasText: text }),
    showMore: section.getByRole('button', { name: 'Show more reviews', exact: true }),
  };
}

/** The profile's rating, under the lawyer's name (outside the 'Reviews' section). */
export async function expectProfileRating(
  page: Page,
  lawyerId: string,
  rating: number,
  count: number,
): Promise<void> {
  await page.goto(`/lawyers/${lawyerId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    main.getByRole('img', { name: ratedLabel(rating.toFixed(1)), exact: true }).first(),
  ).toBeVisible();
  await expect(main).toContainText(ratingText(rating, count));
}

/** The lawyer's directory card, found by searching their (unique) name, shows `rating`. */
export async function expectCardRating(
  page: Page,
  lawyer: { name: string },
  rating: number,
  count: number,
): Promise<void> {
  await page.goto(`/lawyers?${new URLSearchParams({ q: lawyer.name })}`);
  const card = page
    .getByRole('region', { name: 'Lawyers', exact: true })
    .getByRole('article', { name: lawyer.name, exact: true });
  await expect(card).toBeVisible();
  await expect(
    card.getByRole('img', { name: ratedLabel(rating.toFixed(1)), exact: true }),
  ).toBeVisible();
  await expect(card).toContainText(ratingText(rating, count));
}

/**
 * The staff console's reported review, found by its text, in the 'Reviews' section; `hide`
 * answers the reason asked for (in the card or in a dialog of its own) and confirms.
 */
export function staffReview(page: Page, text: string) {
  const panel = page.getByRole('tabpanel', { name: 'Reviews', exact: true });
  const card = panel.getByRole('article').filter({ hasText: text });
  return {
    panel,
    card,
    async hide(reason: string): Promise<void> {
      await card.getByRole('button', { name: 'Hide review', exact: true }).click();
      const asked = page.getByRole('dialog');
      await expect(asked.or(card.getByRole('textbox')).first()).toBeVisible();
      const form = (await asked.count()) > 0 ? asked : card;
      await form.getByRole('textbox').fill(reason);
      await form.getByRole('button', { name: 'Hide review', exact: true }).click();
    },
  };
}
