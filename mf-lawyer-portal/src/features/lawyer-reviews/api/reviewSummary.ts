import { loadSupabaseClient, toDataError, type DatabaseClient } from '@nyaya/shared-platform';
import type { QueryData } from '@supabase/supabase-js';
import type { ReviewSummary } from '../model/reviewSummary';

/** Only what the summary shows (explicit: the directory's columns are granted one by one). */
const COLUMNS = 'rating, review_count';

function selectListing(supabase: DatabaseClient) {
  return supabase.from('lawyer_directory').select(COLUMNS);
}

/** The lawyer's row of `lawyer_directory` as the summary selects it. */
export type ReviewSummaryRow = QueryData<ReturnType<typeof selectListing>>[number];

export function toReviewSummary(row: ReviewSummaryRow): ReviewSummary {
  return {
    // numeric columns may arrive as JSON strings from some PostgREST set-ups.
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: row.review_count ?? 0,
  };
}

/**
 * The rating and review count the directory lists for this lawyer, or null while they are not
 * listed (the directory shows approved lawyers only). Throws DataError.
 */
export async function getReviewSummary(lawyerId: string): Promise<ReviewSummary | null> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await selectListing(supabase).eq('id', lawyerId).maybeSingle();
  if (error) throw toDataError(error, status);
  return data ? toReviewSummary(data) : null;
}
