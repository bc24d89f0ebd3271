import {
  callbackRpcArgs,
  complaintRpcArgs,
  receiptFrom,
} from '../../support-requests/api/submissions';
import type { CallbackValues } from '../../support-requests/model/callbackSchema';
import type { ComplaintValues } from '../../support-requests/model/complaintSchema';
import type { EmbedClient } from './partnerApi';

// A partner page's callback and complaint, stored with the partner's id as `source` by the
// same database functions as our site's, and answered the same way (receiptFrom): the
// reference number, or a DataError carrying the feature's sentence for a refusal.

export const submitPartnerCallback = async (
  client: EmbedClient,
  values: CallbackValues,
  partnerId: string,
) =>
  receiptFrom(await client.rpc('submit_callback_request', callbackRpcArgs(values, partnerId)))
    .referenceNumber;

export const submitPartnerComplaint = async (
  client: EmbedClient,
  values: ComplaintValues,
  partnerId: string,
) =>
  receiptFrom(await client.rpc('submit_complaint', complaintRpcArgs(values, partnerId)))
    .referenceNumber;
