import { createEvent } from 'ics';
import type { TFunction } from 'i18next';
import type { NotificationDataByKind } from './kinds/types.ts';
import type { Links } from './links.ts';
import { oneLine, str } from './text.ts';
import { domainValue } from './labels.ts';

/** A meeting has no length in the product; the invitation blocks an hour. */
const MEETING_HOURS = 1;

/**
 * The .ics invitation of a scheduled (or moved) meeting: METHOD:REQUEST, one UID per request
 * so a move updates the same calendar entry (SEQUENCE from the outbox), times in UTC. The
 * title and description name the service type and the lawyer, never the matter.
 */
export function meetingInvitation(
  data: NotificationDataByKind['meeting_scheduled'],
  options: {
    t: TFunction;
    links: Links;
    organizerEmail: string;
    attendeeEmail: string;
    attendeeName: string | null;
    domain: string;
  },
): string {
  const start = new Date(str(data.scheduledFor)).getTime();
  if (Number.isNaN(start)) throw new Error('meeting_scheduled: scheduledFor is not a date');
  const values = {
    lawyerName: oneLine(str(data.lawyerName)),
    serviceType: domainValue(options.t, 'specializations', oneLine(str(data.serviceType))),
    url: options.links.clientRequest(str(data.requestId)),
  };
  const { error, value } = createEvent({
    productId: 'nyayaconnect/notifications',
    method: 'REQUEST',
    uid: `request-${oneLine(str(data.requestId))}@${options.domain}`,
    sequence: Number.isInteger(data.sequence) && data.sequence >= 0 ? data.sequence : 0,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: MEETING_HOURS },
    title: options.t('mail.meetingScheduled.calendarTitle', values),
    description: options.t('mail.meetingScheduled.calendarDescription', values),
    url: values.url,
    status: 'CONFIRMED',
    organizer: { name: 'NyayaConnect', email: options.organizerEmail },
    attendees: [
      {
        name: oneLine(options.attendeeName ?? '') || undefined,
        email: options.attendeeEmail,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value)
    throw error ?? new Error('meeting_scheduled: the invitation could not be made');
  return value;
}
