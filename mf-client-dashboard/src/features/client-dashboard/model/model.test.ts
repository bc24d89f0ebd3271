import { describe, expect, it } from 'vitest';
import type { ClientRequestRow } from '../api/clientRequests';
import { toClientRequest, type ClientRequest } from './clientRequest';
import { formatMobile } from './format';
import { summarizeRequests } from './summary';

function viewRow(overrides: Partial<ClientRequestRow> = {}): ClientRequestRow {
  return {
    id: 'request-1',
    lawyer_id: null,
    lawyer_name: null,
    service_type: 'Family Law',
    description: 'Custody question',
    location: 'Delhi',
    phone: '9876543210',
    status: 'pending',
    scheduled_for: null,
    created_at: '2026-11-20T10:00:00Z',
    return_kind: null,
    return_reason: null,
    returned_at: null,
    returned_by_name: null,
    withdrawable: true,
    ...overrides,
  };
}

function request(status: string, scheduledFor: string | null = null): ClientRequest {
  return {
    id: `${status}-${scheduledFor ?? 'none'}`,
    lawyerName: null,
    serviceType: 'Tax Law',
    description: 'Notice from the tax office',
    location: null,
    phone: null,
    status,
    scheduledFor,
    createdAt: '2026-11-20T10:00:00Z',
    handBack: null,
    withdrawable: status === 'pending',
  };
}

describe('toClientRequest', () => {
  it('maps a view row to the request the dashboard shows', () => {
    expect(
      toClientRequest(
        viewRow({
          lawyer_id: 'lawyer-1',
          lawyer_name: 'Priya Sharma',
          status: 'scheduled',
          scheduled_for: '2026-11-28T09:30:00Z',
          withdrawable: false,
        }),
      ),
    ).toEqual({
      id: 'request-1',
      lawyerName: 'Priya Sharma',
      serviceType: 'Family Law',
      description: 'Custody question',
      location: 'Delhi',
      phone: '9876543210',
      status: 'scheduled',
      scheduledFor: '2026-11-28T09:30:00Z',
      createdAt: '2026-11-20T10:00:00Z',
      handBack: null,
      withdrawable: false,
    });
  });

  it('says who gave an open request back, and why a case was released', () => {
    const declined = viewRow({
      return_kind: 'declined',
      returned_by_name: 'Priya Sharma',
      returned_at: '2026-11-21T10:00:00Z',
    });
    expect(toClientRequest(declined)?.handBack).toEqual({
      kind: 'declined',
      lawyerName: 'Priya Sharma',
      reason: null,
    });
    const released = viewRow({
      return_kind: 'released',
      return_reason: ' Conflict of interest. ',
      returned_by_name: null,
      returned_at: '2026-11-21T10:00:00Z',
    });
    expect(toClientRequest(released)?.handBack).toEqual({
      kind: 'released',
      lawyerName: null,
      reason: 'Conflict of interest.',
    });
  });

  it('forgets a hand-back once another lawyer has the request', () => {
    const row = viewRow({
      lawyer_id: 'lawyer-2',
      lawyer_name: 'Rohan Verma',
      status: 'assigned',
      return_kind: 'declined',
      returned_by_name: 'Priya Sharma',
      returned_at: '2026-11-21T10:00:00Z',
    });
    expect(toClientRequest(row)?.handBack).toBeNull();
  });

  it('treats a blank lawyer name as none, and skips a row without an id', () => {
    expect(toClientRequest(viewRow({ lawyer_name: '  ' }))?.lawyerName).toBeNull();
    expect(toClientRequest(viewRow({ id: null }))).toBeNull();
  });
});

describe('summarizeRequests', () => {
  const now = Date.parse('2026-11-24T06:00:00Z');

  it('counts every request, and each of pending, assigned, scheduled and completed', () => {
    const summary = summarizeRequests(
      [
        request('pending'),
        request('pending'),
        request('assigned'),
        request('scheduled', '2026-11-30T04:30:00Z'),
        request('completed'),
        request('completed'),
        request('completed'),
        request('cancelled'),
        request('on-hold'),
      ],
      now,
    );
    expect(summary).toEqual({
      total: 9,
      pending: 2,
      assigned: 1,
      scheduled: 1,
      completed: 3,
      nextMeeting: '2026-11-30T04:30:00Z',
    });
  });

  it('names the earliest meeting still ahead, ignoring past ones and other statuses', () => {
    const summary = summarizeRequests(
      [
        request('scheduled', '2026-12-05T04:30:00Z'),
        request('scheduled', '2026-11-23T04:30:00Z'),
        request('scheduled', '2026-11-26T11:00:00Z'),
        request('completed', '2026-11-25T04:30:00Z'),
        request('scheduled', null),
      ],
      now,
    );
    expect(summary.scheduled).toBe(4);
    expect(summary.nextMeeting).toBe('2026-11-26T11:00:00Z');
  });

  it('has no next meeting when every scheduled one has begun', () => {
    expect(summarizeRequests([request('scheduled', '2026-11-23T04:30:00Z')], now)).toMatchObject({
      scheduled: 1,
      nextMeeting: null,
    });
    expect(summarizeRequests([], now)).toEqual({
      total: 0,
      pending: 0,
      assigned: 0,
      scheduled: 0,
      completed: 0,
      nextMeeting: null,
    });
  });
});

describe('mobile numbers', () => {
  it('writes an Indian mobile as +91 and two groups of five, stored with or without +91', () => {
    expect(formatMobile('9876543210')).toBe('+91 98765 43210');
    expect(formatMobile('+919812345678')).toBe('+91 98123 45678');
  });

  it('shows anything else as stored', () => {
    expect(formatMobile('12345')).toBe('12345');
    expect(formatMobile('+14155550123')).toBe('+14155550123');
  });
});
