import { describe, expect, it } from 'vitest';
import { opsConsoleEn } from './en';

describe('mf_ops_console strings', () => {
  it('quotes the product texts exactly', () => {
    expect(opsConsoleEn.page.title).toBe('Staff console');
    expect(opsConsoleEn.page.notStaff).toBe('The staff console is only for NyayaConnect staff.');
    expect(opsConsoleEn.counters).toMatchObject({
      newCallbacks: 'New callbacks',
      overdueCallbacks: 'Overdue (over 24 h)',
      openComplaints: 'Open complaints',
      pendingVerifications: 'Pending verifications',
    });
    expect(opsConsoleEn.callbacks.status).toEqual({
      new: 'New',
      contacted: 'Contacted',
      no_answer: 'No answer',
      resolved: 'Resolved',
    });
    expect(opsConsoleEn.complaints.status).toEqual({
      received: 'Received',
      in_review: 'In review',
      resolved: 'Resolved',
      rejected: 'Rejected',
    });
    expect(opsConsoleEn.verifications.changedSince).toBe(
      'This lawyer changed the profile since you opened it. Review the new version.',
    );
    expect(opsConsoleEn.callbacks.empty).toBe('No callbacks waiting.');
    expect(opsConsoleEn.page.tabs.reviews).toBe('Reviews');
    expect(opsConsoleEn.reviews).toMatchObject({
      hide: 'Hide review',
      keep: 'Keep review',
      restore: 'Restore review',
      hideReasonHint: 'The author will be e-mailed this reason.',
      hideReasonRequired: 'Give a reason for hiding this review.',
      reasonTooLong: 'A reason can be at most 500 characters.',
      state: { open: 'Open reports', hidden: 'Hidden' },
    });
  });
});
