// zod/mini, with qualified i18n keys as messages (translated where shown). Forms parse it
// synchronously (zodResolver's `mode: 'sync'`), so messages come in field order.
import {
  FIELD_LIMITS,
  LEGAL_SPECIALIZATIONS,
  PRACTICE_LOCATIONS,
  type QualifiedKey,
} from '@nyaya/shared-platform';
import * as z from 'zod/mini';

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
  bioTooLong: 'mf_lawyer_portal:validation.bioTooLong',
} as const satisfies Record<string, QualifiedKey<'mf_lawyer_portal'>>;

/** A number input gives '' or NaN when empty (both "not filled in"), and text from a form. */
const yearsExperience = z.pipe(
  z.pipe(
    z.unknown(),
    z.transform((value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      if (typeof value === 'number' && Number.isNaN(value)) return undefined;
      return typeof value === 'string' ? Number(value.trim()) : value;
    }),
  ),
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
 * The verification form (spec section 5): BAR Council ID; years of experience, a number from 0
 * ('Years of experience must be a positive number.'); at least one area of expertise and one
 * location of practice; an optional bio. Bounds as the database's check constraints.
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
  // Blank becomes null, so the column stores NULL rather than ''.
  bio: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(FIELD_LIMITS.bio, M.bioTooLong))),
    z.transform((value) => value || null),
  ),
});
export type VerificationFormValues = z.input<typeof verificationSchema>;
export type VerificationValues = z.output<typeof verificationSchema>;
