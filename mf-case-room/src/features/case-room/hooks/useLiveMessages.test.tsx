import { createQueryClient, PlatformQueryProvider } from '@nyaya/shared-platform/query';
import type { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { caseRoomKeys } from '../api/caseRoom';
import type { RoomSubscription } from '../api/realtime';
import type { MessagePages } from '../model/messages';
import { message, ROOM_ID } from '../test-support';
import { useLiveMessages } from './useLiveMessages';

// The Realtime channel at the api/ boundary: the test plays what the server delivers.
const channel = vi.hoisted(() => ({
  handlers: null as RoomSubscription | null,
  roomId: null as string | null,
  left: 0,
}));
vi.mock('../api/realtime', () => ({
  subscribeToRoom: async (roomId: string, handlers: RoomSubscription) => {
    channel.roomId = roomId;
    channel.handlers = handlers;
    return () => {
      channel.left += 1;
    };
  },
}));

function setup(onArrival?: Parameters<typeof useLiveMessages>[1]) {
  const client: QueryClient = createQueryClient({ test: true });
  const key = caseRoomKeys.messages(ROOM_ID);
  client.setQueryData<MessagePages>(key, {
    pages: [[message('m2', { created_at: '2026-11-29T10:01:00Z' }), message('m1')]],
    pageParams: [null],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformQueryProvider client={client}>{children}</PlatformQueryProvider>
  );
  const hook = renderHook(() => useLiveMessages(ROOM_ID, onArrival), { wrapper });
  return { client, key, ...hook };
}

beforeEach(() => {
  channel.handlers = null;
  channel.roomId = null;
  channel.left = 0;
});

describe('useLiveMessages', () => {
  it('merges a new message into the conversation and tells the page', async () => {
    const onArrival = vi.fn();
    const { client, key } = setup(onArrival);
    await waitFor(() => expect(channel.handlers).not.toBeNull());
    expect(channel.roomId).toBe(ROOM_ID);
    const arrived = message('m3', { created_at: '2026-11-29T10:02:00Z', body: 'New' });
    channel.handlers!.onMessage(arrived);
    expect(client.getQueryData<MessagePages>(key)?.pages[0]?.map((m) => m.id)).toEqual([
      'm3',
      'm2',
      'm1',
    ]);
    expect(onArrival).toHaveBeenCalledWith(arrived);
  });

  it('shows a read state where the message is', async () => {
    const { client, key } = setup();
    await waitFor(() => expect(channel.handlers).not.toBeNull());
    channel.handlers!.onMessage(message('m1', { read_at: '2026-11-29T10:05:00Z' }));
    const pages = client.getQueryData<MessagePages>(key)?.pages;
    expect(pages?.[0]).toHaveLength(2);
    expect(pages?.[0]?.[1]?.read_at).toBe('2026-11-29T10:05:00Z');
  });

  it('reads the conversation again when the channel (re)subscribes', async () => {
    const { client, key } = setup();
    await waitFor(() => expect(channel.handlers).not.toBeNull());
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    channel.handlers!.onSubscribed();
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('leaves the channel when the room closes', async () => {
    const { unmount } = setup();
    await waitFor(() => expect(channel.handlers).not.toBeNull());
    unmount();
    expect(channel.left).toBe(1);
  });
});
