import { afterEach, describe, expect, it, vi } from 'vitest';
import { message, ROOM_ID } from '../test-support';
import { subscribeToRoom } from './realtime';

// supabase-js's Realtime client at its boundary: the channels asked for and their listeners.
const fake = vi.hoisted(() => {
  type Listener = (payload: { new: unknown }) => void;
  const channels: {
    topic: string;
    listeners: { filter: Record<string, string>; listener: Listener }[];
    onStatus?: (status: string) => void;
  }[] = [];
  const removed: string[] = [];
  /** The order of what the room asked of Realtime: 'setAuth' and 'channel'. */
  const calls: string[] = [];
  const client = {
    realtime: {
      setAuth: async () => {
        calls.push('setAuth');
      },
    },
    channel(topic: string) {
      calls.push('channel');
      const channel = { topic, listeners: [] as (typeof channels)[number]['listeners'] };
      channels.push(channel);
      const api = {
        on(_type: string, filter: Record<string, string>, listener: Listener) {
          channel.listeners.push({ filter, listener });
          return api;
        },
        subscribe(onStatus: (status: string) => void) {
          (channel as (typeof channels)[number]).onStatus = onStatus;
          return channel;
        },
      };
      return api;
    },
    removeChannel: async (channel: { topic: string }) => {
      removed.push(channel.topic);
      return 'ok';
    },
  };
  return { channels, removed, calls, client };
});

vi.mock('@nyaya/shared-platform', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadSupabaseClient: async () => fake.client,
}));

afterEach(() => {
  fake.channels.length = 0;
  fake.removed.length = 0;
  fake.calls.length = 0;
});

describe('subscribeToRoom', () => {
  it("listens to the room's inserts and updates of case_messages, and leaves", async () => {
    const onMessage = vi.fn();
    const onSubscribed = vi.fn();
    const leave = await subscribeToRoom(ROOM_ID, { onMessage, onSubscribed });
    const [channel] = fake.channels;
    expect(channel?.listeners.map(({ filter }) => filter)).toEqual([
      {
        event: 'INSERT',
        schema: 'public',
        table: 'case_messages',
        filter: `room_id=eq.${ROOM_ID}`,
      },
      {
        event: 'UPDATE',
        schema: 'public',
        table: 'case_messages',
        filter: `room_id=eq.${ROOM_ID}`,
      },
    ]);

    channel?.onStatus?.('SUBSCRIBED');
    expect(onSubscribed).toHaveBeenCalledTimes(1);
    channel?.onStatus?.('CHANNEL_ERROR');
    expect(onSubscribed).toHaveBeenCalledTimes(1);

    channel?.listeners[0]?.listener({
      new: message('m1', { created_at: '2026-11-29 10:00:00.5+00' }),
    });
    expect(onMessage).toHaveBeenCalledWith(
      message('m1', { created_at: '2026-11-29T10:00:00.5+00:00' }),
    );
    // Another room's row, or nothing, is not this room's message.
    channel?.listeners[1]?.listener({ new: message('m2', { room_id: 'another-room' }) });
    channel?.listeners[1]?.listener({ new: {} });
    expect(onMessage).toHaveBeenCalledTimes(1);

    leave();
    expect(fake.removed).toEqual([channel?.topic]);
  });

  it("gives Realtime the session's token before joining, or the join would be a visitor's", async () => {
    await subscribeToRoom(ROOM_ID, { onMessage: vi.fn(), onSubscribed: vi.fn() });
    expect(fake.calls).toEqual(['setAuth', 'channel']);
  });

  it('takes a channel of its own each time, so a remount can subscribe again', async () => {
    const handlers = { onMessage: vi.fn(), onSubscribed: vi.fn() };
    await subscribeToRoom(ROOM_ID, handlers);
    await subscribeToRoom(ROOM_ID, handlers);
    const [first, second] = fake.channels;
    expect(first?.topic).not.toBe(second?.topic);
  });
});
