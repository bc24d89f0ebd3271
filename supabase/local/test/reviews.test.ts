/**
 * Verified reviews (docs/product/reviews.md, docs/adr/0032-verified-reviews.md), through the API
 * as each role: only the client of a completed request reviews its lawyer, once; the author edits
 * for 14 days, never once hidden; the lawyer replies once and never changes a review; the rating
 * is the average of visible reviews (none below 3) in the profile, the listing and the directory's
 * filter and order; anyone signed in reports; support staff hide, keep and restore, each in the
 * audit trail; the lawyer and the author are mailed. Runs on PGlite and, with TEST_DATABASE_URL,
 * PostgreSQL (where two connections also race for one lawyer's average).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, env, serviceClient, signedInClient, untyped } from './support/clients.ts';
import {
  closeDatabase,
  createAccount,
  fileRequest,
  literal,
  outbox,
  run,
  type TestAccount,
} from './support/notifications.ts';

type Party = 'client' | 'otherClient' | 'lawyer' | 'otherLawyer' | 'support' | 'reviewer';
const accounts = {} as Record<Party, TestAccount>;
const api = async (who: Party): Promise<SupabaseClient> =>
  untyped(await signedInClient(accounts[who]));
const anon = () => untyped(anonClient());
const service = untyped(serviceClient());

const errorOf = (result: { error: { code?: string; message?: string } | null }) =>
  result.error ? { code: result.error.code, message: result.error.message } : null;

const sentences = {
  rating: 'Choose a rating from 1 to 5 stars.',
  long: 'Your review can be at most 2,000 characters.',
  blank: 'Write some words in your review, or leave it empty.',
  twice: 'You have already reviewed this consultation. You can edit your review instead.',
  notCompleted: 'Only a completed consultation can be reviewed.',
  editWindow:
    'This review can no longer be edited: reviews can be edited for 14 days after posting.',
  editHidden: 'This review was hidden by our team and can no longer be edited.',
  reportReason: 'Tell us why you are reporting this review.',
  reportLong: 'A reason can be at most 500 characters.',
  reportTwice: 'You have already reported this review. Our team will look at it.',
  reportOwn: 'You cannot report your own review.',
  reply: 'Write your reply.',
  replyLong: 'A reply can be at most 1,000 characters.',
  replyTwice: 'You have already replied to this review.',
  hideReason: 'Give a reason for hiding this review.',
  reviewNotFound: 'This review was not found.',
  requestNotFound: 'This consultation was not found.',
  support: 'Not allowed: only support staff can do this.',
};

beforeAll(async () => {
  accounts.client = await createAccount('client', { fullName: 'Aarav Mehta' });
  accounts.otherClient = await createAccount('client', { fullName: 'Meenakshi' });
  accounts.lawyer = await createAccount('lawyer', {
    fullName: 'Revati Reviewed',
    areas: ['Family Law', 'Property Law'],
  });
  accounts.otherLawyer = await createAccount('lawyer');
  accounts.support = await createAccount('client', { fullName: 'Sunil Support' });
  accounts.reviewer = await createAccount('client', { fullName: 'Rekha Reviewer' });
  await run(`
    insert into private.staff_capabilities (user_id, capability)
    values (${literal(accounts.support.id)}, 'support'), (${literal(accounts.reviewer.id)}, 'reviewer');
  `);
});

afterAll(closeDatabase);

/** A request of `client` with `lawyer` in `status` (completed: met yesterday). */
async function caseOf(
  client: TestAccount = accounts.client,
  lawyer: TestAccount = accounts.lawyer,
  status = 'completed',
): Promise<string> {
  return fileRequest({
    clientId: client.id,
    lawyerId: lawyer.id,
    serviceType: 'Family Law',
    status,
    scheduledFor: status === 'scheduled' || status === 'completed' ? new Date(Date.now() - 86_400_000).toISOString() : null,
  });
}

/** A fresh approved, listed lawyer of its own (ratings of one test never meet another's). */
async function newLawyer(fullName?: string): Promise<TestAccount> {
  return createAccount('lawyer', { fullName, areas: ['Family Law'] });
}

