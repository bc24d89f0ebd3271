import { describe, expect, it } from 'vitest';
import '../../../i18n';
import { countCases, removeCaseRequest, replaceCaseRequest, splitCaseRequests } from './caseLists';
import type { CaseRequest } from './caseRequest';
import { formatDate, formatDateTime, formatMobile, localTimeZone } from './format';
import { checkMeetingTime, localDateOf, meetingDateOf, meetingFieldsOf } from './meetingTime';
import { checkReleaseReason, reasonLength, trimReason } from './releaseReason';

const ME = 'lawyer-1';

function request(id: string, overrides: Partial<CaseRequest> = {}): CaseRequest {
  return {
    id,
    clientId: 'client-1',
    lawyerId: null,
    serviceType: 'Family Law',
    description: 'Custody question',
    location: null,
    phone: null,
    status: 'pending',
    scheduledFor: null,
    createdAt: '2026-11-20T10:00:00Z',
    clientName: 'Asha Rao',
    withdrawnAt: null,
    ...overrides,
  };
}

describe('splitCaseRequests and countCases', () => {
  const requests = [
    request('open-1'),
    request('requested', { lawyerId: ME }),
    request('open-2'),
    request('assigned', { lawyerId: ME, status: 'assigned' }),
    request('scheduled', {
      lawyerId: ME,
      status: 'scheduled',
      scheduledFor: '2026-12-01T10:00:00Z',
    }),
    request('completed-1', { lawyerId: ME, status: 'completed' }),
    request('completed-2', { lawyerId: ME, status: 'completed' }),
    request('cancelled', { lawyerId: ME, status: 'cancelled' }),
    // Neither list: an open request that is no longer pending, and another lawyer's case.
    request('gone', { status: 'cancelled' }),
    request('theirs', { lawyerId: 'lawyer-2', status: 'assigned' }),
  ];

  it('puts pending open requests in one list and the lawyer’s own in the other, in order', () => {
    const lists = splitCaseRequests(requests, ME);
    expect(lists.open.map((item) => item.id)).toEqual(['open-1', 'open-2']);
    expect(lists.mine.map((item) => item.id)).toEqual([
      'requested',
      'assigned',
      'scheduled',
      'completed-1',
      'completed-2',
      'cancelled',
    ]);
  });

  it('counts open requests, cases in hand and completed cases', () => {
    expect(countCases(splitCaseRequests(requests, ME))).toEqual({
      consultationRequests: 2,
      myCases: 3,
      completedCases: 2,
    });
    expect(countCases({ open: [], mine: [] })).toEqual({
      consultationRequests: 0,
      myCases: 0,
      completedCases: 0,
    });
  });
});

describe('updating the cached list', () => {
  it('puts the answered row in place, keeping the listed client name', () => {
    const list = [request('r-1'), request('r-2', { clientName: 'Ravi Kumar' })];
    const updated = request('r-2', { lawyerId: ME, status: 'assigned', clientName: null });
    expect(replaceCaseRequest(list, updated)).toEqual([
      list[0],
      { ...updated, clientName: 'Ravi Kumar' },
    ]);
  });

  it('drops a request handed back', () => {
    const list = [request('r-1'), request('r-2')];
    expect(removeCaseRequest(list, 'r-1')).toEqual([list[1]]);
  });
});

describe('format', () => {
  it('writes dates and meeting times in the given zone, naming it', () => {
    expect(formatDate('2026-11-22T19:00:00Z', 'Asia/Kolkata')).toBe('23 Nov 2026');
    expect(formatDateTime('2026-11-28T09:30:00Z', 'Asia/Kolkata')).toBe('28 Nov 2026, 3:00 pm IST');
    expect(formatDateTime('2026-11-28T09:30:00Z', 'UTC')).toBe('28 Nov 2026, 9:30 am UTC');
    // In Hindi: the page's locale (useLocale()), Western digits.
    expect(formatDate('2026-11-22T19:00:00Z', 'Asia/Kolkata', 'hi-IN')).toMatch(/^23 नव\S* 2026$/);
    expect(formatDateTime('2026-11-28T09:30:00Z', 'Asia/Kolkata', 'hi-IN')).toMatch(
      /^28 नव\S* 2026, .*3:00/,
    );
    expect(localTimeZone('hi-IN', new Date('2026-11-28T09:30:00Z'))).not.toMatch(/[A-Za-z]/);
    expect(formatDate(null)).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
  });

  it('writes Indian mobiles as they are read, others as stored', () => {
    expect(formatMobile('9876543210')).toBe('+91 98765 43210');
    expect(formatMobile('+919876543210')).toBe('+91 98765 43210');
    expect(formatMobile('011 2345 6789')).toBe('011 2345 6789');
  });
});

