import { Button, focusRing, Skeleton } from '@nyaya/shared-design';
import { LoadErrorPanel } from '@nyaya/shared-design/patterns';
import { DataError, dataErrorMessage, useCurrentUser } from '@nyaya/shared-platform';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { messagesQuery } from '../api/caseRoom';
import { isMine, timeline } from '../model/messages';
import { Muted } from './layout';
import { MessageItem } from './MessageItem';

const Log = styled.div`
  max-height: 32rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  ${focusRing}
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Skeletons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

interface ConversationProps {
  roomId: string;
  /** The other party's name, shown on their messages. */
  otherName: string;
  /** The log's accessible name. */
  label: string;
}

/**
 * A room's messages, newest at the bottom, 50 at a time with "Load earlier messages" above. The
 * list is a polite live region (`role="log"`), so a new message is announced.
 */
export function Conversation({ roomId, otherName, label }: ConversationProps) {
  const { t } = useRemoteTranslation();
  const { userId } = useCurrentUser();
  const query = useInfiniteQuery(messagesQuery(roomId));
  const messages = timeline(query.data?.pages ?? []);
  const newest = messages.at(-1)?.id;
  const log = useRef<HTMLDivElement>(null);

  // A new message at the bottom scrolls into view; loading earlier ones does not move the view.
  useEffect(() => {
    const element = log.current;
    if (element && newest) element.scrollTop = element.scrollHeight;
  }, [newest]);

  if (query.isPending) {
    return (
      <Skeletons aria-busy="true" aria-label={t('page.loading')}>
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </Skeletons>
    );
  }
  if (query.isError && messages.length === 0) {
    return (
      <LoadErrorPanel
        title={t('conversation.loadFailed')}
        message={
          query.error instanceof DataError
            ? dataErrorMessage(query.error)
            : t('common:errors.generic')
        }
        retryLabel={t('common:tryAgain')}
        retryingLabel={t('common:loading')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      {query.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage
            ? t('conversation.loadingEarlier')
            : t('conversation.loadEarlier')}
        </Button>
      )}
      {/* The log holds a list, so each message stays a list item (a list given another role
          would orphan its items). Focusable, so the keyboard can scroll it. */}
      <Log ref={log} role="log" aria-live="polite" aria-label={label} tabIndex={0}>
        <List>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={isMine(message, userId)}
              otherName={otherName}
            />
          ))}
        </List>
      </Log>
      {messages.length === 0 && <Muted>{t('conversation.empty')}</Muted>}
    </>
  );
}
