import { expectHindiCatalog } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import { caseRoomEn } from './en';
import { caseRoomHi } from './hi';

describe('mf_case_room strings', () => {
  it('quotes the product texts exactly', () => {
    expect(caseRoomEn.page.notFound).toBe('Not found');
    expect(caseRoomEn.page.closed).toBe('This conversation is closed.');
    expect(caseRoomEn.header.addToCalendar).toBe('Add to calendar');
    expect(caseRoomEn.composer).toMatchObject({
      tooLong: 'A message can be at most 4,000 characters.',
      empty: 'Write a message or attach a document.',
      wrongType: 'Only PDF, JPEG or PNG files can be attached.',
      tooBig: 'A document can be at most 10 MB.',
      mismatch:
        "This file's content does not match its type. Attach the original PDF, JPEG or PNG.",
      uploadFailed: 'The document could not be uploaded. Your message is kept; try again.',
    });
    expect(caseRoomEn.meeting).toMatchObject({
      join: 'Join video consultation',
      leave: 'Leave',
      opensAt: 'The video consultation opens at {{time}} IST (10 minutes before the meeting).',
      notScheduledClient: 'Your lawyer has not scheduled a meeting yet.',
      notScheduledLawyer: 'Schedule a meeting from your dashboard to meet by video.',
      unavailable: 'Video consultation is not available right now.',
    });
    expect(caseRoomEn.phone).toMatchObject({
      share: 'Share my phone number with my lawyer',
      invalid: 'Enter a valid Indian mobile number, like +91 98765 43210.',
      notShared: 'The client has not shared a phone number.',
    });
    expect(caseRoomEn.completion).toMatchObject({
      prompt:
        'The meeting time has passed. Mark this case completed when the consultation is done.',
      action: 'Mark completed',
      failed: 'The case could not be marked completed.',
    });
    expect(caseRoomEn.earlier.item).toBe('Earlier conversation with {{name}}');
  });

  it('has the whole catalog in Hindi (docs/product/languages.md)', () => {
    expectHindiCatalog(caseRoomEn, caseRoomHi);
  });
});
