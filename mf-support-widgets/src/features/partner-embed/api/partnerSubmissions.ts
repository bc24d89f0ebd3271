import { toDataError } from '@nyaya/shared-platform';
import {
  callbackRpcArgs,
  complaintRpcArgs,
  SUPPORT_ERROR_MESSAGES,
} from '../../support-requests/api/submissions';
import type { CallbackValues } from '../../support-requests/model/callbackSchema';
import type { ComplaintValues } from '../../support-requests/model/complaintSchema';
import type { EmbedClient } from './partnerApi';

/**
 * A partner page's callback and complaint, stored with the partner's id as `source` by the
 * same database functions as our site's; each resolves with the reference number, or rejects
 * with a DataError that carries the feature's sentence for a refusal.
 */
async function referenceOf(
  request: PromiseLike<{ data: unknown; error: Parameters<typeof toDataError>[0]; status: number }>,
): Promise<string> {
  const { data, error, status } = await request;
  if (error) throw toDataError(error, status, SUPPORT_ERROR_MESSAGES);
  return String(data);
}

export const submitPartnerCallback = (
  client: EmbedClient,
  values: CallbackValues,
  partnerId: string,
) => referenceOf(client.rpc('submit_callback_request', callbackRpcArgs(values, partnerId)));

export const submitPartnerComplaint = (
  client: EmbedClient,
  values: ComplaintValues,
  partnerId: string,
) => referenceOf(client.rpc('submit_complaint', complaintRpcArgs(values, partnerId)));
