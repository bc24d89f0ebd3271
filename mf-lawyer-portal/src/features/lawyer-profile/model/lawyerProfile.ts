import {
  isApprovalStatus,
  parsePracticeLocations,
  type ApprovalStatus,
  type Tables,
} from '@nyaya/db';

export type LawyerProfileRow = Tables<'lawyer_profiles'>;

/** The columns a lawyer reads of their own profile (explicit: column grants refuse `*`). */
export const LAWYER_PROFILE_COLUMNS =
  'id, name, bar_council_id, years_experience, expertise_areas, location, bio, approval_status, review_note, rating, hourly_rate, profile_picture_url, languages';

type ProfileColumns = Pick<
  LawyerProfileRow,
  | 'id'
  | 'name'
  | 'bar_council_id'
  | 'years_experience'
  | 'expertise_areas'
  | 'location'
  | 'bio'
  | 'approval_status'
  | 'review_note'
  | 'rating'
  | 'hourly_rate'
  | 'profile_picture_url'
  | 'languages'
>;

/** A lawyer's own profile, including the private bar council id. */
export interface LawyerProfile {
  id: string;
  name: string | null;
  barCouncilId: string;
  yearsExperience: number;
  expertiseAreas: string[];
  location: string;
  practiceLocations: string[];
  /** Codes of the languages the lawyer consults in (CONSULTATION_LANGUAGES), in their order. */
  languages: string[];
  bio: string | null;
  /** Null until the first decision, and for any value the product does not know. */
  approvalStatus: ApprovalStatus | null;
  /** The reviewer's note with their last decision (shown when rejected or asked to re-verify). */
  reviewNote: string | null;
  rating: number | null;
  hourlyRate: number | null;
  profilePictureUrl: string | null;
}

export function toLawyerProfile(row: ProfileColumns): LawyerProfile {
  return {
    id: row.id,
    name: row.name,
    barCouncilId: row.bar_council_id,
    yearsExperience: row.years_experience,
    expertiseAreas: row.expertise_areas,
    location: row.location,
    practiceLocations: parsePracticeLocations(row.location),
    languages: row.languages ?? [],
    bio: row.bio,
    approvalStatus: isApprovalStatus(row.approval_status) ? row.approval_status : null,
    reviewNote: row.review_note?.trim() || null,
    // numeric columns may arrive as JSON strings from some PostgREST set-ups.
    rating: row.rating === null ? null : Number(row.rating),
    hourlyRate: row.hourly_rate,
    profilePictureUrl: row.profile_picture_url,
  };
}
