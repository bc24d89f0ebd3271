// zod/mini with qualified i18n keys as messages; parsed synchronously (zodResolver `mode: 'sync'`).
import { FIELD_LIMITS } from '@nyaya/db';
import type { QualifiedKey } from '@nyaya/shared-platform';
import * as z from 'zod/mini';
import { indianMobile, requiredText } from './fields';

const M = {
  emailRequired: 'mf_support_widgets:validation.emailRequired',
  emailInvalid: 'common:validation.emailInvalid',
  phoneRequired: 'mf_support_widgets:validation.phoneRequired',
  complaintRequired: 'mf_support_widgets:validation.complaintRequired',
  complaintTooLong: 'mf_support_widgets:validation.complaintTooLong',
} as const satisfies Record<string, QualifiedKey<'mf_support_widgets'>>;

// The database's e-mail rule (private.is_email), so the form never lets through what it refuses.
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/**
 * The complaint form (docs/product/support-widgets.md): e-mail, phone and complaint text, all
 * required.
 */
export const complaintSchema = z.object({
  email: requiredText(M.emailRequired).check(
    z.maxLength(254, M.emailInvalid),
    z.regex(EMAIL_PATTERN, M.emailInvalid),
  ),
  phoneNumber: indianMobile(M.phoneRequired),
  complaintText: requiredText(M.complaintRequired).check(
    z.maxLength(FIELD_LIMITS.complaintText, M.complaintTooLong),
  ),
});
export type ComplaintFormValues = z.input<typeof complaintSchema>;
export type ComplaintValues = z.output<typeof complaintSchema>;
