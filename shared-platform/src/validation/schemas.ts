import { z } from 'zod';
import { FIELD_LIMITS, LEGAL_SPECIALIZATIONS, PRACTICE_LOCATIONS } from '../domain/constants';
import { normalizeIndianMobile } from '../domain/phone';
import { VALIDATION_MESSAGES as M } from './messages';

// Forms hand us strings (often ''), but a field may also be absent: both count as missing.
const text = (missing: string) => z.string({ error: missing }).trim();
// abort: a blank field gets only "required", not also "invalid format".
const requiredText = (missing: string) => text(missing).min(1, { error: missing, abort: true });

/** Blank becomes null, so optional columns store NULL rather than ''. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

const indianMobile = (missing: string) =>
  requiredText(missing).transform((value, context) => {
    const normalized = normalizeIndianMobile(value);
    if (normalized === null) {
      context.addIssue({ code: 'custom', message: M.indianMobile });
      return z.NEVER;
    }
    return normalized;
  });

const optionalIndianMobile = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((value, context) => {
    if (!value) return null;
    const normalized = normalizeIndianMobile(value);
    if (normalized === null) {
      context.addIssue({ code: 'custom', message: M.indianMobile });
      return z.NEVER;
    }
    return normalized;
  });

// The database's e-mail rule (private.is_email), so the form never lets through what it refuses.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const email = requiredText(M.emailRequired)
  .max(254, M.emailInvalid)
  .regex(EMAIL_PATTERN, M.emailInvalid);

// ---------------------------------------------------------------------------
// Consultation request (spec section 5): service type and description, else
// 'Please fill all required fields.'
// ---------------------------------------------------------------------------
export const consultationRequestSchema = z.object({
  serviceType: requiredText(M.requiredFields).pipe(
    z.enum(LEGAL_SPECIALIZATIONS, { error: M.unknownServiceType }),
  ),
  description: requiredText(M.requiredFields).max(FIELD_LIMITS.description, M.descriptionTooLong),
  location: optionalText(FIELD_LIMITS.location, M.locationTooLong),
  phone: optionalIndianMobile,
});
export type ConsultationRequestFormValues = z.input<typeof consultationRequestSchema>;
export type ConsultationRequestValues = z.output<typeof consultationRequestSchema>;

// ---------------------------------------------------------------------------
// Lawyer verification
// ---------------------------------------------------------------------------
// A number input gives '' or NaN when empty; both mean "not filled in".
const yearsExperience = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return undefined;
    if (typeof value === 'number' && Number.isNaN(value)) return undefined;
    return typeof value === 'string' ? Number(value.trim()) : value;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? M.yearsExperienceRequired : M.yearsExperiencePositive,
    })
    .min(0, M.yearsExperiencePositive)
    .int(M.yearsExperienceWhole)
    .max(FIELD_LIMITS.maxYearsExperience, M.yearsExperienceTooHigh),
);

export const verificationSchema = z.object({
  barCouncilId: requiredText(M.barCouncilIdRequired).max(
    FIELD_LIMITS.barCouncilId,
    M.barCouncilIdTooLong,
  ),
  yearsExperience,
  expertiseAreas: z
    .array(z.enum(LEGAL_SPECIALIZATIONS, { error: M.unknownExpertise }), {
      error: M.expertiseRequired,
    })
    .min(1, M.expertiseRequired),
  practiceLocations: z
    .array(z.enum(PRACTICE_LOCATIONS, { error: M.unknownPracticeLocation }), {
      error: M.practiceLocationRequired,
    })
    .min(1, M.practiceLocationRequired),
  bio: optionalText(FIELD_LIMITS.bio, M.bioTooLong),
});
export type VerificationFormValues = z.input<typeof verificationSchema>;
export type VerificationValues = z.output<typeof verificationSchema>;

// ---------------------------------------------------------------------------
// Callback (name, mobile, issue required)
// ---------------------------------------------------------------------------
export const callbackSchema = z.object({
  name: requiredText(M.nameRequired).max(FIELD_LIMITS.name, M.nameTooLong),
  mobileNumber: indianMobile(M.mobileRequired),
  issueDescription: requiredText(M.issueRequired).max(
    FIELD_LIMITS.issueDescription,
    M.issueTooLong,
  ),
});
export type CallbackFormValues = z.input<typeof callbackSchema>;
export type CallbackValues = z.output<typeof callbackSchema>;

// ---------------------------------------------------------------------------
// Complaint (email, phone, text required)
// ---------------------------------------------------------------------------
export const complaintSchema = z.object({
  email,
  phoneNumber: indianMobile(M.phoneRequired),
  complaintText: requiredText(M.complaintRequired).max(
    FIELD_LIMITS.complaintText,
    M.complaintTooLong,
  ),
});
export type ComplaintFormValues = z.input<typeof complaintSchema>;
export type ComplaintValues = z.output<typeof complaintSchema>;

// ---------------------------------------------------------------------------
// Sign-in and sign-up. Beyond "required", the authentication backend has the say
// (spec section 5), so passwords and phones are not checked here.
// ---------------------------------------------------------------------------
export const signInSchema = z.object({
  email: requiredText(M.emailRequired),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
});
export type SignInValues = z.output<typeof signInSchema>;

/** Client sign-up: only e-mail and password are needed to create the account. */
export const clientSignUpSchema = z.object({
  fullName: text(M.fullNameRequired).max(FIELD_LIMITS.name, M.nameTooLong).default(''),
  phone: text(M.phoneRequired).default(''),
  email: requiredText(M.emailRequired),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
});

/** Lawyer sign-up: the form marks all four fields required (spec section 2). */
export const lawyerSignUpSchema = z.object({
  fullName: requiredText(M.fullNameRequired).max(FIELD_LIMITS.name, M.nameTooLong),
  phone: requiredText(M.phoneRequired),
  email: requiredText(M.emailRequired),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
});
export type SignUpFormValues = z.input<typeof lawyerSignUpSchema>;
export type SignUpValues = z.output<typeof lawyerSignUpSchema>;

/** The sign-up schema for a portal. */
export function signUpSchemaFor(role: 'client' | 'lawyer') {
  return role === 'lawyer' ? lawyerSignUpSchema : clientSignUpSchema;
}

/** The first message of a failed parse, for a single 'Validation Error' toast. */
export function firstValidationMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? M.requiredFields;
}
