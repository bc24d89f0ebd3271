import { loadSupabaseClient } from '@nyaya/shared-platform';

/** What the meeting route answers: a private Daily room and this participant's token. */
export interface MeetingTicket {
  url: string;
  token: string;
  expiresAt: string;
}

/**
 * Video is not configured (503 `video_unavailable`), Daily failed (502), the window is shut or
 * nothing answered: the room says plainly that video is not available and offers the phone.
 */
export class MeetingUnavailableError extends Error {
  override readonly name = 'MeetingUnavailableError';
}

function isTicket(value: unknown): value is MeetingTicket {
  if (!value || typeof value !== 'object') return false;
  const { url, token } = value as Record<string, unknown>;
  return typeof url === 'string' && url.startsWith('https://') && typeof token === 'string';
}

/**
 * Asks `POST /functions/v1/case-meeting` (the Edge Function; the local stack serves the same
 * route) for the meeting of a request, with the caller's session. Throws MeetingUnavailableError.
 */
export async function requestMeeting(requestId: string): Promise<MeetingTicket> {
  const supabase = await loadSupabaseClient();
  let answer: { data: unknown; error: unknown };
  try {
    answer = await supabase.functions.invoke('case-meeting', { body: { requestId } });
  } catch (cause) {
    throw new MeetingUnavailableError('The meeting route did not answer.', { cause });
  }
  if (answer.error) {
    throw new MeetingUnavailableError('The meeting route refused.', { cause: answer.error });
  }
  if (!isTicket(answer.data))
    throw new MeetingUnavailableError('The meeting route answered no room.');
  return answer.data;
}
