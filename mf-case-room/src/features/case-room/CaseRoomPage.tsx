import { SkeletonCard, Skeleton } from '@nyaya/shared-design';
import { LoadErrorPanel, PageHeader } from '@nyaya/shared-design/patterns';
import { DataError, dataErrorMessage, useCurrentUser } from '@nyaya/shared-platform';
import { useParams } from '@nyaya/shared-platform/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { caseRoomQuery, isNotFound } from './api/caseRoom';
import type { CaseRoom } from './api/rpc';
import { CaseHeader } from './components/CaseHeader';
import { CompletionPrompt } from './components/CompletionPrompt';
import { Composer } from './components/Composer';
import { Conversation } from './components/Conversation';
import { EarlierRooms } from './components/EarlierRooms';
import { Muted, Section, SectionTitle } from './components/layout';
import { MeetingPanel } from './components/MeetingPanel';
import { PhonePanel } from './components/PhonePanel';
import { ReviewPanel } from './components/ReviewPanel';
import { useLiveMessages } from './hooks/useLiveMessages';
import { useMarkRead } from './hooks/useMarkRead';
import { useMeetingClock } from './hooks/useMeetingClock';
import { meetingTimePassed } from './model/meeting';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 76rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Closed = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.neutral.background};
  color: ${({ theme }) => theme.colors.tones.neutral.text};
`;

const TITLE_ID = 'case-room-title';
const CONVERSATION_ID = 'case-room-conversation';

/** The open room: live, marked read while visible, with the composer while writable. */
function Room({ room }: { room: CaseRoom }) {
  const { t } = useRemoteTranslation();
  const now = useMeetingClock(room.scheduledFor);
  const writable = !room.readOnly;
  const markRead = useMarkRead(room.roomId, writable);
  const otherId = room.role === 'client' ? room.lawyer.id : room.client.id;
  useLiveMessages(room.roomId, (message) => {
    if (message.sender_id === otherId && !message.read_at) markRead();
  });
  const otherName = room.role === 'client' ? room.lawyer.name : room.client.name;
  const askToComplete =
    room.role === 'lawyer' &&
    writable &&
    room.status === 'scheduled' &&
    meetingTimePassed(room.scheduledFor, now);

  return (
    <Page aria-labelledby={TITLE_ID}>
      <CaseHeader room={room} titleId={TITLE_ID} />
      {room.readOnly && <Closed role="status">{t('page.closed')}</Closed>}
      {askToComplete && <CompletionPrompt requestId={room.requestId} />}
      {room.role === 'client' && room.status === 'completed' && (
        <ReviewPanel room={room} clientId={room.client.id} />
      )}
      <Columns>
        <Section as="section" aria-labelledby={CONVERSATION_ID}>
          <SectionTitle id={CONVERSATION_ID}>{t('conversation.title')}</SectionTitle>
          <Conversation roomId={room.roomId} otherName={otherName} label={t('conversation.log')} />
          {writable && <Composer roomId={room.roomId} otherName={otherName} />}
        </Section>
        <Aside>
          {writable && <MeetingPanel room={room} now={now} />}
          {writable && <PhonePanel room={room} />}
        </Aside>
      </Columns>
      {room.role === 'client' && <EarlierRoomsOf room={room} />}
    </Page>
  );
}

function EarlierRoomsOf({ room }: { room: CaseRoom }) {
  const earlier = room.earlierRooms.filter((earlierRoom) => earlierRoom.roomId !== room.roomId);
  return earlier.length > 0 ? <EarlierRooms rooms={earlier} /> : null;
}

function Loading() {
  const { t } = useRemoteTranslation();
  return (
    <Page aria-busy="true" aria-label={t('page.loading')}>
      <Skeleton width="60%" height="2.5rem" />
      <Skeleton width="80%" />
      <SkeletonCard />
      <SkeletonCard />
    </Page>
  );
}

/**
 * /cases/:id, the case room of a consultation request (docs/product/case-room.md). The id is the
 * request's; the database answers the caller's room of it (`case_room`), or "Not found" alike for
 * a request that does not exist and for one the caller is not a party of.
 */
export function CaseRoomPage() {
  const { t } = useRemoteTranslation();
  const { id = '' } = useParams();
  const { status, userId } = useCurrentUser();
  const room = useQuery(caseRoomQuery(id, userId));

  // The shell lets only signed-in people here; the room waits for the session.
  if (status !== 'signedIn' || room.isPending) return <Loading />;
  if (room.isError) {
    if (isNotFound(room.error)) {
      return (
        <Page aria-labelledby={TITLE_ID}>
          <PageHeader title={t('page.notFound')} titleId={TITLE_ID} />
          <Muted>{t('page.notFoundHint')}</Muted>
        </Page>
      );
    }
    return (
      <Page aria-label={t('page.loadFailed')}>
        <LoadErrorPanel
          title={t('page.loadFailed')}
          message={
            room.error instanceof DataError && room.error.messageKey
              ? dataErrorMessage(room.error)
              : t('common:errors.generic')
          }
          retryLabel={t('common:tryAgain')}
          retryingLabel={t('common:loading')}
          retrying={room.isFetching}
          onRetry={() => void room.refetch()}
        />
      </Page>
    );
  }
  return <Room key={room.data.roomId} room={room.data} />;
}
