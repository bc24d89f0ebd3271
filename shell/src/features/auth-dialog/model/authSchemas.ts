// zod/mini with qualified i18n keys as messages (translated where shown). Beyond "required"
// and the sign-up password policy, the authentication backend has the say
// (docs/product/accounts.md): phones are not checked here.
import { FIELD_LIMITS } from '@nyaya/db';
import type { QualifiedKey, UserRole } from '@nyaya/shared-platform';
import * as z from 'zod/mini';

const M = {
  emailRequired: 'shell:validation.emailRequired',
  passwordRequired: 'shell:validation.passwordRequired',
  fullNameRequired: 'shell:validation.fullNameRequired',
  fullNameTooLong: 'shell:validation.fullNameTooLong',
  phoneRequired: 'shell:validation.phoneRequired',
  passwordTooShort: 'shell:validation.passwordTooShort',
  passwordTooLong: 'shell:validation.passwordTooLong',
  passwordNeedsLowercase: 'shell:validation.passwordNeedsLowercase',
  passwordNeedsCapital: 'shell:validation.passwordNeedsCapital',
  passwordNeedsDigit: 'shell:validation.passwordNeedsDigit',
  codeInvalid: 'shell:auth.code.invalid',
  consentRequired: 'shell:validation.consentRequired',
} as const satisfies Record<string, QualifiedKey<'shell'>>;

/**
 * The password policy of supabase/config.toml (`minimum_password_length`, `password_requirements =
 * "lower_upper_letters_digits"`), which the auth server enforces on every new password. The sign-up
 * form states it and checks it first; 72 characters is bcrypt's limit, which the server enforces too.
 */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 72 } as const;

// A form hands over '' for an empty field, but a field may also be absent: both are missing.
const text = (missing: string) => z.string({ error: missing }).check(z.trim());
const requiredText = (missing: string) =>
  text(missing).check(z.minLength(1, { error: missing, abort: true }));
const password = z.string({ error: M.passwordRequired }).check(z.minLength(1, M.passwordRequired));

/** A password for a new account; the first rule it breaks is the message shown. */
const newPassword = z
  .string({ error: M.passwordRequired })
  .check(
    z.minLength(1, { error: M.passwordRequired, abort: true }),
    z.minLength(PASSWORD_POLICY.minLength, M.passwordTooShort),
    z.maxLength(PASSWORD_POLICY.maxLength, M.passwordTooLong),
    z.regex(/[a-z]/, M.passwordNeedsLowercase),
    z.regex(/[A-Z]/, M.passwordNeedsCapital),
    z.regex(/[0-9]/, M.passwordNeedsDigit),
  );

export const signInSchema = z.object({
  email: requiredText(M.emailRequired),
  password,
});
export type SignInValues = z.output<typeof signInSchema>;

/**
 * The unticked box agreeing to the terms and the privacy notice: no account without it
 * (docs/product/privacy.md).
 */
const consent = z
  .boolean({ error: M.consentRequired })
  .check(z.refine((ticked) => ticked, M.consentRequired));

/** Client sign-up: only e-mail and password are needed to create the account. */
const clientSignUpSchema = z.object({
  fullName: z._default(
    text(M.fullNameRequired).check(z.maxLength(FIELD_LIMITS.name, M.fullNameTooLong)),
    '',
  ),
  phone: z._default(text(M.phoneRequired), ''),
  email: requiredText(M.emailRequired),
  password: newPassword,
  consent,
});

/** Lawyer sign-up: the form marks all four fields required (docs/product/accounts.md). */
const lawyerSignUpSchema = z.object({
  fullName: requiredText(M.fullNameRequired).check(
    z.maxLength(FIELD_LIMITS.name, M.fullNameTooLong),
  ),
  phone: requiredText(M.phoneRequired),
  email: requiredText(M.emailRequired),
  password: newPassword,
  consent,
});
export type SignUpFormValues = z.input<typeof lawyerSignUpSchema>;
export type SignUpValues = z.output<typeof lawyerSignUpSchema>;

/** The sign-up schema of a portal. */
export function signUpSchemaFor(role: UserRole) {
  return role === 'lawyer' ? lawyerSignUpSchema : clientSignUpSchema;
}

/** The e-mail address a password reset is sent to. */
export const resetRequestSchema = z.object({ email: requiredText(M.emailRequired) });
export type ResetRequestValues = z.output<typeof resetRequestSchema>;

/** A 6-digit code from an auth e-mail (config.toml's `otp_length`); spaces are ignored. */
export const emailCodeSchema = z.object({
  code: z.string({ error: M.codeInvalid }).check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.regex(/^\d{6}$/, M.codeInvalid),
  ),
});
export type EmailCodeValues = z.output<typeof emailCodeSchema>;

/** A new password set after a reset: the sign-up policy. */
export const newPasswordSchema = z.object({ password: newPassword });
export type NewPasswordValues = z.output<typeof newPasswordSchema>;
