import { loadSupabaseClient } from '@nyaya/shared-platform';
import { normalizeMessage, type CaseMessage } from '../model/messages';

export interface RoomSubscription {
  /** A message was sent to the room (INSERT) or changed (UPDATE: read). */
  onMessage: (message: CaseMessage) => void;
  /**
   * The channel is (again) subscribed: what happened while it was not, including between the
   * first read and the subscription, is read again by the caller.
   */
  onSubscribed: () => void;
}

let subscriptions = 0;

/**
 * Follows one room's messages live through Supabase Realtime `postgres_changes` (production and
 * the local stack serve the same protocol; docs/adr/0031-case-room.md). The server delivers only
 * rows the subscriber may select. Returns the function that leaves the channel.
 */
export async function subscribeToRoom(
  roomId: string,
  { onMessage, onSubscribed }: RoomSubscription,
): Promise<() => void> {
  const supabase = await loadSupabaseClient();
  // The join carries the token Realtime holds when the socket opens; without the session's
  // token first, the channel would join as a visitor and RLS would let nothing through.
  await supabase.realtime.setAuth();
  const filter = `room_id=eq.${roomId}`;
  const deliver = (payload: { new: unknown }) => {
    const row = payload.new as Partial<CaseMessage> | null;
    if (row && typeof row.id === 'string' && row.room_id === roomId)
      onMessage(normalizeMessage(row as CaseMessage));
  };
  const channel = supabase
    // A topic of its own: supabase-js hands back an existing channel of the same topic, to
    // which no listener can be added once subscribed (a remount while the old one leaves).
    .channel(`case-room:${roomId}:${++subscriptions}`)
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'case_messages', filter },
      deliver,
    )
    .on(
      'postgres_changes',
      { event: 'UPDATE', schema: 'public', table: 'case_messages', filter },
      deliver,
    )
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') onSubscribed();
    });
  return () => {
    void supabase.removeChannel(channel);
  };
}
