import { describe, expect, it } from 'vitest';
import { CONSULTATION_LIMITS, toConsultationRecord, type EndedCall } from './consultationRecord';
import { microphoneProblemOf } from './microphoneProblem';
import { endedReasonOf, transcriptEntryOf, type TranscriptEntry } from './transcript';
import { INITIAL_VOICE_CALL_STATE, voiceCallReducer, type VoiceCallState } from './voiceCall';

const AT = new Date('2026-11-24T09:00:00.000Z');

describe('voiceCallReducer', () => {
  const connecting = voiceCallReducer(INITIAL_VOICE_CALL_STATE, { type: 'start-requested' });
  const connected = voiceCallReducer(connecting, { type: 'call-started' });
  const line: TranscriptEntry = { speaker: 'user', text: 'Hello', at: AT.toISOString() };

  it('goes idle → connecting → connected → idle', () => {
    expect(connecting.phase).toBe('connecting');
    expect(connected.phase).toBe('connected');
    expect(voiceCallReducer(connected, { type: 'call-stopped' }).phase).toBe('idle');
    expect(voiceCallReducer(connecting, { type: 'call-stopped' }).phase).toBe('idle');
  });

  it('ignores a start while a call is under way', () => {
    expect(voiceCallReducer(connecting, { type: 'start-requested' })).toBe(connecting);
    expect(voiceCallReducer(connected, { type: 'start-requested' })).toBe(connected);
  });

  it('connects only from connecting', () => {
    expect(voiceCallReducer(INITIAL_VOICE_CALL_STATE, { type: 'call-started' }).phase).toBe('idle');
  });

  it('mutes only while connected, and unmutes when the call stops', () => {
    expect(voiceCallReducer(connecting, { type: 'mute-changed', muted: true }).muted).toBe(false);
    const muted = voiceCallReducer(connected, { type: 'mute-changed', muted: true });
    expect(muted.muted).toBe(true);
    expect(voiceCallReducer(muted, { type: 'call-stopped' }).muted).toBe(false);
  });

  it('keeps the level between 0 and 1, only while connected', () => {
    const level = (state: VoiceCallState, value: number) =>
      voiceCallReducer(state, { type: 'level-changed', level: value }).level;
    expect(level(connected, 0.5)).toBe(0.5);
    expect(level(connected, 3)).toBe(1);
    expect(level(connected, -1)).toBe(0);
    expect(level(connected, Number.NaN)).toBe(0);
    expect(level(connecting, 0.5)).toBe(0);
  });

  it('keeps the transcript after the call and clears it on the next start', () => {
    const spoken = voiceCallReducer(connected, { type: 'transcript-added', entry: line });
    const ended = voiceCallReducer(spoken, { type: 'call-stopped', problem: null });
    expect(ended.transcript).toEqual([line]);
    expect(voiceCallReducer(ended, { type: 'start-requested' }).transcript).toEqual([]);
  });

  it('keeps a microphone problem until the next start', () => {
    const failed = voiceCallReducer(connecting, {
      type: 'call-stopped',
      problem: 'permission-denied',
    });
    expect(failed.problem).toBe('permission-denied');
    expect(voiceCallReducer(failed, { type: 'start-requested' }).problem).toBeNull();
  });
});

describe('transcriptEntryOf', () => {
  const message = (fields: object) => ({
    type: 'transcript',
    role: 'user',
    transcriptType: 'final',
    transcript: ' My deposit. ',
    ...fields,
  });

  it('reads final lines of the user and the assistant', () => {
    expect(transcriptEntryOf(message({}), AT)).toEqual({
      speaker: 'user',
      text: 'My deposit.',
      at: '2026-11-24T09:00:00.000Z',
    });
    expect(transcriptEntryOf(message({ role: 'assistant' }), AT)?.speaker).toBe('assistant');
  });

  it('skips partial lines, other roles, other messages and empty text', () => {
    expect(transcriptEntryOf(message({ transcriptType: 'partial' }), AT)).toBeNull();
    expect(transcriptEntryOf(message({ role: 'system' }), AT)).toBeNull();
    expect(transcriptEntryOf(message({ type: 'speech-update' }), AT)).toBeNull();
    expect(transcriptEntryOf(message({ transcript: '  ' }), AT)).toBeNull();
    expect(transcriptEntryOf('listening', AT)).toBeNull();
    expect(transcriptEntryOf(null, AT)).toBeNull();
  });
});

describe('endedReasonOf', () => {
  it("reads the SDK's ended reason", () => {
    expect(
      endedReasonOf({ type: 'status-update', status: 'ended', endedReason: 'silence-timed-out' }),
    ).toBe('silence-timed-out');
    expect(endedReasonOf({ type: 'status-update', status: 'in-progress' })).toBeNull();
    expect(endedReasonOf({ type: 'transcript' })).toBeNull();
  });
});

