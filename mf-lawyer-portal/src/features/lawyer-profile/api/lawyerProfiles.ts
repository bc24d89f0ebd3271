import { formatPracticeLocations } from '@nyaya/db';
import {
  DataError,
  loadSupabaseClient,
  toDataError,
  type DataErrorMessages,
  type QualifiedKey,
} from '@nyaya/shared-platform';
import {
  LAWYER_PROFILE_COLUMNS,
  toLawyerProfile,
  type LawyerProfile,
} from '../model/lawyerProfile';
import type { VerificationValues } from '../model/verificationSchema';

/**
 * A sentence for every check constraint of lawyer_profiles, and for the database's own sentences
 * a submission can meet (its triggers), so they read in the lawyer's language.
 */
export const PROFILE_ERROR_MESSAGES = {
  constraints: {
    name_at_most_200_chars: 'mf_lawyer_portal:validation.nameTooLong',
    bar_council_id_required: 'mf_lawyer_portal:validation.barCouncilIdRequired',
    bar_council_id_at_most_50_chars: 'mf_lawyer_portal:validation.barCouncilIdTooLong',
    years_experience_between_0_and_70: 'mf_lawyer_portal:validation.yearsExperienceRange',
    expertise_areas_not_empty: 'mf_lawyer_portal:validation.expertiseRequired',
    expertise_areas_are_known_specializations: 'mf_lawyer_portal:validation.unknownExpertise',
    location_is_known_practice_locations: 'mf_lawyer_portal:validation.unknownPracticeLocation',
    bio_at_most_2000_chars: 'mf_lawyer_portal:validation.bioTooLong',
    approval_status_is_known: 'common:errors.invalidValue',
    rating_between_0_and_5: 'common:errors.invalidValue',
    hourly_rate_in_rupees_between_0_and_1000000: 'common:errors.invalidValue',
    hourly_rate_in_rupees_between_500_and_100000: 'mf_lawyer_portal:validation.hourlyRateRange',
    profile_picture_url_is_public_storage_url: 'mf_lawyer_portal:validation.pictureNotOurStorage',
    profile_picture_url_is_single_line_text: 'mf_lawyer_portal:validation.pictureNotOurStorage',
    name_has_visible_text: 'mf_lawyer_portal:validation.nameNeedsLetters',
    name_is_single_line_text: 'mf_lawyer_portal:validation.singleLineText',
    bar_council_id_is_single_line_text: 'mf_lawyer_portal:validation.barCouncilIdSingleLine',
    bar_council_id_uses_plain_characters: 'mf_lawyer_portal:validation.barCouncilIdPlainCharacters',
    bio_has_visible_text: 'mf_lawyer_portal:validation.bioNeedsLetters',
    bio_has_no_control_characters: 'mf_lawyer_portal:validation.bioControlCharacters',
    expertise_areas_are_distinct: 'mf_lawyer_portal:validation.expertiseRepeated',
    expertise_areas_is_a_flat_list: 'mf_lawyer_portal:validation.unknownExpertise',
    location_names_each_court_once: 'mf_lawyer_portal:validation.practiceLocationRepeated',
    languages_are_known_consultation_languages: 'mf_lawyer_portal:validation.unknownLanguage',
    languages_are_distinct: 'mf_lawyer_portal:validation.languagesRepeated',
    languages_at_most_23: 'mf_lawyer_portal:validation.languagesRepeated',
    languages_is_a_flat_list: 'mf_lawyer_portal:validation.unknownLanguage',
  },
  sentences: [
    {
      match: /^Bar council ID (?<barCouncilId>.+) is already registered to another lawyer\.$/s,
      key: 'mf_lawyer_portal:validation.barCouncilIdTaken',
    },
    {
      match: 'Choose at least one language you consult in.',
      key: 'mf_lawyer_portal:validation.languagesRequired',
    },
    {
      match: 'Only accounts that signed up as lawyers can submit a lawyer verification.',
      key: 'mf_lawyer_portal:validation.lawyerAccountsOnly',
    },
    {
      match: 'A rating cannot be set by the lawyer.',
      key: 'mf_lawyer_portal:validation.ratingByLawyer',
    },
    {
      match: 'A verification can only be submitted with approval_status pending.',
      key: 'mf_lawyer_portal:validation.submitAsPending',
    },
    {
      match: 'A lawyer can only set approval_status to pending (submit for review).',
      key: 'mf_lawyer_portal:validation.statusOnlyPending',
    },
    {
      match: 'The review note is written by the reviewer, not the lawyer.',
      key: 'mf_lawyer_portal:validation.reviewNoteByReviewer',
    },
    {
      match: "A profile's id and creation date cannot be changed.",
      key: 'mf_lawyer_portal:validation.profileIdFixed',
    },
    {
      match: /^The photo .+ has not been uploaded \(or was removed\)\.$/s,
      key: 'mf_lawyer_portal:validation.photoNotUploaded',
    },
    {
      match: /^A profile picture must be a photo you uploaded to lawyer-photos\/.+\/\.$/s,
      key: 'mf_lawyer_portal:validation.photoNotYours',
    },
    {
      match: /^A profile picture must be uploaded to NyayaConnect's storage: .+ is elsewhere\.$/s,
      key: 'mf_lawyer_portal:validation.pictureNotOurStorage',
    },
  ],
} as const satisfies {
  constraints: Record<string, QualifiedKey<'mf_lawyer_portal'>>;
  sentences: ReadonlyArray<{ match: string | RegExp; key: QualifiedKey<'mf_lawyer_portal'> }>;
} & DataErrorMessages;

