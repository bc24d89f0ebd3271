import { FIELD_LIMITS, type Json } from '@nyaya/db';
import { describe, expect, it } from 'vitest';
import {
  toAiConsultation,
  toTranscript,
  userUtterances,
  type TranscriptEntry,
} from './aiConsultation';
import { endReasonKey } from './endReason';
import { durationParts } from './format';
import { previewOf, requestDescriptionFrom } from './requestDraft';

const user = (text: string, at = '2026-11-24T10:00:00Z'): TranscriptEntry => ({
  speaker: 'user',
  text,
  at,
});
const assistant = (text: string): TranscriptEntry => ({
  speaker: 'assistant',
  text,
  at: '2026-11-24T10:00:00Z',
});

describe('toTranscript', () => {
  it('keeps well-formed lines in order', () => {
    const stored: Json = [
      { speaker: 'user', text: 'Hello', at: '2026-11-24T10:00:00Z' },
      { speaker: 'assistant', text: 'Hi, how can I help?', at: '2026-11-24T10:00:03Z' },
    ];
    expect(toTranscript(stored)).toEqual([
      { speaker: 'user', text: 'Hello', at: '2026-11-24T10:00:00Z' },
      { speaker: 'assistant', text: 'Hi, how can I help?', at: '2026-11-24T10:00:03Z' },
    ]);
  });

  it('skips lines that are not one, and treats a missing time as unknown', () => {
    const stored: Json = [
      { speaker: 'system', text: 'hidden', at: '2026-11-24T10:00:00Z' },
      { speaker: 'user', text: '   ', at: '2026-11-24T10:00:00Z' },
      { speaker: 'user', text: 42, at: '2026-11-24T10:00:00Z' },
      'just text',
      null,
      ['user', 'text'],
      { speaker: 'assistant', text: 'Kept without a time' },
    ];
    expect(toTranscript(stored)).toEqual([
      { speaker: 'assistant', text: 'Kept without a time', at: null },
    ]);
    expect(toTranscript({ speaker: 'user', text: 'not an array' })).toEqual([]);
    expect(toTranscript(null)).toEqual([]);
  });
});

describe('toAiConsultation', () => {
  it('maps a row to what the page shows', () => {
    expect(
      toAiConsultation({
        id: 'c-1',
        started_at: '2026-11-24T10:00:00Z',
        ended_at: '2026-11-24T10:04:05Z',
        duration_seconds: 245,
        end_reason: 'silence-timed-out',
        transcript: [{ speaker: 'user', text: 'Hello', at: '2026-11-24T10:00:01Z' }],
      }),
    ).toEqual({
      id: 'c-1',
      startedAt: '2026-11-24T10:00:00Z',
      endedAt: '2026-11-24T10:04:05Z',
      durationSeconds: 245,
      endReason: 'silence-timed-out',
      transcript: [{ speaker: 'user', text: 'Hello', at: '2026-11-24T10:00:01Z' }],
    });
  });
});

describe('durations', () => {
  it('splits a duration into minutes and two-digit seconds', () => {
    expect(durationParts(245)).toEqual({ minutes: 4, seconds: '05' });
    expect(durationParts(59)).toEqual({ minutes: 0, seconds: '59' });
    expect(durationParts(600)).toEqual({ minutes: 10, seconds: '00' });
    expect(durationParts(14_400)).toEqual({ minutes: 240, seconds: '00' });
    expect(durationParts(-3)).toEqual({ minutes: 0, seconds: '00' });
    expect(durationParts(Number.NaN)).toEqual({ minutes: 0, seconds: '00' });
  });
});

describe('endReasonKey', () => {
  it('names the ended reasons a person would recognise', () => {
    expect(endReasonKey('customer-ended-call')).toBe('userEnded');
    expect(endReasonKey('assistant-ended-call')).toBe('assistantEnded');
    expect(endReasonKey('assistant-said-end-call-phrase')).toBe('assistantEnded');
    expect(endReasonKey('silence-timed-out')).toBe('silence');
    expect(endReasonKey('exceeded-max-duration')).toBe('maxDuration');
    expect(endReasonKey('customer-did-not-give-microphone-permission')).toBe('microphone');
    expect(endReasonKey('manually-canceled')).toBe('cancelled');
    expect(endReasonKey('error')).toBe('error');
  });

  it('treats every technical failure as one, and leaves anything else unnamed', () => {
    expect(endReasonKey('pipeline-error-openai-llm-failed')).toBe('error');
    expect(endReasonKey('call.in-progress.error-vapifault-transport-never-connected')).toBe(
      'error',
    );
    expect(endReasonKey('assistant-forwarded-call')).toBeNull();
    expect(endReasonKey('terrorism-hotline')).toBeNull();
    expect(endReasonKey('')).toBeNull();
  });
});

describe('what the user said', () => {
  const transcript = [
    assistant('Namaste, how can I help you today?'),
    user('  My landlord will not return my deposit.  '),
    assistant('How much is the deposit?'),
    user('Two months of rent.'),
    user('   '),
  ];

  it('lists the user’s utterances only, trimmed, in order', () => {
    expect(userUtterances(transcript)).toEqual([
      'My landlord will not return my deposit.',
      'Two months of rent.',
    ]);
  });

  it('makes the request description one utterance a line', () => {
    expect(requestDescriptionFrom(transcript)).toBe(
      'My landlord will not return my deposit.\nTwo months of rent.',
    );
    expect(requestDescriptionFrom([assistant('Hello?')])).toBe('');
  });

  it('cuts the description to the limit of a request description', () => {
    const long = [user('a'.repeat(3000)), user('b'.repeat(3000))];
    const description = requestDescriptionFrom(long);
    expect(description).toHaveLength(FIELD_LIMITS.description);
    expect(description.startsWith(`${'a'.repeat(3000)}\nb`)).toBe(true);

    expect(requestDescriptionFrom([user('one two'), user('three')], 8)).toBe('one two');
    // Never half of a character outside the basic plane.
    expect(requestDescriptionFrom([user('ab😀')], 3)).toBe('ab');
  });

  it('previews the first utterance on one line, cut at a word', () => {
    expect(previewOf(transcript)).toBe('My landlord will not return my deposit.');
    expect(previewOf([user('Line one\nline two')])).toBe('Line one line two');
    expect(previewOf([user('one two three four five six')], 16)).toBe('one two three…');
    expect(previewOf([assistant('Hello?')])).toBeNull();
    expect(previewOf([])).toBeNull();
  });
});