describe('microphoneProblemOf', () => {
  // As the SDK re-emits daily-js's camera-error.
  const cameraError = (error: object) => ({
    type: 'camera-error',
    error: { action: 'camera-error', message: error, error },
  });

  it("reads the call library's camera-error types", () => {
    expect(microphoneProblemOf(cameraError({ type: 'permissions', blockedMedia: ['audio'] }))).toBe(
      'permission-denied',
    );
    expect(microphoneProblemOf(cameraError({ type: 'not-found', missingMedia: ['audio'] }))).toBe(
      'no-microphone',
    );
    expect(microphoneProblemOf(cameraError({ type: 'undefined-mediadevices' }))).toBe(
      'unsupported-browser',
    );
    expect(microphoneProblemOf(cameraError({ type: 'mic-in-use' }))).toBe('microphone-in-use');
    expect(microphoneProblemOf(cameraError({ type: 'unknown' }))).toBe('microphone-failed');
  });

  it('ignores problems of the camera alone', () => {
    expect(microphoneProblemOf(cameraError({ type: 'cam-in-use' }))).toBeNull();
    expect(
      microphoneProblemOf(cameraError({ type: 'permissions', blockedMedia: ['video'] })),
    ).toBeNull();
  });

  it("reads getUserMedia's errors and a browser without WebRTC", () => {
    expect(microphoneProblemOf(new DOMException('denied', 'NotAllowedError'))).toBe(
      'permission-denied',
    );
    expect(microphoneProblemOf({ error: { name: 'NotFoundError' } })).toBe('no-microphone');
    expect(
      microphoneProblemOf({
        type: 'start-method-error',
        error: { message: 'WebRTC not supported or suppressed', name: 'Error' },
      }),
    ).toBe('unsupported-browser');
  });

  it('finds nothing in other errors', () => {
    expect(microphoneProblemOf({ type: 'daily-error', error: { message: 'ejected' } })).toBeNull();
    expect(microphoneProblemOf('boom')).toBeNull();
    expect(microphoneProblemOf(undefined)).toBeNull();
  });
});

describe('toConsultationRecord', () => {
  const entry = (text: string, speaker: TranscriptEntry['speaker'] = 'user'): TranscriptEntry => ({
    speaker,
    text,
    at: AT.toISOString(),
  });
  const call = (fields: Partial<EndedCall> = {}): EndedCall => ({
    consultationId: 'consultation-1',
    startedAt: AT,
    endedAt: new Date(AT.getTime() + 95_400),
    endReason: 'customer-ended-call',
    transcript: [entry('Hello'), entry('Hello, how can I help?', 'assistant')],
    ...fields,
  });

  it('records the call as the table stores it', () => {
    expect(toConsultationRecord(call())).toEqual({
      id: 'consultation-1',
      startedAt: '2026-11-24T09:00:00.000Z',
      endedAt: '2026-11-24T09:01:35.400Z',
      durationSeconds: 95,
      endReason: 'customer-ended-call',
      transcript: [entry('Hello'), entry('Hello, how can I help?', 'assistant')],
    });
  });

  it('records at most 4 hours, with timestamps that match the duration', () => {
    const record = toConsultationRecord(call({ endedAt: new Date(AT.getTime() + 5 * 3_600_000) }));
    expect(record.durationSeconds).toBe(14_400);
    expect(record.endedAt).toBe('2026-11-24T13:00:00.000Z');
    const backwards = toConsultationRecord(call({ endedAt: new Date(AT.getTime() - 1000) }));
    expect(backwards.durationSeconds).toBe(0);
    expect(backwards.endedAt).toBe(backwards.startedAt);
  });

  it('makes the end reason one visible line of at most 200 characters', () => {
    expect(
      toConsultationRecord(call({ endReason: 'pipeline-error\n  openai\tfailed' })).endReason,
    ).toBe('pipeline-error openai failed');
    expect(toConsultationRecord(call({ endReason: 'x'.repeat(300) })).endReason).toHaveLength(200);
    expect(toConsultationRecord(call({ endReason: ' \u200B ' })).endReason).toBe('error');
  });

  it('keeps line breaks, turns other control characters into spaces and drops blank lines', () => {
    const record = toConsultationRecord(
      call({
        transcript: [entry('one\ntwo\u0007three\u0000'), entry('\u200B\u200B'), entry('ok')],
      }),
    );
    expect(record.transcript.map((line) => line.text)).toEqual(['one\ntwo three', 'ok']);
  });

  it('cuts a line at 5,000 characters, never inside a character', () => {
    const record = toConsultationRecord(call({ transcript: [entry('a'.repeat(4_999) + '😀😀')] }));
    const text = record.transcript[0]!.text;
    expect(Array.from(text)).toHaveLength(CONSULTATION_LIMITS.maxTextLength);
    expect(text.endsWith('😀')).toBe(true);
  });

  it('keeps the last 500 lines', () => {
    const lines = Array.from({ length: 620 }, (_, index) => entry(`line ${index}`));
    const record = toConsultationRecord(call({ transcript: lines }));
    expect(record.transcript).toHaveLength(500);
    expect(record.transcript[0]!.text).toBe('line 120');
    expect(record.transcript.at(-1)!.text).toBe('line 619');
  });

  it('keeps the last lines that fit in 200 KB as PostgreSQL prints them', () => {
    const lines = Array.from({ length: 100 }, (_, index) => entry(`${index} ${'é'.repeat(4_000)}`));
    const record = toConsultationRecord(call({ transcript: lines }));
    // PostgreSQL prints jsonb with a space after each ':' and ',': five in an entry, one between two.
    const count = record.transcript.length;
    const printed =
      new TextEncoder().encode(JSON.stringify(record.transcript)).length + 5 * count + count - 1;
    expect(printed).toBeLessThanOrEqual(204_800);
    expect(record.transcript.length).toBeGreaterThan(20);
    expect(record.transcript.at(-1)!.text.startsWith('99 ')).toBe(true);
  });
});
