import { isConsultationLanguage, isLegalSpecialization, isPracticeLocation } from '@nyaya/db';
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
  'languages',
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
  languages: [],
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
    languages: profile.languages.filter(isConsultationLanguage),
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
  languages: 'languages',
  hourlyRate: 'hourly_rate',
  photo: 'profile_picture_url',
  bio: 'bio',
};

/** The field of each of the database's sentences about one field (PROFILE_ERROR_MESSAGES). */
const FIELD_OF_MESSAGE_KEY: Readonly<Record<string, VerificationField>> = {
  'mf_lawyer_portal:validation.barCouncilIdTaken': 'barCouncilId',
  'mf_lawyer_portal:validation.languagesRequired': 'languages',
  'mf_lawyer_portal:validation.photoNotUploaded': 'photo',
  'mf_lawyer_portal:validation.photoNotYours': 'photo',
  'mf_lawyer_portal:validation.pictureNotOurStorage': 'photo',
};

/** The field whose value the database refused (by check constraint or sentence), or null. */
export function fieldOfVerificationError(error: unknown): VerificationField | null {
  if (!(error instanceof DataError)) return null;
  const constraint = error.constraint;
  const byConstraint =
    constraint &&
    VERIFICATION_FIELDS.find((field) => constraint.startsWith(`${COLUMN_OF_FIELD[field]}_`));
  return byConstraint || (error.messageKey && FIELD_OF_MESSAGE_KEY[error.messageKey]) || null;
}
