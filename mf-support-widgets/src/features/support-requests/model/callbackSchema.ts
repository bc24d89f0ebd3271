// zod/mini with qualified i18n keys as messages; parsed synchronously (zodResolver `mode: 'sync'`).
import { FIELD_LIMITS } from '@nyaya/db';
import type { QualifiedKey } from '@nyaya/shared-platform';
import * as z from 'zod/mini';
import { indianMobile, requiredText } from './fields';

const M = {
  nameRequired: 'mf_support_widgets:validation.nameRequired',
  nameTooLong: 'mf_support_widgets:validation.nameTooLong',
  mobileRequired: 'mf_support_widgets:validation.mobileRequired',
  issueRequired: 'mf_support_widgets:validation.issueRequired',
  issueTooLong: 'mf_support_widgets:validation.issueTooLong',
} as const satisfies Record<string, QualifiedKey<'mf_support_widgets'>>;

/**
 * The callback form (docs/product/support-widgets.md): name, mobile number and issue description,
 * all required.
 */
export const callbackSchema = z.object({
  name: requiredText(M.nameRequired).check(z.maxLength(FIELD_LIMITS.name, M.nameTooLong)),
  mobileNumber: indianMobile(M.mobileRequired),
  issueDescription: requiredText(M.issueRequired).check(
    z.maxLength(FIELD_LIMITS.issueDescription, M.issueTooLong),
  ),
});
export type CallbackFormValues = z.input<typeof callbackSchema>;
export type CallbackValues = z.output<typeof callbackSchema>;
