import { DataError } from '@nyaya/shared-platform';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  MESSAGE_PAGE_SIZE,
  normalizeMessage,
  olderPageCursor,
  type CaseMessage,
} from '../model/messages';
import { callCaseRoom, type CaseRoom } from './rpc';

export const caseRoomKeys = {
  all: ['mf_case_room'] as const,
  /** Every cached answer of a request (whoever asked): what an action on it invalidates. */
  request: (requestId: string) => ['mf_case_room', 'room', requestId] as const,
  room: (requestId: string, userId: string) => ['mf_case_room', 'room', requestId, userId] as const,
  messages: (roomId: string) => ['mf_case_room', 'messages', roomId] as const,
};

export const ROOM_REFRESH_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The database's answer for a room the caller may not open, and for one that does not exist
 * (`P0002` "Not found"): the page shows the same "Not found" for both.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof DataError && error.code === 'P0002';
}

/** The caller's room of a consultation request. An id that is not a uuid is not found either. */
export async function fetchCaseRoom(requestId: string): Promise<CaseRoom> {
  if (!UUID.test(requestId)) throw new DataError('Not found', { code: 'P0002' });
  return callCaseRoom('case_room', { request_id: requestId });
}

/** Keyed by the account too, so one person's room never shows to the next one signed in. */
export function caseRoomQuery(requestId: string, userId: string | null) {
  return queryOptions({
    queryKey: caseRoomKeys.room(requestId, userId ?? ''),
    queryFn: () => fetchCaseRoom(requestId),
    enabled: Boolean(userId),
    // Once again on a failure, as the platform does; "Not found" stays not found.
    retry: (count, error) => !isNotFound(error) && count < 1,
    // What the other party changes (a meeting scheduled, the phone shared or no longer, the
    // lawyer released the case) shows within a minute while the room is open, and on focus.
    refetchInterval: ROOM_REFRESH_MS,
  });
}

/** The conversation of a room, 50 messages at a time, newest first. */
export function messagesQuery(roomId: string) {
  return infiniteQueryOptions({
    queryKey: caseRoomKeys.messages(roomId),
    queryFn: async ({ pageParam }) =>
      (
        await callCaseRoom('case_room_messages', {
          room_id: roomId,
          before: pageParam,
          max_rows: MESSAGE_PAGE_SIZE,
        })
      ).map(normalizeMessage),
    initialPageParam: null as string | null,
    getNextPageParam: (page: CaseMessage[]) => olderPageCursor(page),
  });
}

/** Sends a message; a document must already be in the bucket under the room's folder. */
export const sendMessage = async (
  roomId: string,
  body: string,
  attachment: { path: string; name: string } | null,
) =>
  normalizeMessage(
    await callCaseRoom('send_case_message', {
      room_id: roomId,
      body,
      attachment_path: attachment?.path ?? null,
      attachment_name: attachment?.name ?? null,
    }),
  );

/** Marks the other party's messages read and tells the database the caller is here. */
export const markRoomRead = (roomId: string) =>
  callCaseRoom('mark_case_room_read', { room_id: roomId });

/** Shares `phone` with the lawyer of this room, or stops sharing (null). */
export const setPhoneSharing = (roomId: string, phone: string | null) =>
  callCaseRoom('set_case_phone_sharing', { room_id: roomId, phone });

/** The lawyer marks the scheduled case completed (the existing lifecycle). */
export const completeCase = (requestId: string) =>
  callCaseRoom('complete_consultation_request', { request_id: requestId });
