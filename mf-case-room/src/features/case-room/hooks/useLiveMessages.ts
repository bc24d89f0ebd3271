import { reportError } from '@nyaya/shared-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { caseRoomKeys } from '../api/caseRoom';
import { subscribeToRoom } from '../api/realtime';
import { upsertMessage, type CaseMessage, type MessagePages } from '../model/messages';

/**
 * Keeps a room's conversation live: each message sent to it (or marked read) while the page is
 * open is merged into the react-query cache within the Realtime delivery time, and the
 * conversation is read again whenever the channel (re)subscribes, so a dropped connection loses
 * nothing. `onArrival` hears each message merged.
 */
export function useLiveMessages(roomId: string, onArrival?: (message: CaseMessage) => void) {
  const queryClient = useQueryClient();
  const arrival = useRef(onArrival);
  useEffect(() => {
    arrival.current = onArrival;
  });

  useEffect(() => {
    let leave: (() => void) | null = null;
    let stopped = false;
    const key = caseRoomKeys.messages(roomId);
    subscribeToRoom(roomId, {
      onMessage: (message) => {
        queryClient.setQueryData<MessagePages>(key, (data) => upsertMessage(data, message));
        arrival.current?.(message);
      },
      onSubscribed: () => void queryClient.invalidateQueries({ queryKey: key }),
    }).then(
      (unsubscribe) => {
        if (stopped) unsubscribe();
        else leave = unsubscribe;
      },
      (error: unknown) => reportError(error, { during: 'subscribeToRoom' }),
    );
    return () => {
      stopped = true;
      leave?.();
    };
  }, [queryClient, roomId]);
}
