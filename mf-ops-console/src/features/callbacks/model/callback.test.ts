import { describe, expect, it } from 'vitest';
import type { CallbackRow } from '../../staff-access/api/opsRpc';
import { ageOf, callbackCursor, checkStatusChange, isOverdue, istLocalToDate } from './callback';

const NOW = Date.parse('2026-11-28T12:00:00Z');

function row(id: string, overrides: Partial<CallbackRow> = {}): CallbackRow {
  return {
    id,
    reference_number: `CB-${id}`,
    name: 'Asha',
    mobile_number: '9876543210',
    issue_description: null,
    source: null,
    created_at: '2026-11-28T10:00:00Z',
    status: 'new',
    retry_at: null,
    assigned_to: null,
    assigned_to_name: null,
    assigned_at: null,
    updated_at: '2026-11-28T10:00:00Z',
    sort_rank: 0,
    ...overrides,
  };
}

describe('callback model', () => {
  it('marks new and no-answer callbacks older than 24 h as overdue, not contacted or resolved ones', () => {
    const old = '2026-11-27T11:59:00Z';
    expect(isOverdue(row('a', { created_at: old }), NOW)).toBe(true);
    expect(isOverdue(row('a', { created_at: old, status: 'no_answer' }), NOW)).toBe(true);
    expect(isOverdue(row('a', { created_at: old, status: 'contacted' }), NOW)).toBe(false);
    expect(isOverdue(row('a', { created_at: old, status: 'resolved' }), NOW)).toBe(false);
    expect(isOverdue(row('a', { created_at: '2026-11-27T12:01:00Z' }), NOW)).toBe(false);
  });

  it('needs a future retry time for No answer, read as India time', () => {
    expect(checkStatusChange('no_answer', '', NOW)).toEqual({
      problem: 'retryRequired',
      retryAt: null,
    });
    // 17:29 IST = 11:59 UTC: in the past.
    expect(checkStatusChange('no_answer', '2026-11-28T17:29', NOW).problem).toBe('retryRequired');
    expect(checkStatusChange('no_answer', '2026-11-28T18:30', NOW)).toEqual({
      problem: null,
      retryAt: '2026-11-28T13:00:00.000Z',
    });
    expect(checkStatusChange('contacted', '', NOW)).toEqual({ problem: null, retryAt: null });
    expect(istLocalToDate('tomorrow')).toBeNull();
  });

  it('pages by the last row of a full page: (sort_rank, created_at, id)', () => {
    const page = [row('a'), row('b', { sort_rank: 1, created_at: '2026-11-28T11:00:00Z' })];
    expect(callbackCursor(page, 2)).toEqual({
      after_rank: 1,
      after_created_at: '2026-11-28T11:00:00Z',
      after_id: 'b',
    });
    expect(callbackCursor(page, 3)).toBeNull();
    expect(callbackCursor([], 2)).toBeNull();
  });

  it('tells the age in minutes, hours, then days', () => {
    expect(ageOf('2026-11-28T11:30:00Z', NOW)).toEqual({ unit: 'minutes', count: 30 });
    expect(ageOf('2026-11-28T02:00:00Z', NOW)).toEqual({ unit: 'hours', count: 10 });
    expect(ageOf('2026-11-25T12:00:00Z', NOW)).toEqual({ unit: 'days', count: 3 });
  });
});
