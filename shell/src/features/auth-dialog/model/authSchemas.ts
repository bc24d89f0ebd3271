// zod/mini with qualified i18n keys as messages (translated where shown). Beyond "required",
// the authentication backend has the say (spec section 5): passwords and phones are not
// checked here.
import { FIELD_LIMITS, type QualifiedKey, type UserRole } from '@nyaya/shared-platform';
import * as z from 'zod/mini';

const M = {
  emailRequired: 'shell:validation.emailRequired',
  passwordRequired: 'shell:validation.passwordRequired',
  fullNameRequired: 'shell:validation.fullNameRequired',
  fullNameTooLong: 'shell:validation.fullNameTooLong',
  phoneRequired: 'shell:validation.phoneRequired',
} as const satisfies Record<string, QualifiedKey<'shell'>>;

// A form hands over '' for an empty field, but a field may also be absent: both are missing.
const text = (missing: string) => z.string({ error: missing }).check(z.trim());
const requiredText = (missing: string) =>
  text(missing).check(z.minLength(1, { error: missing, abort: true }));
const password = z.string({ error: M.passwordRequired }).check(z.minLength(1, M.passwordRequired));

export const signInSchema = z.object({
  email: requiredText(M.emailRequired),
  password,
});
export type SignInValues = z.output<typeof signInSchema>;

/** Client sign-up: only e-mail and password are needed to create the account. */
const clientSignUpSchema = z.object({
  fullName: z._default(
    text(M.fullNameRequired).check(z.maxLength(FIELD_LIMITS.name, M.fullNameTooLong)),
    '',
  ),
  phone: z._default(text(M.phoneRequired), ''),
  email: requiredText(M.emailRequired),
  password,
});

/** Lawyer sign-up: the form marks all four fields required (spec section 2). */
const lawyerSignUpSchema = z.object({
  fullName: requiredText(M.fullNameRequired).check(
    z.maxLength(FIELD_LIMITS.name, M.fullNameTooLong),
  ),
  phone: requiredText(M.phoneRequired),
  email: requiredText(M.emailRequired),
  password,
});
export type SignUpFormValues = z.input<typeof lawyerSignUpSchema>;
export type SignUpValues = z.output<typeof lawyerSignUpSchema>;

/** The sign-up schema of a portal. */
export function signUpSchemaFor(role: UserRole) {
  return role === 'lawyer' ? lawyerSignUpSchema : clientSignUpSchema;
}
