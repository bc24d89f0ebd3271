import type { Tables } from '@nyaya/db';
import { mockPostgrest } from '@nyaya/shared-platform/testing';

export type ReviewRow = Tables<'lawyer_review_list'>;

export const LAWYER_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

/** A row of public.lawyer_review_list as PostgREST returns it. */
export function reviewRow(overrides: Partial<ReviewRow> = {}): ReviewRow {
  return {
    id: '0b7e6f1a-2c3d-4e5f-8a9b-000000000001',
    lawyer_id: LAWYER_ID,
    rating: 4,
    body: 'Clear advice on the property dispute.',
    reviewer_name: 'Aarav M.',
    created_at: '2026-11-12T10:00:00Z',
    edited_at: null,
    reply: null,
    replied_at: null,
    ...overrides,
  };
}

/** `count` reviews, newest first, as the view orders them. */
export function manyReviews(count: number): ReviewRow[] {
  return Array.from({ length: count }, (_, index) =>
    reviewRow({
      id: `0b7e6f1a-2c3d-4e5f-8a9b-${String(count - index).padStart(12, '0')}`,
      body: `Review number ${count - index}`,
      created_at: new Date(Date.UTC(2026, 10, 28 - index)).toISOString(),
    }),
  );
}

/** Answers the view with the slice of `rows` that the request's offset and limit ask for. */
export function answerReviews(rows: ReviewRow[] | (() => ReviewRow[])) {
  return mockPostgrest('get', 'lawyer_review_list', (request) => {
    const all = typeof rows === 'function' ? rows() : rows;
    const offset = Number(request.url.searchParams.get('offset') ?? 0);
    const limit = Number(request.url.searchParams.get('limit') ?? all.length);
    return { body: all.slice(offset, offset + limit) };
  });
}
