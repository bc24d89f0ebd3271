import { expectHindiCatalog } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import { opsConsoleEn } from './en';
import { opsConsoleHi } from './hi';
import { reviewsEn } from './reviewsEn';
import { reviewsHi } from './reviewsHi';

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
    expect(reviewsEn.reviews).toMatchObject({
      hide: 'Hide review',
      keep: 'Keep review',
      restore: 'Restore review',
      hideReasonHint: 'The author will be e-mailed this reason.',
      hideReasonRequired: 'Give a reason for hiding this review.',
      reasonTooLong: 'A reason can be at most 500 characters.',
      state: { open: 'Open reports', hidden: 'Hidden' },
    });
  });

  it('has the Hindi of every string', () => {
    expectHindiCatalog(opsConsoleEn, opsConsoleHi);
    expectHindiCatalog(reviewsEn, reviewsHi);
  });

  it('quotes the database refusals it maps in the database’s own words', () => {
    expect(opsConsoleEn.refusals.alreadyTaken).toBe('Already taken by {{name}}.');
    expect(opsConsoleEn.refusals.sendVersion).toBe('Send the version you reviewed.');
    expect(opsConsoleEn.refusals.notYourCallback).toBe(
      'Only the agent who took this callback can change it.',
    );
  });
});
