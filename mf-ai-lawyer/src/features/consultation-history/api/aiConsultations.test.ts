import type { Tables } from '@nyaya/db';
import { dataErrorMessage, setRuntimeConfig } from '@nyaya/shared-platform';
import {
  dataErrorOf,
  mockPostgrest,
  postgrestError,
  server,
  TEST_SUPABASE_URL,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteAiConsultation, listAiConsultations } from './aiConsultations';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

const TABLE_URL = `${TEST_SUPABASE_URL}/rest/v1/ai_consultations`;

const row: Omit<Tables<'ai_consultations'>, 'user_id' | 'created_at'> = {
  id: 'consultation-1',
  started_at: '2026-11-24T10:00:00Z',
  ended_at: '2026-11-24T10:04:05Z',
  duration_seconds: 245,
  end_reason: 'customer-ended-call',
  transcript: [
    { speaker: 'assistant', text: 'Hello, how can I help?', at: '2026-11-24T10:00:02Z' },
    { speaker: 'user', text: 'My landlord keeps my deposit.', at: '2026-11-24T10:00:10Z' },
  ],
};

/** Answers DELETE on the table with `answer` and keeps each request's URL. */
function answerDelete(answer: () => Response) {
  const urls: URL[] = [];
  server.use(
    http.delete(TABLE_URL, ({ request }) => {
      urls.push(new URL(request.url));
      return answer();
    }),
  );
  return urls;
}

describe('listAiConsultations', () => {
  it('reads explicit columns, newest first with ties by id, and no filter of its own', async () => {
    const calls = mockPostgrest('get', 'ai_consultations', { body: [row] });

    const consultations = await listAiConsultations();

    expect(calls).toHaveLength(1);
    const { searchParams } = calls[0]!.url;
    expect(searchParams.get('select')?.split(',')).toEqual([
      'id',
      'started_at',
      'ended_at',
      'duration_seconds',
      'end_reason',
      'transcript',
    ]);
    expect(searchParams.get('order')).toBe('started_at.desc,id.desc');
    // Row level security limits a user to their own rows; no filter the caller could change.
    expect([...searchParams.keys()].sort()).toEqual(['order', 'select']);
    expect(consultations).toEqual([
      {
        id: 'consultation-1',
        startedAt: '2026-11-24T10:00:00Z',
        endedAt: '2026-11-24T10:04:05Z',
        durationSeconds: 245,
        endReason: 'customer-ended-call',
        transcript: [
          { speaker: 'assistant', text: 'Hello, how can I help?', at: '2026-11-24T10:00:02Z' },
          { speaker: 'user', text: 'My landlord keeps my deposit.', at: '2026-11-24T10:00:10Z' },
        ],
      },
    ]);
  });

  it('fails with a DataError carrying the server message', async () => {
    mockPostgrest('get', 'ai_consultations', {
      status: 500,
      body: postgrestError('57014', 'canceling statement due to statement timeout'),
    });
    const error = await dataErrorOf(listAiConsultations());
    expect(error.status).toBe(500);
    expect(dataErrorMessage(error)).toBe('canceling statement due to statement timeout');
  });
});

describe('deleteAiConsultation', () => {
  it('deletes exactly the row with that id', async () => {
    const urls = answerDelete(() => new HttpResponse(null, { status: 204 }));

    await expect(deleteAiConsultation('consultation-1')).resolves.toBeUndefined();

    expect(urls).toHaveLength(1);
    expect(urls[0]!.searchParams.get('id')).toBe('eq.consultation-1');
    expect([...urls[0]!.searchParams.keys()]).toEqual(['id']);
  });

  it('fails with a DataError the platform has a sentence for when the database refuses', async () => {
    answerDelete(() =>
      HttpResponse.json(postgrestError('42501', 'permission denied for table ai_consultations'), {
        status: 403,
      }),
    );
    const error = await dataErrorOf(deleteAiConsultation('consultation-1'));
    expect(error).toMatchObject({ reason: 'not-allowed', status: 403 });
    expect(dataErrorMessage(error)).toBe('You are not allowed to do that.');
  });
});
