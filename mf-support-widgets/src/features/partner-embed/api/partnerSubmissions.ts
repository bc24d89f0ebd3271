import {
  callbackRpcArgs,
  complaintRpcArgs,
  receiptFrom,
} from '../../support-requests/api/submissions';
import type { CallbackValues } from '../../support-requests/model/callbackSchema';
import type { ComplaintValues } from '../../support-requests/model/complaintSchema';
import type { EmbedClient } from './partnerApi';

/**
 * The partner a frame files for: its id, the origin of the page embedding the frame as the
 * browser told the frame (never as the page said), and the ticket the database made for that
 * page (public.embed_partner). The frame's requests carry our origin, so the database checks
 * the page by these two (docs/adr/0022).
 */
export interface FramePartner {
  id: string;
  pageOrigin: string;
  ticket: string;
}

const frameArgs = ({ pageOrigin, ticket }: FramePartner) => ({
  page_origin: pageOrigin,
  frame_ticket: ticket,
});

// A partner page's callback and complaint, stored with the partner's id as `source` by the
// same database functions as our site's, and answered the same way (receiptFrom): the
// reference number, or a DataError carrying the feature's sentence for a refusal.

export const submitPartnerCallback = async (
  client: EmbedClient,
  values: CallbackValues,
  partner: FramePartner,
) =>
  receiptFrom(
    await client.rpc('submit_callback_request', {
      ...callbackRpcArgs(values, partner.id),
      ...frameArgs(partner),
    }),
  ).referenceNumber;

export const submitPartnerComplaint = async (
  client: EmbedClient,
  values: ComplaintValues,
  partner: FramePartner,
) =>
  receiptFrom(
    await client.rpc('submit_complaint', {
      ...complaintRpcArgs(values, partner.id),
      ...frameArgs(partner),
    }),
  ).referenceNumber;
