import { useLocale } from '@nyaya/shared-platform';
import { useRemoteTranslation } from '../../../i18n';
import type { CaseRoom } from '../api/rpc';
import { formatMeetingTimeWithoutZone } from '../model/dateTime';
import { meetingPhase } from '../model/meeting';
import { Muted, Section, SectionTitle } from './layout';
import { VideoCall } from './VideoCall';

const TITLE_ID = 'case-room-meeting';

/**
 * The video consultation's place in the room: the join window runs from 10 minutes before the
 * meeting time until 60 minutes after it (docs/product/case-room.md).
 */
export function MeetingPanel({ room, now }: { room: CaseRoom; now: number }) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const otherName = room.role === 'client' ? room.lawyer.name : room.client.name;
  const phase = meetingPhase(room.scheduledFor, now);
  let content;
  if (room.status === 'assigned' || phase.kind === 'unscheduled') {
    content = (
      <Muted>
        {room.role === 'client' ? t('meeting.notScheduledClient') : t('meeting.notScheduledLawyer')}
      </Muted>
    );
  } else if (room.status !== 'scheduled' || phase.kind === 'after') {
    content = <Muted>{t('meeting.ended')}</Muted>;
  } else if (phase.kind === 'before') {
    content = (
      <Muted>
        {t('meeting.opensAt', { time: formatMeetingTimeWithoutZone(phase.opensAt, locale) ?? '' })}
      </Muted>
    );
  } else {
    content = <VideoCall requestId={room.requestId} role={room.role} otherName={otherName} />;
  }
  return (
    <Section as="section" aria-labelledby={TITLE_ID}>
      <SectionTitle id={TITLE_ID}>{t('meeting.title')}</SectionTitle>
      {content}
    </Section>
  );
}