/** A new client with a completed case with `lawyer`, reviewed with `rating` through the API. */
async function reviewBy(lawyer: TestAccount, rating: number, body?: string) {
  const client = await createAccount('client');
  const requestId = await caseOf(client, lawyer);
  const result = await untyped(await signedInClient(client)).rpc('review_consultation', {
    request_id: requestId,
    rating,
    body,
  });
  expect(errorOf(result)).toBeNull();
  return { client, requestId, review: result.data as { id: string } & Record<string, unknown> };
}

async function ratingOf(lawyerId: string) {
  const [row] = await run<{
    rating: string | null;
    review_count: number;
    listed_rating: string | null;
    listed_count: number | null;
  }>(`
    select p.rating::text as rating, p.review_count, l.rating::text as listed_rating,
           l.review_count as listed_count
      from public.lawyer_profiles p
      left join private.lawyer_listings l on l.id = p.id
     where p.id = ${literal(lawyerId)}`);
  return row!;
}

async function hide(reviewId: string, reason = 'Names a person who is not a party.') {
  return (await api('support')).rpc('hide_review', { review_id: reviewId, reason });
}

describe('who reviews what', () => {
  it('the client of a completed case reviews its lawyer once, with stars and optional text', async () => {
    const requestId = await caseOf();
    const client = await api('client');
    const posted = await client.rpc('review_consultation', {
      request_id: requestId,
      rating: 5,
      body: '  Clear advice on the maintenance petition under Section 125 CrPC.  ',
    });
    expect(errorOf(posted)).toBeNull();
    expect(posted.data).toMatchObject({
      request_id: requestId,
      lawyer_id: accounts.lawyer.id,
      client_id: accounts.client.id,
      rating: 5,
      body: 'Clear advice on the maintenance petition under Section 125 CrPC.',
      reviewer_name: 'Aarav M.',
      edited_at: null,
      reply: null,
      hidden_at: null,
    });

    const again = await client.rpc('review_consultation', { request_id: requestId, rating: 4 });
    expect(errorOf(again)).toEqual({ code: '23505', message: sentences.twice });
  });

  it('text is optional ("" is none); a one-word name is shown as it is', async () => {
    const requestId = await caseOf(accounts.otherClient);
    const posted = await (await api('otherClient')).rpc('review_consultation', {
      request_id: requestId,
      rating: 3,
      body: '',
    });
    expect(errorOf(posted)).toBeNull();
    expect(posted.data).toMatchObject({ body: null, reviewer_name: 'Meenakshi' });
  });

  it.each(['cancelled', 'assigned', 'scheduled', 'pending'])(
    'a %s request cannot be reviewed',
    async (status) => {
      const requestId = await caseOf(accounts.client, accounts.lawyer, status);
      const result = await (await api('client')).rpc('review_consultation', {
        request_id: requestId,
        rating: 4,
      });
      expect(errorOf(result)).toEqual({ code: '55000', message: sentences.notCompleted });
    },
  );

  it('an open request (no lawyer) and a released one cannot be reviewed', async () => {
    const open = await fileRequest({ clientId: accounts.client.id, lawyerId: null });
    const released = await caseOf(accounts.client, accounts.lawyer, 'assigned');
    const { error: releaseError } = await (await api('lawyer')).rpc('release_consultation_request', {
      request_id: released,
      reason: 'A conflict of interest came up.',
    });
    expect(releaseError).toBeNull();
    for (const requestId of [open, released]) {
      const result = await (await api('client')).rpc('review_consultation', {
        request_id: requestId,
        rating: 4,
      });
      expect(errorOf(result)).toEqual({ code: '55000', message: sentences.notCompleted });
    }
  });

  it('nobody but the case client reviews it; a visitor is refused by the grants', async () => {
    const requestId = await caseOf();
    for (const who of ['otherClient', 'lawyer', 'otherLawyer', 'support'] as const) {
      const result = await (await api(who)).rpc('review_consultation', {
        request_id: requestId,
        rating: 1,
      });
      expect(errorOf(result), who).toEqual({ code: 'P0002', message: sentences.requestNotFound });
    }
    const visitor = await anon().rpc('review_consultation', { request_id: requestId, rating: 1 });
    expect(visitor.error?.code).toBe('42501');
    const [{ count }] = (await run<{ count: number }>(
      `select count(*)::int as count from public.lawyer_reviews where request_id = ${literal(requestId)}`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it.each([
    [0, undefined, sentences.rating],
    [6, undefined, sentences.rating],
    [null, undefined, sentences.rating],
    [4, 'x'.repeat(2001), sentences.long],
    [4, ' \u200B\u00A0 ', sentences.blank],
  ])('rating %s with a bad text (case %#) is refused', async (rating, body, message) => {
    const requestId = await caseOf();
    const result = await (await api('client')).rpc('review_consultation', {
      request_id: requestId,
      rating,
      body,
    });
    expect(errorOf(result)).toEqual({ code: '22023', message });
  });

  it('2,000 characters of text are accepted', async () => {
    const requestId = await caseOf();
    const result = await (await api('client')).rpc('review_consultation', {
      request_id: requestId,
      rating: 4,
      body: 'a'.repeat(2000),
    });
    expect(errorOf(result)).toBeNull();
  });
});

describe('editing', () => {
  it('the author edits stars and text within 14 days; edited_at is set', async () => {
    const requestId = await caseOf();
    const client = await api('client');
    const { data: review } = await client.rpc('review_consultation', {
      request_id: requestId,
      rating: 2,
    });
    const edited = await client.rpc('edit_review', {
      review_id: review.id,
      rating: 4,
      body: 'The second hearing went well.',
    });
    expect(errorOf(edited)).toBeNull();
    expect(edited.data).toMatchObject({ rating: 4, body: 'The second hearing went well.' });
    expect(edited.data.edited_at).not.toBeNull();

    const bad = await client.rpc('edit_review', { review_id: review.id, rating: 9 });
    expect(errorOf(bad)).toEqual({ code: '22023', message: sentences.rating });
  });

  it('is refused after 14 days and once hidden; nobody else edits', async () => {
    const requestId = await caseOf();
    const client = await api('client');
    const { data: review } = await client.rpc('review_consultation', {
      request_id: requestId,
      rating: 3,
    });
    for (const who of ['otherClient', 'lawyer', 'support'] as const) {
      const result = await (await api(who)).rpc('edit_review', { review_id: review.id, rating: 5 });
      expect(errorOf(result), who).toEqual({ code: 'P0002', message: sentences.reviewNotFound });
    }
    expect((await anon().rpc('edit_review', { review_id: review.id, rating: 5 })).error?.code).toBe(
      '42501',
    );

    await run(`update public.lawyer_reviews
                  set created_at = now() - interval '13 days 23 hours'
                where id = ${literal(review.id)}`);
    expect(errorOf(await client.rpc('edit_review', { review_id: review.id, rating: 4 }))).toBeNull();

    await run(`update public.lawyer_reviews
                  set created_at = now() - interval '14 days 1 minute'
                where id = ${literal(review.id)}`);
    expect(errorOf(await client.rpc('edit_review', { review_id: review.id, rating: 5 }))).toEqual({
      code: '55000',
      message: sentences.editWindow,
    });

    await run(`update public.lawyer_reviews set created_at = now() where id = ${literal(review.id)}`);
    expect(errorOf(await hide(review.id))).toBeNull();
    expect(errorOf(await client.rpc('edit_review', { review_id: review.id, rating: 5 }))).toEqual({
      code: '55000',
      message: sentences.editHidden,
    });
  });

  it('nobody writes the tables directly, and the lawyer never sets their rating', async () => {
    const { data: review } = await (await api('client')).rpc('review_consultation', {
      request_id: await caseOf(),
      rating: 1,
    });
    for (const who of ['client', 'lawyer', 'support'] as const) {
      const db = await api(who);
      const update = await db.from('lawyer_reviews').update({ rating: 5 }).eq('id', review.id);
      expect(update.error?.code, who).toBe('42501');
      const del = await db.from('lawyer_reviews').delete().eq('id', review.id);
      expect(del.error?.code, who).toBe('42501');
      const insert = await db.from('review_reports').insert({
        review_id: review.id,
        reporter_id: accounts[who].id,
        reason: 'direct',
      });
      expect(insert.error?.code, who).toBe('42501');
    }
    const lawyer = await api('lawyer');
    for (const change of [{ rating: 5 }, { review_count: 99 }]) {
      const result = await lawyer.from('lawyer_profiles').update(change).eq('id', accounts.lawyer.id);
      expect(errorOf(result)).toEqual({
        code: '42501',
        message: 'A rating cannot be set by the lawyer.',
      });
    }
    const [{ rating }] = (await run<{ rating: number }>(
      `select rating from public.lawyer_reviews where id = ${literal(review.id)}`,
    )) as [{ rating: number }];
    expect(rating).toBe(1);
  });
});

describe('the rating', () => {
  it('is null ("New") below 3 visible reviews, then the rounded average, everywhere', async () => {
    const lawyer = await newLawyer();
    expect(await ratingOf(lawyer.id)).toEqual({
      rating: null,
      review_count: 0,
      listed_rating: null,
      listed_count: 0,
    });
    await reviewBy(lawyer, 5);
    const second = await reviewBy(lawyer, 4);
    expect(await ratingOf(lawyer.id)).toMatchObject({ rating: null, review_count: 2, listed_count: 2 });
    const third = await reviewBy(lawyer, 4);
    // (5 + 4 + 4) / 3 = 4.33
    expect(await ratingOf(lawyer.id)).toEqual({
      rating: '4.3',
      review_count: 3,
      listed_rating: '4.3',
      listed_count: 3,
    });

    // An edit moves the average: (5 + 4 + 5) / 3 = 4.67.
    const edit = await untyped(await signedInClient(third.client)).rpc('edit_review', {
      review_id: third.review.id,
      rating: 5,
    });
    expect(errorOf(edit)).toBeNull();
    expect(await ratingOf(lawyer.id)).toMatchObject({ rating: '4.7', listed_rating: '4.7' });

    // Hidden leaves the average (and here the lawyer has 2 again: New).
    expect(errorOf(await hide(second.review.id))).toBeNull();
    expect(await ratingOf(lawyer.id)).toEqual({
      rating: null,
      review_count: 2,
      listed_rating: null,
      listed_count: 2,
    });
    const { data: directory } = await anon()
      .from('lawyer_directory')
      .select('rating, review_count')
      .eq('id', lawyer.id)
      .single();
    expect(directory).toEqual({ rating: null, review_count: 2 });

    // Restored counts again.
    const restored = await (await api('support')).rpc('restore_review', {
      review_id: second.review.id,
      reason: 'The name was a public figure; the review is fair.',
    });
    expect(errorOf(restored)).toBeNull();
    expect(await ratingOf(lawyer.id)).toMatchObject({ rating: '4.7', review_count: 3 });
  });

  it('the filter treats New as unrated; the order is rating, then count, then id', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const rated = await newLawyer(`Filter Rated ${tag}`);
    const morereviews = await newLawyer(`Filter Many ${tag}`);
    const fresh = await newLawyer(`Filter New ${tag}`);
    for (const r of [5, 5, 4]) await reviewBy(rated, r); // 4.7, 3 reviews
    for (const r of [5, 5, 4, 5, 4, 5]) await reviewBy(morereviews, r); // 4.7, 6 reviews
    for (const r of [5, 5]) await reviewBy(fresh, r); // New, 2 reviews

    const search = (min_rating: number | null) =>
      anon()
        .rpc('search_lawyer_directory', { search: tag, min_rating })
        .order('rating', { ascending: false, nullsFirst: false })
        .order('review_count', { ascending: false })
        .order('id');
    const all = await search(null);
    expect(errorOf(all)).toBeNull();
    expect(all.data!.map((l: { id: string }) => l.id)).toEqual([morereviews.id, rated.id, fresh.id]);
    expect(all.data![2]).toMatchObject({ rating: null, review_count: 2 });

    const filtered = await search(4.5);
    expect(filtered.data!.map((l: { id: string }) => l.id)).toEqual([morereviews.id, rated.id]);
  });

  it('reviews posted at once for one lawyer end at the right average', async () => {
    const lawyer = await newLawyer();
    const clients = await Promise.all([1, 2, 3, 4, 5, 4, 3, 5].map(() => createAccount('client')));
    const cases = await Promise.all(clients.map((client) => caseOf(client, lawyer)));
    const ratings = [1, 2, 3, 4, 5, 4, 3, 5];
    const results = await Promise.all(
      clients.map(async (client, i) =>
        untyped(await signedInClient(client)).rpc('review_consultation', {
          request_id: cases[i],
          rating: ratings[i],
        }),
      ),
    );
    expect(results.map(errorOf)).toEqual(ratings.map(() => null));
    // 27 / 8 = 3.375
    expect(await ratingOf(lawyer.id)).toEqual({
      rating: '3.4',
      review_count: 8,
      listed_rating: '3.4',
      listed_count: 8,
    });
  });

  it.runIf(env().databaseKind === 'postgres')(
    'two connections reviewing one lawyer: the second waits for the first and counts it',
    async () => {
      const lawyer = await newLawyer();
      await reviewBy(lawyer, 5);
      await reviewBy(lawyer, 5);
      const a = await createAccount('client');
      const b = await createAccount('client');
      const caseA = await caseOf(a, lawyer);
      const caseB = await caseOf(b, lawyer);
      const one = postgres(env().stackDatabaseUrl, { max: 1, onnotice: () => {} });
      const two = postgres(env().stackDatabaseUrl, { max: 1, onnotice: () => {} });
      const asClient = (id: string) => `
        select set_config('request.jwt.claims', '{"role":"authenticated","sub":"${id}"}', true),
               set_config('request.jwt.claim.role', 'authenticated', true),
               set_config('request.jwt.claim.sub', '${id}', true)`;
      try {
        let releaseFirst!: () => void;
        const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
        let firstReviewed!: () => void;
        const firstHasReviewed = new Promise<void>((resolve) => (firstReviewed = resolve));
        const first = one.begin(async (sql) => {
          await sql.unsafe(asClient(a.id));
          await sql.unsafe('set local role authenticated');
          await sql.unsafe(`select public.review_consultation('${caseA}', 1)`);
          firstReviewed();
          await firstMayCommit;
        });
        await firstHasReviewed;
        const second = two.begin(async (sql) => {
          await sql.unsafe(asClient(b.id));
          await sql.unsafe('set local role authenticated');
          await sql.unsafe(`select public.review_consultation('${caseB}', 2)`);
        });
        // The second is held by the first's lock on the profile until the first commits.
        await new Promise((resolve) => setTimeout(resolve, 300));
        releaseFirst();
        await Promise.all([first, second]);
      } finally {
        await one.end();
        await two.end();
      }
      // (5 + 5 + 1 + 2) / 4 = 3.25
      expect(await ratingOf(lawyer.id)).toMatchObject({ rating: '3.3', review_count: 4 });
    },
  );
});

describe('the public list', () => {
  it('shows visible reviews of listed lawyers, newest first, without who or which request', async () => {
    const lawyer = await newLawyer();
    const older = await reviewBy(lawyer, 4, 'Explained the partition suit patiently.');
    const newer = await reviewBy(lawyer, 2);
    const hidden = await reviewBy(lawyer, 1, 'Rude.');
    await run(`update public.lawyer_reviews set created_at = now() - interval '2 days'
                where id = ${literal(older.review.id)}`);
    expect(errorOf(await hide(hidden.review.id))).toBeNull();

    const list = await anon()
      .from('lawyer_review_list')
      .select('*')
      .eq('lawyer_id', lawyer.id)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(0, 4);
    expect(errorOf(list)).toBeNull();
    expect(list.data!.map((r: { id: string }) => r.id)).toEqual([newer.review.id, older.review.id]);
    expect(Object.keys(list.data![0]).sort()).toEqual(
      [
        'body',
        'created_at',
        'edited_at',
        'id',
        'lawyer_id',
        'rating',
        'replied_at',
        'reply',
        'reviewer_name',
      ].sort(),
    );
    expect(list.data![1]).toMatchObject({ body: 'Explained the partition suit patiently.', rating: 4 });

    // A lawyer who is no longer listed has no public reviews.
    await run(`update public.lawyer_profiles set approval_status = 'rejected'
                where id = ${literal(lawyer.id)}`);
    const unlisted = await anon().from('lawyer_review_list').select('id').eq('lawyer_id', lawyer.id);
    expect(unlisted.data).toEqual([]);
  });

  it('the table itself: the author, the lawyer and support read a review; nobody else', async () => {
    const { data: review } = await (await api('client')).rpc('review_consultation', {
      request_id: await caseOf(),
      rating: 4,
    });
    const expected: Record<Party | 'anon', number> = {
      client: 1,
      lawyer: 1,
      support: 1,
      otherClient: 0,
      otherLawyer: 0,
      reviewer: 0,
      anon: -1,
    };
    for (const [who, count] of Object.entries(expected)) {
      const db = who === 'anon' ? anon() : await api(who as Party);
      const result = await db.from('lawyer_reviews').select('id').eq('id', review.id);
      if (count < 0) expect(result.error?.code, who).toBe('42501');
      else expect(result.data?.length, who).toBe(count);
    }
  });
});

describe('replies', () => {
  it('the lawyer replies once, to a visible review of theirs; nobody else replies', async () => {
    const { data: review } = await (await api('client')).rpc('review_consultation', {
      request_id: await caseOf(),
      rating: 3,
    });
    for (const who of ['client', 'otherLawyer', 'support'] as const) {
      const result = await (await api(who)).rpc('reply_to_review', {
        review_id: review.id,
        reply: 'Thank you.',
      });
      expect(errorOf(result), who).toEqual({ code: 'P0002', message: sentences.reviewNotFound });
    }
    expect((await anon().rpc('reply_to_review', { review_id: review.id, reply: 'x' })).error?.code).toBe(
      '42501',
    );
    const lawyer = await api('lawyer');
    expect(errorOf(await lawyer.rpc('reply_to_review', { review_id: review.id, reply: '  ' }))).toEqual({
      code: '22023',
      message: sentences.reply,
    });
    expect(
      errorOf(await lawyer.rpc('reply_to_review', { review_id: review.id, reply: 'y'.repeat(1001) })),
    ).toEqual({ code: '22023', message: sentences.replyLong });
    const replied = await lawyer.rpc('reply_to_review', {
      review_id: review.id,
      reply: 'Thank you; I am glad the mediation at the family court helped.',
    });
    expect(errorOf(replied)).toBeNull();
    expect(replied.data.replied_at).not.toBeNull();
    expect(
      errorOf(await lawyer.rpc('reply_to_review', { review_id: review.id, reply: 'Again.' })),
    ).toEqual({ code: '23505', message: sentences.replyTwice });

    const { data: listed } = await anon()
      .from('lawyer_review_list')
      .select('reply')
      .eq('id', review.id)
      .single();
    expect(listed).toEqual({ reply: 'Thank you; I am glad the mediation at the family court helped.' });

    // A hidden review takes no reply.
    const other = await (await api('client')).rpc('review_consultation', {
      request_id: await caseOf(),
      rating: 1,
    });
    expect(errorOf(await hide(other.data.id))).toBeNull();
    expect(
      errorOf(await lawyer.rpc('reply_to_review', { review_id: other.data.id, reply: 'Hm.' })),
    ).toEqual({ code: 'P0002', message: sentences.reviewNotFound });
  });
});

describe('reports and staff decisions', () => {
  it('anyone signed in reports a visible review but their own, once while open', async () => {
    const { data: review } = await (await api('client')).rpc('review_consultation', {
      request_id: await caseOf(),
      rating: 1,
      body: 'He never showed up.',
    });
    const report = (who: Party, reason: string) =>
      api(who).then((db) => db.rpc('report_review', { review_id: review.id, reason }));

    expect(errorOf(await report('client', 'Mine.'))).toEqual({
      code: '22023',
      message: sentences.reportOwn,
    });
    expect(
      (await anon().rpc('report_review', { review_id: review.id, reason: 'Spam' })).error?.code,
    ).toBe('42501');
    expect(errorOf(await report('otherClient', ' '))).toEqual({
      code: '22023',
      message: sentences.reportReason,
    });
    expect(errorOf(await report('otherClient', 'r'.repeat(501)))).toEqual({
      code: '22023',
      message: sentences.reportLong,
    });
    expect(errorOf(await report('otherClient', 'This is not true.'))).toBeNull();
    expect(errorOf(await report('otherClient', 'Again.'))).toEqual({
      code: '23505',
      message: sentences.reportTwice,
    });
    expect(errorOf(await report('lawyer', 'The meeting took place on 3 November.'))).toBeNull();

    // The reporter reads their own report; support all; others none.
    const reads: Record<string, number> = { otherClient: 1, lawyer: 1, support: 2, client: 0, reviewer: 0 };
    for (const [who, count] of Object.entries(reads)) {
      const { data } = await (await api(who as Party))
        .from('review_reports')
        .select('id')
        .eq('review_id', review.id);
      expect(data?.length, who).toBe(count);
    }

    // The staff queue: support only.
    for (const who of ['client', 'lawyer', 'reviewer'] as const) {
      expect(errorOf(await (await api(who)).rpc('reported_reviews', { state: 'open' })), who).toEqual({
        code: '42501',
        message: sentences.support,
      });
    }
    const queue = await (await api('support')).rpc('reported_reviews', { state: 'open' });
    expect(errorOf(queue)).toBeNull();
    const row = queue.data.find((r: { review_id: string }) => r.review_id === review.id);
    expect(row).toMatchObject({
      lawyer_id: accounts.lawyer.id,
      lawyer_name: 'Revati Reviewed',
      rating: 1,
      body: 'He never showed up.',
      reviewer_name: 'Aarav M.',
      open_reports: 2,
      hidden_at: null,
    });
    expect(row.reports.map((r: { reason: string }) => r.reason)).toEqual([
      'The meeting took place on 3 November.',
      'This is not true.',
    ]);
    expect(row.reports[0]).toMatchObject({ reporterLabel: 'Revati R. (the lawyer)', resolution: null });
    expect(row.reports[1].reporterLabel).toBe('Meenakshi');

    // Hiding needs a reason, closes the reports as hidden, audits, mails the author.
    const support = await api('support');
    expect(errorOf(await support.rpc('hide_review', { review_id: review.id, reason: '' }))).toEqual({
      code: '22023',
      message: sentences.hideReason,
    });
    for (const who of ['client', 'lawyer', 'reviewer'] as const) {
      const result = await (await api(who)).rpc('hide_review', { review_id: review.id, reason: 'x' });
      expect(errorOf(result), who).toEqual({ code: '42501', message: sentences.support });
    }
    const hidden = await hide(review.id, 'Disputed facts about a named person.');
    expect(errorOf(hidden)).toBeNull();
    expect(hidden.data).toMatchObject({ hidden_reason: 'Disputed facts about a named person.' });
    const reports = await run<{ resolution: string; resolved_by: string }>(
      `select resolution, resolved_by::text as resolved_by from public.review_reports
        where review_id = ${literal(review.id)}`,
    );
    expect(reports).toEqual([
      { resolution: 'hidden', resolved_by: accounts.support.id },
      { resolution: 'hidden', resolved_by: accounts.support.id },
    ]);
    const open = await support.rpc('reported_reviews', { state: 'open' });
    expect(open.data.some((r: { review_id: string }) => r.review_id === review.id)).toBe(false);
    const hiddenList = await support.rpc('reported_reviews', { state: 'hidden' });
    expect(hiddenList.data[0]).toMatchObject({ review_id: review.id, open_reports: 0 });

    // A hidden review cannot be reported.
    expect(errorOf(await report('reviewer', 'Spam'))).toEqual({
      code: 'P0002',
      message: sentences.reviewNotFound,
    });

    // Restore needs a reason and is audited.
    expect(
      errorOf(await support.rpc('restore_review', { review_id: review.id, reason: ' ' })),
    ).toMatchObject({ code: '22023' });
    expect(
      errorOf(
        await support.rpc('restore_review', {
          review_id: review.id,
          reason: 'The lawyer confirmed the missed meeting.',
        }),
      ),
    ).toBeNull();

    const audit = await run<{ action: string; actor_id: string; after: Record<string, unknown> }>(
      `select action, actor_id::text as actor_id, after from public.staff_audit_log
        where subject_table = 'lawyer_reviews' and subject_id = ${literal(review.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['review.hidden', 'review.restored']);
    expect(audit.every((a) => a.actor_id === accounts.support.id)).toBe(true);
    expect(audit[0]!.after).toMatchObject({
      reason: 'Disputed facts about a named person.',
      closedReports: 2,
    });
    expect(audit[1]!.after).toMatchObject({ reason: 'The lawyer confirmed the missed meeting.' });
  });

  it('keeping a review closes its open reports as kept, audited; a new report may follow', async () => {
    const { data: review } = await (await api('client')).rpc('review_consultation', {
      request_id: await caseOf(),
      rating: 2,
    });
    const other = await api('otherClient');
    expect(
      errorOf(await other.rpc('report_review', { review_id: review.id, reason: 'Off-topic.' })),
    ).toBeNull();
    const support = await api('support');
    expect(errorOf(await (await api('reviewer')).rpc('keep_review', { review_id: review.id }))).toEqual(
      { code: '42501', message: sentences.support },
    );
    expect(errorOf(await support.rpc('keep_review', { review_id: review.id }))).toBeNull();
    const [report] = await run<{ resolution: string }>(
      `select resolution from public.review_reports where review_id = ${literal(review.id)}`,
    );
    expect(report).toEqual({ resolution: 'kept' });
    const [audit] = await run<{ action: string }>(
      `select action from public.staff_audit_log
        where subject_table = 'lawyer_reviews' and subject_id = ${literal(review.id)}`,
    );
    expect(audit).toEqual({ action: 'review.kept' });
    expect(errorOf(await support.rpc('keep_review', { review_id: review.id }))).toMatchObject({
      code: '55000',
    });
    expect(
      errorOf(await other.rpc('report_review', { review_id: review.id, reason: 'Still off-topic.' })),
    ).toBeNull();
  });

  it('the functions: a visitor is refused by the grants', async () => {
    for (const [name, args] of [
      ['hide_review', { review_id: crypto.randomUUID(), reason: 'x' }],
      ['keep_review', { review_id: crypto.randomUUID() }],
      ['restore_review', { review_id: crypto.randomUUID(), reason: 'x' }],
      ['reported_reviews', { state: 'open' }],
    ] as const) {
      expect((await anon().rpc(name, args)).error?.code, name).toBe('42501');
    }
    expect(errorOf(await hide(crypto.randomUUID()))).toEqual({
      code: 'P0002',
      message: sentences.reviewNotFound,
    });
    // The service role reads the tables but calls none of the users' functions.
    expect((await service.from('lawyer_reviews').select('id').limit(1)).error).toBeNull();
    expect((await service.rpc('reported_reviews', { state: 'open' })).error?.code).toBe('42501');
  });
});

describe('the mails', () => {
  it('review_received to the lawyer on a new review (not on edits); review_hidden to the author', async () => {
    const lawyer = await newLawyer('Tarun Mailed');
    const { client, requestId, review } = await reviewBy(lawyer, 4, 'Helpful.');
    const edit = await untyped(await signedInClient(client)).rpc('edit_review', {
      review_id: review.id,
      rating: 5,
    });
    expect(errorOf(edit)).toBeNull();
    const received = await outbox({ recipientId: lawyer.id, kind: 'review_received' });
    expect(received).toHaveLength(1);
    expect(received[0]!.data).toEqual({
      reviewId: review.id,
      lawyerId: lawyer.id,
      lawyerName: 'Tarun Mailed',
      reviewerName: client.fullName.split(' ')[0] + ' ' + client.fullName.split(' ').at(-1)![0]!.toUpperCase() + '.',
      rating: 4,
      serviceType: 'Family Law',
    });
    expect(requestId).toBeTruthy();

    expect(errorOf(await hide(review.id, 'Contains a phone number.'))).toBeNull();
    const hiddenMail = await outbox({ recipientId: client.id, kind: 'review_hidden' });
    expect(hiddenMail).toHaveLength(1);
    expect(hiddenMail[0]!.data).toEqual({
      reviewId: review.id,
      lawyerId: lawyer.id,
      lawyerName: 'Tarun Mailed',
      reason: 'Contains a phone number.',
    });
    // Neither is an optional topic: both are delivered whatever the preferences.
    await run(`update public.notification_preferences
                  set open_request_digest = false, meeting_reminders = false
                where user_id in (${literal(lawyer.id)}, ${literal(client.id)})`);
    for (const row of [received[0]!, hiddenMail[0]!]) {
      const [{ delivery }] = (await run<{ delivery: Record<string, unknown> | string | null }>(
        `select private.notification_delivery(${row.id}) as delivery`,
      )) as [{ delivery: Record<string, unknown> | string | null }];
      expect(delivery, row.kind).toMatchObject({ kind: row.kind });
    }
  });
});
