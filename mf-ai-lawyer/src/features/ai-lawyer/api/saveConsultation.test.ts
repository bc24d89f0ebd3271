import { DataError, setRuntimeConfig } from '@nyaya/shared-platform';
import {
  dataErrorOf,
  mockPostgrest,
  postgrestError,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConsultationRecord } from '../model/consultationRecord';
import { saveConsultation } from './saveConsultation';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

const record: ConsultationRecord = {
  id: '6f1c2a4e-8a53-4a4e-9b8e-2d7f0c1e5a10',
  startedAt: '2026-11-24T09:00:00.000Z',
  endedAt: '2026-11-24T09:01:35.000Z',
  durationSeconds: 95,
  endReason: 'customer-ended-call',
  transcript: [
    { speaker: 'user', text: 'My landlord kept my deposit.', at: '2026-11-24T09:00:10.000Z' },
    { speaker: 'assistant', text: 'Send a legal notice.', at: '2026-11-24T09:00:20.000Z' },
  ],
};

describe('saveConsultation', () => {
  it('inserts the consultation into ai_consultations, leaving user_id to the database', async () => {
    const calls = mockPostgrest('post', 'ai_consultations', { status: 201 });

    await saveConsultation(record);

    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      id: record.id,
      started_at: '2026-11-24T09:00:00.000Z',
      ended_at: '2026-11-24T09:01:35.000Z',
      duration_seconds: 95,
      end_reason: 'customer-ended-call',
      transcript: record.transcript,
    });
    // Nothing is read back: insert only.
    expect(calls[0]!.url.searchParams.get('select')).toBeNull();
  });

  it('takes a consultation already saved (a retry) as saved', async () => {
    mockPostgrest('post', 'ai_consultations', {
      status: 409,
      body: postgrestError(
        '23505',
        'duplicate key value violates unique constraint "ai_consultations_pkey"',
      ),
    });
    await expect(saveConsultation(record)).resolves.toBeUndefined();
  });

  it('throws a DataError when the database refuses it', async () => {
    mockPostgrest('post', 'ai_consultations', {
      status: 400,
      body: postgrestError(
        '23514',
        'new row for relation "ai_consultations" violates check constraint "transcript_at_most_500_entries"',
      ),
    });
    const error = await dataErrorOf(saveConsultation(record));
    expect(error).toBeInstanceOf(DataError);
    expect(error.reason).toBe('invalid-value');
    expect(error.constraint).toBe('transcript_at_most_500_entries');
  });

  it('throws a DataError when the row is not the signed-in user’s to write', async () => {
    mockPostgrest('post', 'ai_consultations', {
      status: 403,
      body: postgrestError('42501', 'new row violates row-level security policy'),
    });
    expect((await dataErrorOf(saveConsultation(record))).reason).toBe('not-allowed');
  });
});