describe('meeting time (the schedule form)', () => {
  // 10:00 local time on 24 Nov 2026, whatever the zone the tests run in.
  const now = new Date(2026, 10, 24, 10, 0).getTime();

  it('reads the inputs as local time and answers an ISO timestamp', () => {
    expect(checkMeetingTime({ date: '2026-11-28', time: '15:30' }, now)).toEqual({
      ok: true,
      meetingAt: new Date(2026, 10, 28, 15, 30).toISOString(),
    });
  });

  it('asks for a date and a time', () => {
    expect(checkMeetingTime({ date: '', time: '15:30' }, now)).toEqual({
      ok: false,
      field: 'date',
      message: 'mf_lawyer_portal:cases.scheduleDialog.dateRequired',
    });
    expect(checkMeetingTime({ date: '2026-11-28', time: '' }, now)).toEqual({
      ok: false,
      field: 'time',
      message: 'mf_lawyer_portal:cases.scheduleDialog.timeRequired',
    });
  });

  it('refuses a day that does not exist', () => {
    expect(checkMeetingTime({ date: '2027-02-30', time: '10:00' }, now)).toMatchObject({
      ok: false,
      field: 'date',
      message: 'mf_lawyer_portal:cases.scheduleDialog.invalid',
    });
    expect(meetingDateOf({ date: '2026-11-28', time: '24:00' })).toBeNull();
  });

  it('refuses a past moment: an earlier day at the date, an earlier hour today at the time', () => {
    expect(checkMeetingTime({ date: '2026-11-23', time: '18:00' }, now)).toEqual({
      ok: false,
      field: 'date',
      message: 'mf_lawyer_portal:errors.meetingInPast',
    });
    expect(checkMeetingTime({ date: '2026-11-24', time: '09:59' }, now)).toEqual({
      ok: false,
      field: 'time',
      message: 'mf_lawyer_portal:errors.meetingInPast',
    });
    // Now itself is not in the future either (the database: meeting_at <= now() is refused).
    expect(checkMeetingTime({ date: '2026-11-24', time: '10:00' }, now)).toMatchObject({
      ok: false,
      field: 'time',
    });
    expect(checkMeetingTime({ date: '2026-11-24', time: '10:01' }, now)).toMatchObject({
      ok: true,
    });
  });

  it('refuses a meeting more than 365 days ahead, like the database', () => {
    const lastDay = localDateOf(now + 365 * 24 * 60 * 60 * 1000);
    expect(checkMeetingTime({ date: lastDay, time: '09:00' }, now)).toMatchObject({ ok: true });
    expect(checkMeetingTime({ date: '2027-11-25', time: '10:00' }, now)).toEqual({
      ok: false,
      field: 'date',
      message: 'mf_lawyer_portal:errors.meetingTooFar',
    });
  });

  it('fills the inputs from a stored meeting, in local time', () => {
    const stored = new Date(2026, 11, 1, 9, 5).toISOString();
    expect(meetingFieldsOf(stored)).toEqual({ date: '2026-12-01', time: '09:05' });
    expect(meetingFieldsOf(null)).toEqual({ date: '', time: '' });
  });
});

describe('release reason', () => {
  it('trims surrounding spaces and line breaks and counts characters as the database does', () => {
    expect(trimReason('  \n Travelling \t\r\n')).toBe('Travelling');
    expect(reasonLength('  नमस्ते  ')).toBe(6);
    expect(reasonLength('🙂')).toBe(1);
  });

  it('requires visible text', () => {
    for (const blank of ['', '   ', '\n\t', '\u200B\u00A0']) {
      expect(checkReleaseReason(blank)).toEqual({
        ok: false,
        message: 'mf_lawyer_portal:errors.reasonRequired',
      });
    }
  });

  it('allows 500 characters, not 501', () => {
    expect(checkReleaseReason(` ${'x'.repeat(500)} `)).toEqual({
      ok: true,
      reason: 'x'.repeat(500),
    });
    expect(checkReleaseReason('x'.repeat(501))).toEqual({
      ok: false,
      message: 'mf_lawyer_portal:errors.reasonTooLong',
    });
  });

  it('allows line breaks and tabs, no other control characters', () => {
    expect(checkReleaseReason('Moving\n\tcities')).toEqual({
      ok: true,
      reason: 'Moving\n\tcities',
    });
    expect(checkReleaseReason('Moving\u0007cities')).toEqual({
      ok: false,
      message: 'mf_lawyer_portal:errors.reasonControlCharacters',
    });
  });
});
