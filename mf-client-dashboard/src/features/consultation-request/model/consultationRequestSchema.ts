// zod/mini: the tree-shakable API of zod 4. Messages are qualified i18n keys that the form
// translates where it shows them. Forms parse it synchronously (zodResolver's `mode: 'sync'`):
// its transforms then run in field order, so the first message is the first field's.
import { FIELD_LIMITS, LEGAL_SPECIALIZATIONS, normalizeIndianMobile } from '@nyaya/db';
import type { QualifiedKey } from '@nyaya/shared-platform';
import * as z from 'zod/mini';

const M = {
  requiredFields: 'mf_client_dashboard:validation.requiredFields',
  unknownServiceType: 'mf_client_dashboard:validation.unknownServiceType',
  descriptionTooLong: 'mf_client_dashboard:validation.descriptionTooLong',
  locationTooLong: 'mf_client_dashboard:validation.locationTooLong',
  indianMobile: 'common:validation.indianMobile',
} as const satisfies Record<string, QualifiedKey<'mf_client_dashboard'>>;

// A form hands over '' for an empty field, but a field may also be absent: both are missing.
// `abort`: a blank field gets only "required", not also "too long" or "not in the list".
const requiredText = (missing: string) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(1, { error: missing, abort: true }));

/** Blank becomes null, so optional columns store NULL rather than ''. */
const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, tooLong))),
    z.transform((value) => value || null),
  );

/** An optional Indian mobile number, stored as the database normalises it ('+91…' or ten digits). */
const optionalIndianMobile = z.pipe(
  z.nullish(z.string().check(z.trim())),
  z.transform((value, payload) => {
    if (!value) return null;
    const normalized = normalizeIndianMobile(value);
    if (normalized === null) {
      payload.issues.push({ code: 'custom', message: M.indianMobile, input: value });
      return z.NEVER;
    }
    return normalized;
  }),
);

/**
 * The consultation request form (docs/product/consultation-requests.md): service type and
 * description are required, else 'Please fill all required fields.'; location and phone are
 * optional. Bounds as the database's check constraints.
 */
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
