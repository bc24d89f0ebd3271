import { parsePracticeLocations, type Tables } from '@nyaya/db';

/** A row of the public `lawyer_directory` view (approved lawyers' public columns). */
export type DirectoryRow = Tables<'lawyer_directory'>;

/** An approved lawyer as the directory lists them. */
export interface LawyerSummary {
  id: string;
  /** Null when the lawyer has no name on file: the card shows its fallback. */
  name: string | null;
  yearsExperience: number;
  expertiseAreas: string[];
  /** The stored ', '-joined location text, e.g. 'Delhi High Court, Supreme Court of India'. */
  location: string;
  practiceLocations: string[];
  /** Codes of the languages the lawyer consults in (CONSULTATION_LANGUAGES), as listed. */
  languages: string[];
  bio: string | null;
  /**
   * The average of the lawyer's visible reviews, one decimal, or null ('New') under 3 reviews
   * (docs/product/reviews.md). Kept by the database, never computed here.
   */
  rating: number | null;
  /** How many visible reviews the lawyer has. */
  reviewCount: number;
  /** Rupees per hour, or null. */
  hourlyRate: number | null;
  profilePictureUrl: string | null;
}

/**
 * A directory row as a card shows it. Every column of a view is nullable in the generated
 * types; a row without an id (which the view's primary key rules out) is not a lawyer.
 */
export function toLawyerSummary(row: DirectoryRow): LawyerSummary | null {
  if (!row.id) return null;
  return {
    id: row.id,
    name: row.name,
    yearsExperience: row.years_experience ?? 0,
    expertiseAreas: row.expertise_areas ?? [],
    location: row.location ?? '',
    practiceLocations: parsePracticeLocations(row.location),
    languages: row.languages ?? [],
    bio: row.bio,
    // numeric columns may arrive as JSON strings from some PostgREST set-ups.
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: row.review_count ?? 0,
    hourlyRate: row.hourly_rate,
    profilePictureUrl: row.profile_picture_url,
  };
}
