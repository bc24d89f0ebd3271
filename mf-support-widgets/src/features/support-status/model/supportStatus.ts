// The answer of the public status check (docs/product/support-widgets.md, "Checking a request's
// status"): what public.support_request_status returns for a matching reference and contact.
import type { QualifiedKey } from '@nyaya/shared-platform';
import * as z from 'zod/mini';
import { requiredText } from '../../support-requests/model/fields';

export type SupportRequestKind = 'callback' | 'complaint';

export const CALLBACK_STATUS_VALUES = ['new', 'contacted', 'no_answer', 'resolved'] as const;
export const COMPLAINT_STATUS_VALUES = ['received', 'in_review', 'resolved', 'rejected'] as const;
export type CallbackStatusValue = (typeof CALLBACK_STATUS_VALUES)[number];
export type ComplaintStatusValue = (typeof COMPLAINT_STATUS_VALUES)[number];

/** A callback request's or complaint's state, as its requester may see it. Dates are ISO strings. */
export type SupportRequestStatus =
  | {
      kind: 'callback';
      referenceNumber: string;
      status: CallbackStatusValue;
      receivedAt: string;
      updatedAt: string;
      /** When support tries again; only for `no_answer`. */
      retryAt: string | null;
      response: null;
    }
  | {
      kind: 'complaint';
      referenceNumber: string;
      status: ComplaintStatusValue;
      receivedAt: string;
      updatedAt: string;
      retryAt: null;
      /** Support's answer to the complainant; only for `resolved` and `rejected`. */
      response: string | null;
    };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isDate = (value: unknown): value is string =>
  isText(value) && !Number.isNaN(Date.parse(value));

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * The function's JSON as a SupportRequestStatus; null for null (no such request for that contact).
 * Anything else malformed throws: the page says it could not check rather than show a wrong answer.
 */
export function parseSupportStatus(json: unknown): SupportRequestStatus | null {
  if (json === null) return null;
  if (!isRecord(json)) throw new Error('The status answer is not an object.');
  const { kind, referenceNumber, status, receivedAt, updatedAt, retryAt, response } = json;
  if (!isText(referenceNumber) || !isDate(receivedAt) || !isDate(updatedAt)) {
    throw new Error('The status answer lacks its reference number or dates.');
  }
  if (kind === 'callback' && oneOf(CALLBACK_STATUS_VALUES, status)) {
    return {
      kind,
      referenceNumber,
      status,
      receivedAt,
      updatedAt,
      retryAt: status === 'no_answer' && isDate(retryAt) ? retryAt : null,
      response: null,
    };
  }
  if (kind === 'complaint' && oneOf(COMPLAINT_STATUS_VALUES, status)) {
    const answered = status === 'resolved' || status === 'rejected';
    return {
      kind,
      referenceNumber,
      status,
      receivedAt,
      updatedAt,
      retryAt: null,
      response: answered && isText(response) ? response : null,
    };
  }
  throw new Error(
    `The status answer has an unknown kind or status: ${String(kind)}/${String(status)}.`,
  );
}

const M = {
  referenceRequired: 'mf_support_widgets:validation.referenceRequired',
  contactRequired: 'mf_support_widgets:validation.contactRequired',
} as const satisfies Record<string, QualifiedKey<'mf_support_widgets'>>;

/**
 * The status form: both fields required. The database compares the contact in its normal form
 * (e-mail in any case, a mobile with or without +91 and spaces), so it is sent as typed, trimmed.
 */
export const statusLookupSchema = z.object({
  reference: z.pipe(
    requiredText(M.referenceRequired),
    z.transform((value) => value.toUpperCase()),
  ),
  contact: requiredText(M.contactRequired),
});
export type StatusLookupFormValues = z.input<typeof statusLookupSchema>;
export type StatusLookupValues = z.output<typeof statusLookupSchema>;

/** The reference given in the page's address, if any (at most the length of a real one, twice). */
export function referenceFromSearch(search: string): string {
  const value = new URLSearchParams(search).get('reference')?.trim() ?? '';
  return value.length <= 40 ? value : '';
}
