/**
 * When the video consultation can be joined (docs/product/case-room.md): from 10 minutes before
 * the scheduled time until 60 minutes after it. The database checks the same window when it
 * hands out a meeting ticket (`case_meeting_ticket`); this only decides what the room shows.
 */
export const OPENS_BEFORE_MS = 10 * 60_000;
export const CLOSES_AFTER_MS = 60 * 60_000;
/** The meeting's length in the calendar entry. */
export const MEETING_LENGTH_MS = 60 * 60_000;

export type MeetingPhase =
  | { kind: 'unscheduled' }
  | { kind: 'before'; opensAt: Date }
  | { kind: 'open'; closesAt: Date }
  | { kind: 'after' };

/** The phase of the meeting at `now`; a missing or malformed time is "unscheduled". */
export function meetingPhase(scheduledFor: string | null, now: number): MeetingPhase {
  const at = scheduledFor ? Date.parse(scheduledFor) : Number.NaN;
  if (Number.isNaN(at)) return { kind: 'unscheduled' };
  const opensAt = at - OPENS_BEFORE_MS;
  const closesAt = at + CLOSES_AFTER_MS;
  if (now < opensAt) return { kind: 'before', opensAt: new Date(opensAt) };
  if (now <= closesAt) return { kind: 'open', closesAt: new Date(closesAt) };
  return { kind: 'after' };
}

/** The lawyer is asked to mark the case completed once the scheduled time has passed. */
export function meetingTimePassed(scheduledFor: string | null, now: number): boolean {
  const at = scheduledFor ? Date.parse(scheduledFor) : Number.NaN;
  return !Number.isNaN(at) && now > at;
}

/** The next moment the phase changes, so the room can re-render then (null: never). */
export function nextPhaseChange(scheduledFor: string | null, now: number): number | null {
  const at = scheduledFor ? Date.parse(scheduledFor) : Number.NaN;
  if (Number.isNaN(at)) return null;
  const moments = [at - OPENS_BEFORE_MS, at, at + CLOSES_AFTER_MS + 1];
  return moments.find((moment) => moment > now) ?? null;
}