const PROFILE_NOT_FOUND = 'PGRST116';

/** The signed-in lawyer's own profile, or null before their first verification. Throws DataError. */
export async function getOwnLawyerProfile(userId: string): Promise<LawyerProfile | null> {
  const supabase = await loadSupabaseClient();
  const { data, error, status } = await supabase
    .from('lawyer_profiles')
    .select(LAWYER_PROFILE_COLUMNS)
    .eq('id', userId)
    .maybeSingle();
  // A profile-not-found code means the lawyer has no profile yet.
  if (error?.code === PROFILE_NOT_FOUND) return null;
  if (error) throw toDataError(error, status);
  return data ? toLawyerProfile(data) : null;
}

export interface VerificationSubmission extends VerificationValues {
  lawyerId: string;
}

/** The public Storage bucket of lawyers' photos; each lawyer writes only their own folder. */
export const LAWYER_PHOTOS_BUCKET = 'lawyer-photos';

const PHOTO_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Uploads `photo` into the lawyer's folder of the lawyer-photos bucket under a new name (the
 * listed photo stays as it is until a reviewer approves the new one) and returns its public
 * URL. Throws DataError, on the photo field.
 */
export async function uploadLawyerPhoto(lawyerId: string, photo: Blob): Promise<string> {
  const storage = (await loadSupabaseClient()).storage.from(LAWYER_PHOTOS_BUCKET);
  const extension = PHOTO_EXTENSIONS[photo.type] ?? 'jpg';
  const name = `${lawyerId}/${crypto.randomUUID()}.${extension}`;
  const { error } = await storage.upload(name, photo, { contentType: photo.type, upsert: false });
  if (error) {
    throw new DataError(error.message, {
      status: 'status' in error && typeof error.status === 'number' ? error.status : null,
      constraint: 'profile_picture_url_upload',
      messageKey: 'mf_lawyer_portal:validation.photoUploadFailed',
      cause: error,
    });
  }
  return storage.getPublicUrl(name).data.publicUrl;
}

/**
 * Submits (or resubmits) the verification form: uploads a newly chosen photo, then updates the
 * existing profile or creates it, always with approval_status 'pending'. Returns the stored profile. Throws DataError.
 */
export async function submitVerification(
  input: VerificationSubmission,
  existing: LawyerProfile | null,
): Promise<LawyerProfile> {
  const pictureUrl = input.photo
    ? await uploadLawyerPhoto(input.lawyerId, input.photo)
    : input.photoUrl;
  const row = {
    bar_council_id: input.barCouncilId,
    years_experience: input.yearsExperience,
    expertise_areas: input.expertiseAreas,
    location: formatPracticeLocations(input.practiceLocations),
    languages: input.languages,
    hourly_rate: input.hourlyRate,
    profile_picture_url: pictureUrl,
    bio: input.bio,
    approval_status: 'pending',
  };
  const table = (await loadSupabaseClient()).from('lawyer_profiles');
  const { data, error, status } = existing
    ? await table.update(row).eq('id', input.lawyerId).select(LAWYER_PROFILE_COLUMNS).single()
    : await table
        .insert({ id: input.lawyerId, ...row })
        .select(LAWYER_PROFILE_COLUMNS)
        .single();
  if (error) throw toDataError(error, status, PROFILE_ERROR_MESSAGES);
  if (input.photo) await removeReplacedPhotos(input.lawyerId, pictureUrl);
  return toLawyerProfile(data);
}

/**
 * Frees the lawyer's photo quota (5 files, docs/adr/0026) after a new photo was submitted:
 * removes their uploads other than the new one and the one the directory lists until the
 * review. Best effort: a leftover file only counts against the quota.
 */
async function removeReplacedPhotos(lawyerId: string, keptUrl: string | null): Promise<void> {
  try {
    const supabase = await loadSupabaseClient();
    const storage = supabase.storage.from(LAWYER_PHOTOS_BUCKET);
    const listed = await supabase
      .from('lawyer_directory')
      .select('profile_picture_url')
      .eq('id', lawyerId)
      .maybeSingle();
    if (listed.error) return;
    const kept = [keptUrl, listed.data?.profile_picture_url ?? null];
    const { data: objects, error } = await storage.list(lawyerId);
    if (error || !objects) return;
    // Hosted Storage lists names within the folder; the local stack lists full names.
    const names = objects.map(({ name }) =>
      name.startsWith(`${lawyerId}/`) ? name : `${lawyerId}/${name}`,
    );
    const replaced = names.filter(
      (name) => !kept.includes(storage.getPublicUrl(name).data.publicUrl),
    );
    if (replaced.length > 0) await storage.remove(replaced);
  } catch {
    // Nothing to tell the lawyer: the verification is submitted.
  }
}
