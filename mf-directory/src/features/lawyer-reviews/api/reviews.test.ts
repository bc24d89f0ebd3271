import { dataErrorMessage, setRuntimeConfig } from '@nyaya/shared-platform';
import {
  dataErrorOf,
  mockPostgrest,
  postgrestError,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import '../../../i18n/reviews';
import { answerReviews, LAWYER_ID, manyReviews, reviewRow } from '../test-support';
import { LAWYER_REVIEW_COLUMNS, listLawyerReviews, replyToReview, reportReview } from './reviews';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

describe('listLawyerReviews', () => {
  it("reads a page of the lawyer's visible reviews, newest first, one more than it shows", async () => {
    const calls = answerReviews(manyReviews(12));

    const first = await listLawyerReviews(LAWYER_ID);

    const params = calls[0]!.url.searchParams;
    expect(params.get('select')).toBe(LAWYER_REVIEW_COLUMNS.replaceAll(' ', ''));
    expect(params.get('lawyer_id')).toBe(`eq.${LAWYER_ID}`);
    expect(params.get('order')).toBe('created_at.desc,id.desc');
    expect(params.get('offset')).toBe('0');
    expect(params.get('limit')).toBe('6');
    // Public, so read as the anonymous role like the rest of the profile.
    const { anonKey } = testRuntimeConfig().supabase;
    expect(calls[0]!.headers.get('Authorization')).toBe(`Bearer ${anonKey}`);
    expect(first.reviews.map((review) => review.body)).toEqual([
      'Review number 12',
      'Review number 11',
      'Review number 10',
      'Review number 9',
      'Review number 8',
    ]);
    expect(first.hasMore).toBe(true);

    const last = await listLawyerReviews(LAWYER_ID, 2);
    expect(calls[1]!.url.searchParams.get('offset')).toBe('10');
    expect(last.reviews.map((review) => review.body)).toEqual([
      'Review number 2',
      'Review number 1',
    ]);
    expect(last.hasMore).toBe(false);
  });

  it('says there are no more when the page is exactly full', async () => {
    answerReviews(manyReviews(5));
    expect((await listLawyerReviews(LAWYER_ID)).hasMore).toBe(false);
  });

  it('throws a DataError when the server fails', async () => {
    mockPostgrest('get', 'lawyer_review_list', {
      status: 500,
      body: postgrestError('57014', 'canceling statement due to statement timeout'),
    });
    const error = await dataErrorOf(listLawyerReviews(LAWYER_ID));
    expect(error).toMatchObject({ code: '57014', status: 500 });
  });
});

describe('reportReview', () => {
  it('calls report_review with the review and the reason', async () => {
    const calls = mockPostgrest('post', 'rpc/report_review', { status: 204 });
    await reportReview('review-1', 'It reads like an advertisement.');
    expect(calls[0]!.body).toEqual({
      review_id: 'review-1',
      reason: 'It reads like an advertisement.',
    });
  });

  it("throws the database's sentence", async () => {
    mockPostgrest('post', 'rpc/report_review', {
      status: 400,
      body: postgrestError('22023', 'You cannot report your own review.'),
    });
    const error = await dataErrorOf(reportReview('review-1', 'Mine.'));
    expect(dataErrorMessage(error)).toBe('You cannot report your own review.');
  });
});

describe('replyToReview', () => {
  it('calls reply_to_review and answers the reply as stored', async () => {
    const calls = mockPostgrest('post', 'rpc/reply_to_review', {
      body: { ...reviewRow(), client_id: 'client-1', reply: 'Thank you, Aarav.' },
    });
    expect(await replyToReview('review-1', 'Thank you, Aarav.')).toBe('Thank you, Aarav.');
    expect(calls[0]!.body).toEqual({ review_id: 'review-1', reply: 'Thank you, Aarav.' });
  });

  it("throws the database's sentence", async () => {
    mockPostgrest('post', 'rpc/reply_to_review', {
      status: 409,
      body: postgrestError('23505', 'You have already replied to this review.'),
    });
    const error = await dataErrorOf(replyToReview('review-1', 'Again.'));
    expect(dataErrorMessage(error)).toBe('You have already replied to this review.');
  });
});
