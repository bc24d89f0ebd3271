import type { Tables } from '@nyaya/db';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * A row of `public.case_messages` as `case_room_messages`, `send_case_message` and Realtime
 * deliver it: the generated row type, so a column renamed by a migration fails the type check.
 */
export type CaseMessage = Tables<'case_messages'>;

/** Messages are read 50 at a time, newest first; "Load earlier messages" asks for the next 50. */
export const MESSAGE_PAGE_SIZE = 50;

/** Pages of the conversation: each newest first, the first page the newest. */
export type MessagePages = InfiniteData<CaseMessage[], string | null>;

/** The `before` of the next (older) page, or undefined when the last page was not full. */
export function olderPageCursor(page: CaseMessage[]): string | undefined {
  if (page.length < MESSAGE_PAGE_SIZE) return undefined;
  return page.at(-1)?.created_at;
}

function compare(a: CaseMessage, b: CaseMessage): number {
  const byTime = Date.parse(a.created_at) - Date.parse(b.created_at);
  return byTime !== 0 ? byTime : a.id.localeCompare(b.id);
}

/** The conversation oldest first (newest at the bottom), each message once. */
export function timeline(pages: readonly CaseMessage[][]): CaseMessage[] {
  const byId = new Map<string, CaseMessage>();
  for (const page of pages) for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort(compare);
}

/**
 * A message that arrived (Realtime INSERT, or the answer to our own send) or changed (UPDATE:
 * read): replaced where it is, else added to the newest page. The cache keeps its shape, so
 * paging on continues from the same cursors.
 */
export function upsertMessage(
  data: MessagePages | undefined,
  message: CaseMessage,
): MessagePages | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) =>
    page.map((existing) => {
      if (existing.id !== message.id) return existing;
      found = true;
      // A late INSERT must not undo a read already seen.
      return { ...message, read_at: message.read_at ?? existing.read_at };
    }),
  );
  if (!found) {
    const [newest = [], ...older] = pages;
    return { ...data, pages: [[message, ...newest], ...older] };
  }
  return { ...data, pages };
}

/** Whether a message is the caller's own ("Sent"/"Read") or the other party's. */
export function isMine(message: CaseMessage, userId: string | null): boolean {
  return userId !== null && message.sender_id === userId;
}

/** "240 KB" or "2.4 MB" (1024-based, as the 10 MB limit). */
export function documentSize(bytes: number): { unit: 'kb' | 'mb'; size: string } {
  if (bytes < 1024 * 1024)
    return { unit: 'kb', size: String(Math.max(1, Math.round(bytes / 1024))) };
  return { unit: 'mb', size: (bytes / (1024 * 1024)).toFixed(1) };
}

const POSTGRES_TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;

/**
 * A timestamp as hosted PostgREST writes it ('2026-11-29T10:00:00.123456+00:00'). Realtime,
 * and the local stack's API, give PostgreSQL's text form ('2026-11-29 10:00:00.123456+00'),
 * which not every browser parses; the digits are kept, so the paging cursor keeps its
 * microseconds.
 */
export function isoTimestamp(value: string): string {
  const match = POSTGRES_TIMESTAMP.exec(value);
  if (!match) return value;
  const [, date, time, hours, minutes = '00'] = match;
  return `${date}T${time}${hours}:${minutes}`;
}

/** A message with its timestamps in the form the room reads, whoever delivered it. */
export function normalizeMessage(row: CaseMessage): CaseMessage {
  return {
    ...row,
    created_at: isoTimestamp(row.created_at),
    read_at: row.read_at === null ? null : isoTimestamp(row.read_at),
  };
}
