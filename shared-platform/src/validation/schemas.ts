// zod/mini: the functional, tree-shakable API of zod 4 (shared-platform ships on every page).
import * as z from 'zod/mini';
import { FIELD_LIMITS, LEGAL_SPECIALIZATIONS, PRACTICE_LOCATIONS } from '../domain/constants';
import { normalizeIndianMobile } from '../domain/phone';
import { VALIDATION_MESSAGES as M } from './messages';
import { ensureEnglishZodMessages, transformed } from './zod';

ensureEnglishZodMessages();

// Forms hand us strings (often ''), but a field may also be absent: both count as missing.
const text = (missing: string) => z.string({ error: missing }).check(z.trim());
// abort: a blank field gets only "required", not also "invalid format".
const requiredText = (missing: string) =>
  text(missing).check(z.minLength(1, { error: missing, abort: true }));

/** Blank becomes null, so optional columns store NULL rather than ''. */
const optionalText = (max: number, tooLong: string) =>
  transformed(
    z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong)))),
    z.nullable(z.string()),
    (value) => (value ? value : null),
  );

/** The mobile number as the database stores it, else a custom issue. */
function toIndianMobile(value: string, payload: z.core.ParsePayload): string {
  const normalized = normalizeIndianMobile(value);
  if (normalized === null) {
    payload.issues.push({ code: 'custom', message: M.indianMobile, input: value });
    return z.NEVER;
  }
  return normalized;
}

const indianMobile = (missing: string) =>
  transformed(requiredText(missing), z.string(), toIndianMobile);

const optionalIndianMobile = transformed(
  z.nullable(z.optional(z.string().check(z.trim()))),
  z.nullable(z.string()),
  (value, payload) => (value ? toIndianMobile(value, payload) : null),
);

// The database's e-mail rule (private.is_email), so the form never lets through what it refuses.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const email = requiredText(M.emailRequired).check(
  z.maxLength(254, M.emailInvalid),
  z.regex(EMAIL_PATTERN, M.emailInvalid),
);

const password = z.string({ error: M.passwordRequired }).check(z.minLength(1, M.passwordRequired));

// ---------------------------------------------------------------------------
// Consultation request (spec section 5): service type and description, else
// 'Please fill all required fields.'
// ---------------------------------------------------------------------------
export const consultationRequestSchema = z.object({
  serviceType: z.pipe(
    requiredText(M.requiredFields),
    z.enum(LEGAL_SPECIALIZATIONS, { error: M.unknownServiceType }),
  ),
  description: requiredText(M.requiredFields).check(
    z.maxLength(FIELD_LIMITS.description, M.descriptionTooLong),
  ),
  location: optionalText(FIELD_LIMITS.location, M.locationTooLong),
  phone: optionalIndianMobile,
});
export type ConsultationRequestFormValues = z.input<typeof consultationRequestSchema>;
export type ConsultationRequestValues = z.output<typeof consultationRequestSchema>;

// ---------------------------------------------------------------------------
// Lawyer verification
// ---------------------------------------------------------------------------
const yearsExperienceNumber = z
  .number({
    error: (issue) =>
      issue.input === undefined ? M.yearsExperienceRequired : M.yearsExperiencePositive,
  })
  .check(
    z.gte(0, M.yearsExperiencePositive),
    z.int(M.yearsExperienceWhole),
    z.lte(FIELD_LIMITS.maxYearsExperience, M.yearsExperienceTooHigh),
  );

// A number input gives '' or NaN when empty; both mean "not filled in". (Classic's
// `z.preprocess`, which zod/mini lacks.)
const yearsExperience = transformed(z.unknown(), yearsExperienceNumber, (value) => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  return typeof value === 'string' ? Number(value.trim()) : value;
});

export const verificationSchema = z.object({
  barCouncilId: requiredText(M.barCouncilIdRequired).check(
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
  bio: optionalText(FIELD_LIMITS.bio, M.bioTooLong),
});
export type VerificationFormValues = z.input<typeof verificationSchema>;
export type VerificationValues = z.output<typeof verificationSchema>;

// ---------------------------------------------------------------------------
// Callback (name, mobile, issue required)
// ---------------------------------------------------------------------------
export const callbackSchema = z.object({
  name: requiredText(M.nameRequired).check(z.maxLength(FIELD_LIMITS.name, M.nameTooLong)),
  mobileNumber: indianMobile(M.mobileRequired),
  issueDescription: requiredText(M.issueRequired).check(
    z.maxLength(FIELD_LIMITS.issueDescription, M.issueTooLong),
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
  complaintText: requiredText(M.complaintRequired).check(
    z.maxLength(FIELD_LIMITS.complaintText, M.complaintTooLong),
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
  password,
});
export type SignInValues = z.output<typeof signInSchema>;

/** Client sign-up: only e-mail and password are needed to create the account. */
export const clientSignUpSchema = z.object({
  fullName: z._default(
    text(M.fullNameRequired).check(z.maxLength(FIELD_LIMITS.name, M.nameTooLong)),
    '',
  ),
  phone: z._default(text(M.phoneRequired), ''),
  email: requiredText(M.emailRequired),
  password,
});

/** Lawyer sign-up: the form marks all four fields required (spec section 2). */
export const lawyerSignUpSchema = z.object({
  fullName: requiredText(M.fullNameRequired).check(z.maxLength(FIELD_LIMITS.name, M.nameTooLong)),
  phone: requiredText(M.phoneRequired),
  email: requiredText(M.emailRequired),
  password,
});
export type SignUpFormValues = z.input<typeof lawyerSignUpSchema>;
export type SignUpValues = z.output<typeof lawyerSignUpSchema>;

/** The sign-up schema for a portal. */
export function signUpSchemaFor(role: 'client' | 'lawyer') {
  return role === 'lawyer' ? lawyerSignUpSchema : clientSignUpSchema;
}

/**
 * The first message of a failed parse, for a single 'Validation Error' toast. Takes zod's core
 * error class, which `safeParse` of zod/mini returns (classic's `ZodError` extends it).
 */
export function firstValidationMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? M.requiredFields;
}
