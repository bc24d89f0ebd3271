import { Button } from '@nyaya/shared-design';
import { PageHeader } from '@nyaya/shared-design/patterns';
import { RequestStatusBadge, domainLabel, useLocale } from '@nyaya/shared-platform';
import { Link } from '@nyaya/shared-platform/router';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { CaseRoom } from '../api/rpc';
import { buildIcs } from '../model/calendar';
import { formatMeetingTime } from '../model/dateTime';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    overflow-wrap: anywhere;
  }
`;

const ProfileLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.link};
  text-decoration: underline;

  &:hover {
    color: ${({ theme }) => theme.colors.text.linkHover};
  }
`;

/** Saves a file made in the page (no server involved). */
function saveFile(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface CaseHeaderProps {
  room: CaseRoom;
  titleId: string;
}

/**
 * The top of the room (docs/product/case-room.md): the matter, the client's description, the
 * other party (the lawyer's name links to their directory profile while they are listed), the
 * status and the meeting time in IST with "Add to calendar".
 */
export function CaseHeader({ room, titleId }: CaseHeaderProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  // The request's specialization, by its name in the page's language.
  const serviceType = domainLabel('specializations', room.serviceType);
  const meeting = room.scheduledFor ? formatMeetingTime(room.scheduledFor, locale) : null;

  const addToCalendar = () => {
    if (!room.scheduledFor) return;
    const ics = buildIcs({
      requestId: room.requestId,
      summary: t('header.calendarSummary', { serviceType }),
      scheduledFor: room.scheduledFor,
      url: `${window.location.origin}/cases/${room.requestId}`,
      now: new Date(),
    });
    saveFile(`nyaya-case-${room.requestId}.ics`, 'text/calendar', ics);
  };

  return (
    <>
      <PageHeader
        title={t('page.title', { serviceType })}
        titleId={titleId}
        // What the client typed, as typed (docs/product/languages.md).
        description={room.description && <span translate="no">{room.description}</span>}
      />
      <Facts>
        {room.role === 'client' ? (
          <>
            <dt>{t('header.lawyer')}</dt>
            <dd>
              {room.lawyer.listed ? (
                <ProfileLink to={`/lawyers/${room.lawyer.id}`}>{room.lawyer.name}</ProfileLink>
              ) : (
                room.lawyer.name
              )}
            </dd>
          </>
        ) : (
          <>
            <dt>{t('header.client')}</dt>
            <dd>{room.client.name}</dd>
          </>
        )}
        <dt>{t('header.status')}</dt>
        <dd>
          <RequestStatusBadge status={room.status} />
        </dd>
        <dt>{t('header.meeting')}</dt>
        <dd>
          {meeting && room.scheduledFor ? (
            <time dateTime={room.scheduledFor}>{meeting}</time>
          ) : (
            <span>{t('header.noMeeting')}</span>
          )}
          {meeting && (
            <Button variant="outline" size="sm" onClick={addToCalendar}>
              {t('header.addToCalendar')}
            </Button>
          )}
        </dd>
      </Facts>
    </>
  );
}
