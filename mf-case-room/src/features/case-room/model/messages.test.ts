import { describe, expect, it } from 'vitest';
import {
  documentSize,
  normalizeMessage,
  isoTimestamp,
  MESSAGE_PAGE_SIZE,
  olderPageCursor,
  timeline,
  upsertMessage,
  type CaseMessage,
  type MessagePages,
} from './messages';

function message(id: string, createdAt: string, overrides: Partial<CaseMessage> = {}): CaseMessage {
  return {
    id,
    room_id: 'room-1',
    sender_id: 'client-1',
    body: `Message ${id}`,
    attachment_path: null,
    attachment_name: null,
    attachment_type: null,
    attachment_size: null,
    created_at: createdAt,
    read_at: null,
    ...overrides,
  };
}

const a = message('a', '2026-11-29T10:00:00Z');
const b = message('b', '2026-11-29T10:01:00Z');
const c = message('c', '2026-11-29T10:02:00Z');

describe('timeline', () => {
  it('puts the newest at the bottom across pages and shows each message once', () => {
    expect(
      timeline([
        [c, b],
        [b, a],
      ]).map((m) => m.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('orders messages of the same instant by id', () => {
    const x = message('x', '2026-11-29T10:00:00Z');
    expect(timeline([[x, a]]).map((m) => m.id)).toEqual(['a', 'x']);
  });
});

describe('upsertMessage', () => {
  const pages: MessagePages = { pages: [[b, a]], pageParams: [null] };

  it('adds a new message to the newest page', () => {
    const next = upsertMessage(pages, c);
    expect(next?.pages[0]?.map((m) => m.id)).toEqual(['c', 'b', 'a']);
    expect(next?.pageParams).toEqual([null]);
  });

  it('replaces a known message (read) where it is', () => {
    const read = { ...a, read_at: '2026-11-29T10:05:00Z' };
    const next = upsertMessage(pages, read);
    expect(next?.pages[0]).toHaveLength(2);
    expect(next?.pages[0]?.[1]?.read_at).toBe('2026-11-29T10:05:00Z');
  });

  it('does not forget a read state when an older copy arrives late', () => {
    const read = upsertMessage(pages, { ...a, read_at: '2026-11-29T10:05:00Z' });
    expect(upsertMessage(read, a)?.pages[0]?.[1]?.read_at).toBe('2026-11-29T10:05:00Z');
  });

  it('leaves an unloaded conversation alone', () => {
    expect(upsertMessage(undefined, c)).toBeUndefined();
  });
});

describe('olderPageCursor', () => {
  it('pages on from the oldest message of a full page only', () => {
    const full = Array.from({ length: MESSAGE_PAGE_SIZE }, (_, index) =>
      message(`m${index}`, new Date(Date.UTC(2026, 10, 29, 10, 0, 59 - index)).toISOString()),
    );
    expect(olderPageCursor(full)).toBe(full.at(-1)?.created_at);
    expect(olderPageCursor([c, b])).toBeUndefined();
  });
});

describe('documentSize', () => {
  it('writes KB under 1 MB and MB with one decimal above', () => {
    expect(documentSize(200)).toEqual({ unit: 'kb', size: '1' });
    expect(documentSize(245_760)).toEqual({ unit: 'kb', size: '240' });
    expect(documentSize(2_516_582)).toEqual({ unit: 'mb', size: '2.4' });
  });
});

describe('isoTimestamp and normalizeMessage', () => {
  it("rewrites PostgreSQL's text form with the same instant and digits", () => {
    expect(isoTimestamp('2026-11-29 10:00:00.123456+00')).toBe('2026-11-29T10:00:00.123456+00:00');
    expect(isoTimestamp('2026-11-29 15:30:00+05:30')).toBe('2026-11-29T15:30:00+05:30');
    expect(Date.parse(isoTimestamp('2026-11-29 15:30:00+05:30'))).toBe(
      Date.parse('2026-11-29T10:00:00Z'),
    );
    expect(isoTimestamp('2026-11-29T10:00:00.123456+00:00')).toBe(
      '2026-11-29T10:00:00.123456+00:00',
    );
  });

  it('rewrites created_at and read_at of a delivered row', () => {
    const row = normalizeMessage(
      message('r', '2026-11-29 10:00:00+00', { read_at: '2026-11-29 10:01:00+00' }),
    );
    expect(row.created_at).toBe('2026-11-29T10:00:00+00:00');
    expect(row.read_at).toBe('2026-11-29T10:01:00+00:00');
    expect(normalizeMessage(message('s', '2026-11-29 10:00:00+00')).read_at).toBeNull();
  });
});
