import type { FunctionName } from '@nyaya/db';
import { loadSupabaseClient, toDataError, type DataErrorMessages } from '@nyaya/shared-platform';
import type { CaseMessage } from '../model/messages';

/** An earlier, closed room of the same request (the client's history with a previous lawyer). */
export interface EarlierRoom {
  roomId: string;
  lawyerName: string;
  openedAt: string;
  closedAt: string | null;
}

/** What `case_room(request_id)` answers: the caller's room of that request. */
export interface CaseRoom {
  roomId: string;
  requestId: string;
  role: 'client' | 'lawyer';
  readOnly: boolean;
  serviceType: string;
  description: string;
  location: string | null;
  status: string;
  scheduledFor: string | null;
  createdAt: string;
  client: { id: string; name: string };
  lawyer: { id: string; name: string; listed: boolean };
  phoneShared: boolean;
  sharedPhone: string | null;
  accountPhone: string | null;
  earlierRooms: EarlierRoom[];
}

/**
 * The case room's database functions (supabase/migrations/20261201000000_case_rooms.sql), their
 * arguments and answers, in the shape of `@nyaya/db`'s generated `Functions`. Each checks that
 * the caller is a party of the room itself (docs/product/case-room.md); the room only shows what
 * they answer.
 */
export interface CaseRoomFunctions {
  case_room: { Args: { request_id: string }; Returns: CaseRoom };
  case_room_messages: {
    Args: { room_id: string; before?: string | null; max_rows?: number };
    Returns: CaseMessage[];
  };
  send_case_message: {
    Args: {
      room_id: string;
      body: string;
      attachment_path?: string | null;
      attachment_name?: string | null;
    };
    Returns: CaseMessage;
  };
  mark_case_room_read: { Args: { room_id: string }; Returns: number };
  set_case_phone_sharing: {
    Args: { room_id: string; phone: string | null };
    Returns: { phoneShared: boolean; sharedPhone: string | null };
  };
  complete_consultation_request: { Args: { request_id: string }; Returns: { status: string } };
}

/** Each one is a function of the generated `Database` types: a rename there fails here. */
export type CaseRoomFunctionName = keyof CaseRoomFunctions & FunctionName;
type Unknown = Exclude<keyof CaseRoomFunctions, FunctionName>;
const everyFunctionExists: [Unknown] extends [never] ? true : Unknown = true;
void everyFunctionExists;

/**
 * The database's sentences the room can show (supabase/migrations: case rooms, case lifecycle),
 * as keys of this remote's catalog: a Hindi page shows them in Hindi (docs/product/languages.md).
 */
export const CASE_ROOM_SENTENCES: NonNullable<DataErrorMessages['sentences']> = [
  { match: 'This conversation is closed.', key: 'mf_case_room:page.closed' },
  { match: 'A message can be at most 4,000 characters.', key: 'mf_case_room:composer.tooLong' },
  {
    match: 'A message cannot contain control characters.',
    key: 'mf_case_room:composer.controlCharacters',
  },
  { match: 'Write a message or attach a document.', key: 'mf_case_room:composer.empty' },
  {
    match: 'The document was not found. Upload it again.',
    key: 'mf_case_room:composer.documentNotFound',
  },
  {
    match: 'Only PDF, JPEG or PNG files can be attached.',
    key: 'mf_case_room:composer.wrongType',
  },
  { match: 'A document can be at most 10 MB.', key: 'mf_case_room:composer.tooBig' },
  {
    match: "A document's name can be at most 200 characters, on one line.",
    key: 'mf_case_room:composer.documentName',
  },
  {
    match: 'You are sending messages too quickly. Wait a minute and try again.',
    key: 'mf_case_room:composer.tooQuick',
  },
  {
    match: 'Enter a valid Indian mobile number, like +91 98765 43210.',
    key: 'mf_case_room:phone.invalid',
  },
  {
    match: 'The meeting has not started yet: a case can be completed once its meeting has begun.',
    key: 'mf_case_room:completion.notStarted',
  },
  {
    match: 'Not allowed: only approved lawyers can complete consultations.',
    key: 'mf_case_room:completion.notAllowed',
  },
];

/** Calls one of the room's functions; failures become DataError with the database's sentence. */
export async function callCaseRoom<Name extends CaseRoomFunctionName>(
  name: Name,
  args: CaseRoomFunctions[Name]['Args'],
  messages?: DataErrorMessages,
): Promise<CaseRoomFunctions[Name]['Returns']> {
  const supabase = await loadSupabaseClient();
  // The generated types give jsonb answers as Json and every column as non-null; the shapes
  // above are the precise ones, and the optional arguments accept null (their default).
  const { data, error, status } = await (
    supabase.rpc as unknown as (
      fn: string,
      args: object,
    ) => PromiseLike<{ data: unknown; error: unknown; status: number }>
  )(name, args);
  if (error) {
    throw toDataError(error, status, {
      ...messages,
      sentences: [...(messages?.sentences ?? []), ...CASE_ROOM_SENTENCES],
    });
  }
  return data as CaseRoomFunctions[Name]['Returns'];
}
