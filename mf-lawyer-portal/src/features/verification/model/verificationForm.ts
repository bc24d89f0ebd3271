import { isLegalSpecialization, isPracticeLocation } from '@nyaya/db';
import { DataError } from '@nyaya/shared-platform';
import type { LawyerProfile } from '../../lawyer-profile/model/lawyerProfile';
import type { VerificationFormValues } from '../../lawyer-profile/model/verificationSchema';

/** The form's fields in the order they show, to focus the first one with a problem. */
export const VERIFICATION_FIELDS = [
  'barCouncilId',
  'yearsExperience',
  'hourlyRate',
  'expertiseAreas',
  'practiceLocations',
  'photo',
  'bio',
] as const satisfies readonly (keyof VerificationFormValues)[];

export type VerificationField = (typeof VERIFICATION_FIELDS)[number];

/** A first verification starts empty. */
export const EMPTY_VERIFICATION_FORM: VerificationFormValues = {
  barCouncilId: '',
  yearsExperience: '',
  expertiseAreas: [],
  practiceLocations: [],
  hourlyRate: '',
  photo: null,
  photoUrl: null,
  bio: '',
};

/**
 * The form's starting values: an update starts from the stored profile. Values outside today's
 * lists are left out (the database accepts only listed ones).
 */
export function formValuesOf(profile: LawyerProfile | null): VerificationFormValues {
  if (!profile) return EMPTY_VERIFICATION_FORM;
  return {
    barCouncilId: profile.barCouncilId,
    yearsExperience: String(profile.yearsExperience),
    expertiseAreas: profile.expertiseAreas.filter(isLegalSpecialization),
    practiceLocations: profile.practiceLocations.filter(isPracticeLocation),
    hourlyRate: profile.hourlyRate === null ? '' : String(profile.hourlyRate),
    photo: null,
    photoUrl: profile.profilePictureUrl,
    bio: profile.bio ?? '',
  };
}

/** The lawyer_profiles column each field is stored in; its check constraints start with it. */
const COLUMN_OF_FIELD: Readonly<Record<VerificationField, string>> = {
  barCouncilId: 'bar_council_id',
  yearsExperience: 'years_experience',
  expertiseAreas: 'expertise_areas',
  practiceLocations: 'location',
  hourlyRate: 'hourly_rate',
  photo: 'profile_picture_url',
  bio: 'bio',
};

/** The field whose value a database check refused, or null. */
export function fieldOfVerificationError(error: unknown): VerificationField | null {
  if (!(error instanceof DataError) || !error.constraint) return null;
  const constraint = error.constraint;
  return (
    VERIFICATION_FIELDS.find((field) => constraint.startsWith(`${COLUMN_OF_FIELD[field]}_`)) ?? null
  );
}
