import { describe, expect, it } from 'vitest';
import { reviewRow } from '../test-support';
import { formatReviewMonth, toLawyerReview } from './review';
import { checkReply, checkReportReason, textLength } from './reviewText';

describe('formatReviewMonth', () => {
  it.each([
    ['2026-11-12T10:00:00Z', 'November 2026'],
    // 00:30 on 1 December in India is still 30 November in UTC.
    ['2026-11-30T19:00:00Z', 'December 2026'],
    ['2026-12-31T18:29:59Z', 'December 2026'],
    ['2026-12-31T18:30:00Z', 'January 2027'],
  ])('dates %s in India: %s', (at, month) => {
    expect(formatReviewMonth(at)).toBe(month);
  });
});

describe('toLawyerReview', () => {
  it('maps a row of the view, and marks an edited review', () => {
    expect(
      toLawyerReview(reviewRow({ edited_at: '2026-11-13T10:00:00Z', reply: 'Thanks.' })),
    ).toEqual({
      id: '0b7e6f1a-2c3d-4e5f-8a9b-000000000001',
      rating: 4,
      body: 'Clear advice on the property dispute.',
      reviewerName: 'Aarav M.',
      createdAt: '2026-11-12T10:00:00Z',
      edited: true,
      reply: 'Thanks.',
    });
    expect(toLawyerReview(reviewRow())).toMatchObject({ edited: false, reply: null });
  });

  it('skips a row without an id or stars', () => {
    expect(toLawyerReview(reviewRow({ id: null }))).toBeNull();
    expect(toLawyerReview(reviewRow({ rating: null }))).toBeNull();
  });
});

describe('checkReportReason and checkReply', () => {
  it('trims the text and counts characters as the database does', () => {
    expect(checkReportReason('  It is an advertisement.\n')).toEqual({
      ok: true,
      text: 'It is an advertisement.',
    });
    expect(textLength(' 🙂🙂 ')).toBe(2);
    expect(checkReportReason(`${'🙂'.repeat(500)}`)).toMatchObject({ ok: true });
  });

  it('asks for visible text and keeps to the limits', () => {
    expect(checkReportReason(' \n\u200b ')).toEqual({
      ok: false,
      message: 'mf_directory:reviews.errors.reasonRequired',
    });
    expect(checkReportReason('x'.repeat(501))).toEqual({
      ok: false,
      message: 'mf_directory:reviews.errors.reasonTooLong',
    });
    expect(checkReply('')).toEqual({
      ok: false,
      message: 'mf_directory:reviews.errors.replyRequired',
    });
    expect(checkReply('x'.repeat(1000))).toMatchObject({ ok: true });
    expect(checkReply('x'.repeat(1001))).toEqual({
      ok: false,
      message: 'mf_directory:reviews.errors.replyTooLong',
    });
  });
});
