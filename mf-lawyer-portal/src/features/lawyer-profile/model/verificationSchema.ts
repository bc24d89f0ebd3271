// zod/mini, with qualified i18n keys as messages (translated where shown). Forms parse it
// synchronously (zodResolver's `mode: 'sync'`), so messages come in field order.
import {
  CONSULTATION_LANGUAGES,
  FIELD_LIMITS,
  LEGAL_SPECIALIZATIONS,
  PRACTICE_LOCATIONS,
} from '@nyaya/db';
import type { QualifiedKey } from '@nyaya/shared-platform';
import * as z from 'zod/mini';

/** The hourly rate's bounds, in whole rupees per hour (the database's check constraint). */
export const HOURLY_RATE_LIMITS = { min: 500, max: 100_000 } as const;

/** What the lawyer-photos bucket takes (supabase/migrations/20261128000100_…). */
export const PHOTO_LIMITS = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
} as const;

const M = {
  barCouncilIdRequired: 'mf_lawyer_portal:validation.barCouncilIdRequired',
  barCouncilIdTooLong: 'mf_lawyer_portal:validation.barCouncilIdTooLong',
  yearsExperienceRequired: 'mf_lawyer_portal:validation.yearsExperienceRequired',
  yearsExperiencePositive: 'mf_lawyer_portal:validation.yearsExperiencePositive',
  yearsExperienceWhole: 'mf_lawyer_portal:validation.yearsExperienceWhole',
  yearsExperienceTooHigh: 'mf_lawyer_portal:validation.yearsExperienceTooHigh',
  expertiseRequired: 'mf_lawyer_portal:validation.expertiseRequired',
  unknownExpertise: 'mf_lawyer_portal:validation.unknownExpertise',
  practiceLocationRequired: 'mf_lawyer_portal:validation.practiceLocationRequired',
  unknownPracticeLocation: 'mf_lawyer_portal:validation.unknownPracticeLocation',
  languagesRequired: 'mf_lawyer_portal:validation.languagesRequired',
  unknownLanguage: 'mf_lawyer_portal:validation.unknownLanguage',
  bioTooLong: 'mf_lawyer_portal:validation.bioTooLong',
  hourlyRateRequired: 'mf_lawyer_portal:validation.hourlyRateRequired',
  hourlyRateWhole: 'mf_lawyer_portal:validation.hourlyRateWhole',
  hourlyRateRange: 'mf_lawyer_portal:validation.hourlyRateRange',
  photoType: 'mf_lawyer_portal:validation.photoType',
  photoTooLarge: 'mf_lawyer_portal:validation.photoTooLarge',
} as const satisfies Record<string, QualifiedKey<'mf_lawyer_portal'>>;

/** A number input gives '' or NaN when empty (both "not filled in"), and text from a form. */
const numberInput = () =>
  z.pipe(
    z.unknown(),
    z.transform((value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      if (typeof value === 'number' && Number.isNaN(value)) return undefined;
      return typeof value === 'string' ? Number(value.trim()) : value;
    }),
  );

const yearsExperience = z.pipe(
  numberInput(),
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? M.yearsExperienceRequired : M.yearsExperiencePositive,
    })
    .check(
      z.gte(0, M.yearsExperiencePositive),
      z.int(M.yearsExperienceWhole),
      z.lte(FIELD_LIMITS.maxYearsExperience, M.yearsExperienceTooHigh),
    ),
);

/**
 * The hourly rate, whole rupees per hour within the database's bounds
 * (`hourly_rate_in_rupees_between_500_and_100000`). Required: the directory promises every
 * lawyer's rate before booking.
 */
const hourlyRate = z.pipe(
  numberInput(),
  z
    .number({
      error: (issue) => (issue.input === undefined ? M.hourlyRateRequired : M.hourlyRateRange),
    })
    .check(
      z.int(M.hourlyRateWhole),
      z.gte(HOURLY_RATE_LIMITS.min, M.hourlyRateRange),
      z.lte(HOURLY_RATE_LIMITS.max, M.hourlyRateRange),
    ),
);

/** A photo chosen in the form: the types and size the lawyer-photos bucket takes. */
const photo = z.pipe(
  z.nullish(
    z
      .custom<File>((value) => value instanceof Blob)
      .check(
        z.refine((file) => (PHOTO_LIMITS.types as readonly string[]).includes(file.type), {
          error: M.photoType,
          abort: true,
        }),
        z.refine((file) => file.size <= PHOTO_LIMITS.maxBytes, M.photoTooLarge),
      ),
  ),
  z.transform((value) => value ?? null),
);

/**
 * The verification form (docs/product/lawyer-portal.md): BAR Council ID; years of experience, a
 * number from 0 ('Years of experience must be a positive number.'); at least one area of expertise,
 * one location of practice and one language the lawyer consults in ('Choose at least one language
 * you consult in.'); the hourly rate; an optional photo and bio. Bounds as the
 * database's check constraints and the photo bucket's limits.
 */
export const verificationSchema = z.object({
  barCouncilId: z
    .string({ error: M.barCouncilIdRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: M.barCouncilIdRequired, abort: true }),
      z.maxLength(FIELD_LIMITS.barCouncilId, M.barCouncilIdTooLong),
    ),
  yearsExperience,
  expertiseAreas: z
    .array(z.enum(LEGAL_SPECIALIZATIONS, { error: M.unknownExpertise }), {
      error: M.expertiseRequired,
    })
    .check(z.minLength(1, M.expertiseRequired)),
  practiceLocations: z
    .array(z.enum(PRACTICE_LOCATIONS, { error: M.unknownPracticeLocation }), {
      error: M.practiceLocationRequired,
    })
    .check(z.minLength(1, M.practiceLocationRequired)),
  /** Codes of CONSULTATION_LANGUAGES, in the lawyer's order. */
  languages: z
    .array(z.enum(CONSULTATION_LANGUAGES, { error: M.unknownLanguage }), {
      error: M.languagesRequired,
    })
    .check(z.minLength(1, M.languagesRequired)),
  hourlyRate,
  /** A new photo to upload, or null to keep `photoUrl`. */
  photo,
  /** The stored photo's public URL; null for none (removing it). */
  photoUrl: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? null),
  ),
  // Blank becomes null, so the column stores NULL rather than ''.
  bio: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(FIELD_LIMITS.bio, M.bioTooLong))),
    z.transform((value) => value || null),
  ),
});
export type VerificationFormValues = z.input<typeof verificationSchema>;
export type VerificationValues = z.output<typeof verificationSchema>;
