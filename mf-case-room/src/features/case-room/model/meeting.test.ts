import { describe, expect, it } from 'vitest';
import { meetingPhase, meetingTimePassed, nextPhaseChange } from './meeting';

// 3:00 PM IST on Tue 1 Dec 2026.
const AT = '2026-12-01T09:30:00Z';
const at = (iso: string) => Date.parse(iso);

describe('meetingPhase', () => {
  it('is unscheduled without a time, or with a malformed one', () => {
    expect(meetingPhase(null, at(AT))).toEqual({ kind: 'unscheduled' });
    expect(meetingPhase('next Tuesday', at(AT))).toEqual({ kind: 'unscheduled' });
  });

  it('opens 10 minutes before the meeting time', () => {
    expect(meetingPhase(AT, at('2026-12-01T09:19:59Z'))).toEqual({
      kind: 'before',
      opensAt: new Date('2026-12-01T09:20:00Z'),
    });
    expect(meetingPhase(AT, at('2026-12-01T09:20:00Z')).kind).toBe('open');
  });

  it('stays open until 60 minutes after it, then there is nothing to join', () => {
    expect(meetingPhase(AT, at('2026-12-01T10:30:00Z'))).toEqual({
      kind: 'open',
      closesAt: new Date('2026-12-01T10:30:00Z'),
    });
    expect(meetingPhase(AT, at('2026-12-01T10:30:00.001Z'))).toEqual({ kind: 'after' });
  });
});

describe('meetingTimePassed', () => {
  it('is true only once the meeting time is past', () => {
    expect(meetingTimePassed(AT, at('2026-12-01T09:30:00Z'))).toBe(false);
    expect(meetingTimePassed(AT, at('2026-12-01T09:30:01Z'))).toBe(true);
    expect(meetingTimePassed(null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('nextPhaseChange', () => {
  it('names the next of: window opens, meeting time, window closes', () => {
    expect(nextPhaseChange(AT, at('2026-12-01T08:00:00Z'))).toBe(at('2026-12-01T09:20:00Z'));
    expect(nextPhaseChange(AT, at('2026-12-01T09:25:00Z'))).toBe(at('2026-12-01T09:30:00Z'));
    expect(nextPhaseChange(AT, at('2026-12-01T09:45:00Z'))).toBe(at('2026-12-01T10:30:00.001Z'));
    expect(nextPhaseChange(AT, at('2026-12-01T11:00:00Z'))).toBeNull();
    expect(nextPhaseChange(null, at(AT))).toBeNull();
  });
});
