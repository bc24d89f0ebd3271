import { reportError } from '@nyaya/shared-platform';
import { useCallback, useEffect } from 'react';
import { markRoomRead } from '../api/caseRoom';

/** While the room is visible it says so this often: the mail rule's "away" is 2 minutes. */
export const PRESENCE_MS = 60_000;

function visible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/**
 * Marks the other party's messages read, and tells the database the caller is here
 * (`mark_case_room_read`; docs/product/notifications.md: no mail while they are): when the room
 * opens, when the tab becomes visible again, every 60 seconds while it is visible, and through the
 * returned function when a message arrives while it is visible. A failed mark is retried by the
 * next one; it is reported, not shown.
 */
export function useMarkRead(roomId: string, enabled: boolean): () => void {
  const mark = useCallback(() => {
    if (!enabled || !visible()) return;
    markRoomRead(roomId).catch((error: unknown) => reportError(error, { during: 'markRoomRead' }));
  }, [enabled, roomId]);

  useEffect(() => {
    if (!enabled) return;
    mark();
    const timer = setInterval(mark, PRESENCE_MS);
    const onVisibility = () => {
      if (visible()) mark();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, mark]);

  return mark;
}
