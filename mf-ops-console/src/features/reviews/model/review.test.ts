import { describe, expect, it } from 'vitest';
import {
  checkReviewReason,
  lawyerReviewsPath,
  REVIEW_REASON_MAX,
  reportedReviewSchema,
} from './review';

describe('a staff reason for a review', () => {
  it('is required, with visible text, for both decisions', () => {
    expect(checkReviewReason('hide', '')).toEqual({
      reason: null,
      problem: 'mf_ops_console:reviews.hideReasonRequired',
    });
    expect(checkReviewReason('hide', ' \n\u200b ')).toEqual({
      reason: null,
      problem: 'mf_ops_console:reviews.hideReasonRequired',
    });
    expect(checkReviewReason('restore', '  ')).toEqual({
      reason: null,
      problem: 'mf_ops_console:reviews.restoreReasonRequired',
    });
  });

  it('is sent trimmed, up to 500 characters as the database counts them', () => {
    expect(checkReviewReason('hide', '  Abusive language.\n')).toEqual({
      reason: 'Abusive language.',
      problem: null,
    });
    // 500 emoji are 1000 UTF-16 units but 500 characters.
    const emoji = '🙂'.repeat(REVIEW_REASON_MAX);
    expect(checkReviewReason('restore', emoji)).toEqual({ reason: emoji, problem: null });
    expect(checkReviewReason('hide', `${'a'.repeat(REVIEW_REASON_MAX)}b`)).toEqual({
      reason: null,
      problem: 'mf_ops_console:reviews.reasonTooLong',
    });
  });
});

describe('a reported_reviews row', () => {
  const row = {
    review_id: 'r1',
    lawyer_id: 'l1',
    lawyer_name: 'Priya Sharma',
    rating: 3,
    body: null,
    reviewer_name: 'Aarav M.',
    created_at: '2026-11-20T10:00:00Z',
    edited_at: null,
    hidden_at: null,
    hidden_reason: null,
    open_reports: 1,
    reports: [
      {
        id: 'p1',
        reason: 'Spam.',
        reporterLabel: 'Neha K.',
        createdAt: '2026-11-27T06:00:00Z',
        resolution: null,
      },
    ],
    last_reported_at: '2026-11-27T06:00:00Z',
  };

  it('parses its reports', () => {
    expect(reportedReviewSchema.parse(row).reports[0]?.reporterLabel).toBe('Neha K.');
  });

  it('accepts a lawyer without a name', () => {
    expect(reportedReviewSchema.parse({ ...row, lawyer_name: null }).lawyer_name).toBeNull();
  });

  it('refuses a report with an unknown resolution', () => {
    const reports = [{ ...row.reports[0], resolution: 'deleted' }];
    expect(reportedReviewSchema.safeParse({ ...row, reports }).success).toBe(false);
  });
});

describe('lawyerReviewsPath', () => {
  it("links to the reviews section of the lawyer's profile", () => {
    expect(lawyerReviewsPath('5b1c-9')).toBe('/lawyers/5b1c-9#reviews');
  });
});
