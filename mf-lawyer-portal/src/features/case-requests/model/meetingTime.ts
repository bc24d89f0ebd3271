import type { QualifiedKey } from '@nyaya/shared-platform';

/** The database refuses a meeting further ahead than this (schedule_consultation_request). */
export const MEETING_MAX_DAYS_AHEAD = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The schedule form's inputs, in the lawyer's local time: 'yyyy-mm-dd' and 'HH:mm'. */
export interface MeetingFields {
  date: string;
  time: string;
}

export type MeetingField = keyof MeetingFields;

export type MeetingCheck =
  | { ok: true; meetingAt: string }
  | { ok: false; field: MeetingField; message: QualifiedKey<'mf_lawyer_portal'> };

const pad = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-mm-dd' of a moment in local time: the date input's value and its `min`. */
export function localDateOf(time: number | Date): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The inputs' values for a stored meeting (to reschedule it); empty without one. */
export function meetingFieldsOf(iso: string | null): MeetingFields {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return { date: '', time: '' };
  return {
    date: localDateOf(date),
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

/** The local moment the inputs name; null when they name none (e.g. 31 February). */
export function meetingDateOf({ date, time }: MeetingFields): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  if (hours > 23 || minutes > 59) return null;
  const meeting = new Date(year, month - 1, dayOfMonth, hours, minutes);
  // The Date constructor rolls impossible days over into the next month.
  if (meeting.getMonth() !== month - 1 || meeting.getDate() !== dayOfMonth) return null;
  return meeting;
}

/**
 * The schedule form's rules, as the database's: a date and a time, after `now` and at most a
 * year ahead. A problem is put on the input that causes it: an earlier day or one too far
 * ahead on the date, an earlier hour of today on the time.
 */
export function checkMeetingTime(fields: MeetingFields, now: number = Date.now()): MeetingCheck {
  if (!fields.date) {
    return {
      ok: false,
      field: 'date',
      message: 'mf_lawyer_portal:cases.scheduleDialog.dateRequired',
    };
  }
  if (!fields.time) {
    return {
      ok: false,
      field: 'time',
      message: 'mf_lawyer_portal:cases.scheduleDialog.timeRequired',
    };
  }
  const meeting = meetingDateOf(fields);
  if (!meeting) {
    return { ok: false, field: 'date', message: 'mf_lawyer_portal:cases.scheduleDialog.invalid' };
  }
  if (meeting.getTime() <= now) {
    const earlierDay = fields.date < localDateOf(now);
    return {
      ok: false,
      field: earlierDay ? 'date' : 'time',
      message: 'mf_lawyer_portal:errors.meetingInPast',
    };
  }
  if (meeting.getTime() > now + MEETING_MAX_DAYS_AHEAD * DAY_MS) {
    return { ok: false, field: 'date', message: 'mf_lawyer_portal:errors.meetingTooFar' };
  }
  return { ok: true, meetingAt: meeting.toISOString() };
}
