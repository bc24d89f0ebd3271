import { describe, expect, it } from 'vitest';
import type { ComplaintRow } from '../../staff-access/api/opsRpc';
import { checkComplaintStatus, checkNote, complaintCursor } from './complaint';

describe('complaint model', () => {
  it('requires a response of 1-2000 characters for Resolved and Rejected only', () => {
    expect(checkComplaintStatus('resolved', '  ').problem).toBe('responseRequired');
    expect(checkComplaintStatus('rejected', '').problem).toBe('responseRequired');
    expect(checkComplaintStatus('resolved', 'x'.repeat(2001)).problem).toBe('responseRequired');
    expect(checkComplaintStatus('resolved', ' Refunded. ')).toEqual({
      problem: null,
      response: 'Refunded.',
    });
    expect(checkComplaintStatus('in_review', '')).toEqual({ problem: null, response: null });
  });

  it('takes notes of 1-2000 characters', () => {
    expect(checkNote('  ')).toBeNull();
    expect(checkNote('x'.repeat(2001))).toBeNull();
    expect(checkNote(' Called twice. ')).toBe('Called twice.');
  });

  it('pages newest first by the last row (created_at, id)', () => {
    const last = { id: 'c2', created_at: '2026-11-20T10:00:00Z' } as ComplaintRow;
    expect(complaintCursor([{ id: 'c1' } as ComplaintRow, last], 2)).toEqual({
      after_created_at: '2026-11-20T10:00:00Z',
      after_id: 'c2',
    });
    expect(complaintCursor([last], 2)).toBeNull();
  });
});
