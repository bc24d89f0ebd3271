import { dataErrorMessage, setRuntimeConfig } from '@nyaya/shared-platform';
import {
  consultationRequestRow,
  dataErrorOf,
  mockPostgrest,
  postgrestError,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import '../../../i18n';
import {
  acceptConsultationRequest,
  completeConsultationRequest,
  declineConsultationRequest,
  fieldOfCaseError,
  listLawyerRequests,
  releaseConsultationRequest,
  scheduleConsultationRequest,
  type CaseRequestRow,
} from './caseRequests';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

describe('CaseRequestRow', () => {
  it('is the row supabase-js infers from the select: the columns named there, typed by the database', () => {
    expectTypeOf<CaseRequestRow['withdrawn_at']>().toEqualTypeOf<string | null>();
    expectTypeOf<CaseRequestRow['client_id']>().toEqualTypeOf<string>();
    expectTypeOf<CaseRequestRow>().not.toHaveProperty('return_reason');
  });
});

describe('listLawyerRequests', () => {
  it('lists open requests and cases with client names, null when unknown', async () => {
    const requestCalls = mockPostgrest('get', 'consultation_requests', {
      body: [
        consultationRequestRow({ id: 'r3', client_id: 'client-1' }),
        consultationRequestRow({
          id: 'r2',
          client_id: 'client-2',
          lawyer_id: 'lawyer-1',
          status: 'assigned',
        }),
        consultationRequestRow({ id: 'r1', client_id: 'client-1' }),
      ],
    });
    const nameCalls = mockPostgrest('get', 'client_names', {
      body: [{ id: 'client-1', full_name: 'Asha Rao' }],
    });

    const requests = await listLawyerRequests('lawyer-1');

    const query = requestCalls[0]!.url.searchParams;
    expect(query.get('or')).toBe('(lawyer_id.is.null,lawyer_id.eq.lawyer-1)');
    expect(query.get('client_id')).toBe('neq.lawyer-1');
    expect(query.get('order')).toBe('created_at.desc');
    expect(nameCalls[0]!.url.searchParams.get('select')).toBe('id,full_name');
    expect(nameCalls[0]!.url.searchParams.get('id')).toBe('in.(client-1,client-2)');
    expect(requests.map((request) => [request.id, request.clientName])).toEqual([
      ['r3', 'Asha Rao'],
      ['r2', null],
      ['r1', 'Asha Rao'],
    ]);
  });

  it('does not ask for names when there are no requests', async () => {
    mockPostgrest('get', 'consultation_requests', { body: [] });
    const nameCalls = mockPostgrest('get', 'client_names', { body: [] });
    expect(await listLawyerRequests('lawyer-1')).toEqual([]);
    expect(nameCalls).toHaveLength(0);
  });
});

describe('acceptConsultationRequest', () => {
  it('accepts through the accept_consultation_request function', async () => {
    const calls = mockPostgrest('post', 'rpc/accept_consultation_request', {
      body: consultationRequestRow({ lawyer_id: 'lawyer-1', status: 'assigned' }),
    });
    const accepted = await acceptConsultationRequest('request-1');
    expect(calls[0]!.body).toEqual({ request_id: 'request-1' });
    expect(accepted).toMatchObject({ lawyerId: 'lawyer-1', status: 'assigned' });
  });

  it('reports a lost race as no longer available, as the database answers every request the lawyer may not see', async () => {
    mockPostgrest('post', 'rpc/accept_consultation_request', {
      status: 404,
      body: postgrestError('PT404', 'No such consultation request.', 'not_available'),
    });
    const error = await dataErrorOf(acceptConsultationRequest('request-1'));
    expect(error).toMatchObject({ code: 'PT404', hint: 'not_available', status: 404 });
    expect(dataErrorMessage(error)).toBe(
      'This request is no longer available: another lawyer may have accepted it, or the client withdrew it.',
    );
  });

  it('says why a lawyer with 10 cases without a meeting cannot accept another', async () => {
    mockPostgrest('post', 'rpc/accept_consultation_request', {
      status: 429,
      body: postgrestError(
        'PT429',
        'You already have 10 accepted cases without a scheduled meeting. Schedule a meeting or release a case before you accept another.',
        'case_limit',
      ),
    });
    const error = await dataErrorOf(acceptConsultationRequest('request-1'));
    expect(error).toMatchObject({ reason: 'rate-limited', hint: 'case_limit', status: 429 });
    expect(dataErrorMessage(error)).toBe(
      'You already have 10 accepted cases without a scheduled meeting. Schedule a meeting or release a case before you accept another.',
    );
  });

  it('says a request that is no longer open is no longer open', async () => {
    mockPostgrest('post', 'rpc/accept_consultation_request', {
      status: 409,
      body: postgrestError('PT409', 'no longer open (status: cancelled).', 'not_open'),
    });
    const error = await dataErrorOf(acceptConsultationRequest('request-1'));
    expect(dataErrorMessage(error)).toBe('This request is no longer open.');
  });

  it('says a request that is gone is no longer available, never whose it is', async () => {
    mockPostgrest('post', 'rpc/accept_consultation_request', {
      status: 404,
      body: postgrestError('PT404', 'No such consultation request.'),
    });
    const error = await dataErrorOf(acceptConsultationRequest('request-1'));
    expect(error).toMatchObject({ code: 'PT404', status: 404 });
    expect(dataErrorMessage(error)).toBe(
      'This request is no longer available: another lawyer may have accepted it, or the client withdrew it.',
    );
  });

  it('reports a refusal as not allowed, never as no longer available', async () => {
    mockPostgrest('post', 'rpc/accept_consultation_request', {
      status: 403,
      body: postgrestError(
        '42501',
        'Not allowed: only approved lawyers can accept consultation requests.',
      ),
    });
    const error = await dataErrorOf(acceptConsultationRequest('request-1'));
    expect(error.reason).toBe('not-allowed');
    // The database's own sentence, from this feature's catalog (so it reads in Hindi too).
    expect(error.messageKey).toBe('mf_lawyer_portal:errors.onlyApprovedAccept');
    expect(dataErrorMessage(error)).toBe(
      'Not allowed: only approved lawyers can accept consultation requests.',
    );
  });

  it('tells a refusal without a sentence of its own as not allowed', async () => {
    mockPostgrest('post', 'rpc/accept_consultation_request', {
      status: 403,
      body: postgrestError('42501', 'permission denied for function accept_consultation_request'),
    });
    const error = await dataErrorOf(acceptConsultationRequest('request-1'));
    expect(dataErrorMessage(error)).toBe('You are not allowed to do that.');
  });
});

describe('declineConsultationRequest', () => {
  it('declines through decline_consultation_request and answers the row, open again', async () => {
    const calls = mockPostgrest('post', 'rpc/decline_consultation_request', {
      body: consultationRequestRow({ returned_by: 'lawyer-1', return_kind: 'declined' }),
    });
    const declined = await declineConsultationRequest('request-1');
    expect(calls[0]!.body).toEqual({ request_id: 'request-1' });
    expect(declined).toMatchObject({ id: 'request-1', lawyerId: null, status: 'pending' });
  });

  it('says only a pending request can be declined', async () => {
    mockPostgrest('post', 'rpc/decline_consultation_request', {
      status: 409,
      body: postgrestError(
        'PT409',
        'Only a request that is still pending can be declined; this one is cancelled.',
        'not_pending',
      ),
    });
    const error = await dataErrorOf(declineConsultationRequest('request-1'));
    expect(error).toMatchObject({ reason: 'conflict', hint: 'not_pending' });
    expect(dataErrorMessage(error)).toBe(
      'Only a request that is still waiting for your answer can be declined.',
    );
  });
});

describe('scheduleConsultationRequest', () => {
  it('sends the request and the meeting time to schedule_consultation_request', async () => {
    const calls = mockPostgrest('post', 'rpc/schedule_consultation_request', {
      body: consultationRequestRow({
        lawyer_id: 'lawyer-1',
        status: 'scheduled',
        scheduled_for: '2026-11-28T09:30:00+00:00',
      }),
    });
    const scheduled = await scheduleConsultationRequest('request-1', '2026-11-28T09:30:00.000Z');
    expect(calls[0]!.body).toEqual({
      request_id: 'request-1',
      meeting_at: '2026-11-28T09:30:00.000Z',
    });
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      scheduledFor: '2026-11-28T09:30:00+00:00',
    });
  });

  it.each([
    ['meeting_in_past', 'The meeting must be in the future.', 'The meeting must be in the future.'],
    [
      'meeting_too_far',
      'The meeting must be within a year from now.',
      'The meeting must be within a year from now.',
    ],
  ])('gives the %s refusal its sentence and its field', async (hint, message, sentence) => {
    mockPostgrest('post', 'rpc/schedule_consultation_request', {
      status: 400,
      body: postgrestError('22023', message, hint),
    });
    const error = await dataErrorOf(scheduleConsultationRequest('request-1', 'x'));
    expect(error).toMatchObject({ reason: 'invalid-value', code: '22023', hint });
    expect(dataErrorMessage(error)).toBe(sentence);
    expect(fieldOfCaseError(error)).toBe('meetingAt');
  });

  it('says only an assigned or scheduled case can be scheduled', async () => {
    mockPostgrest('post', 'rpc/schedule_consultation_request', {
      status: 409,
      body: postgrestError(
        'PT409',
        'Only an assigned or scheduled case can be scheduled; this one is completed.',
        'not_assigned',
      ),
    });
    const error = await dataErrorOf(scheduleConsultationRequest('request-1', 'x'));
    expect(dataErrorMessage(error)).toBe('Only an assigned or scheduled case can be scheduled.');
    expect(fieldOfCaseError(error)).toBeNull();
  });
});

describe('completeConsultationRequest', () => {
  it('completes through complete_consultation_request', async () => {
    const calls = mockPostgrest('post', 'rpc/complete_consultation_request', {
      body: consultationRequestRow({ lawyer_id: 'lawyer-1', status: 'completed' }),
    });
    expect(await completeConsultationRequest('request-1')).toMatchObject({ status: 'completed' });
    expect(calls[0]!.body).toEqual({ request_id: 'request-1' });
  });

  it('says only a scheduled case can be completed', async () => {
    mockPostgrest('post', 'rpc/complete_consultation_request', {
      status: 409,
      body: postgrestError('PT409', 'Only a scheduled case can be completed.', 'not_scheduled'),
    });
    const error = await dataErrorOf(completeConsultationRequest('request-1'));
    expect(dataErrorMessage(error)).toBe(
      'Only a case with a scheduled meeting can be marked completed.',
    );
  });

  it('says a case is completed only once its meeting has begun', async () => {
    mockPostgrest('post', 'rpc/complete_consultation_request', {
      status: 409,
      body: postgrestError(
        'PT409',
        'The meeting has not started yet: a case can be completed once its meeting has begun.',
        'meeting_not_started',
      ),
    });
    const error = await dataErrorOf(completeConsultationRequest('request-1'));
    expect(dataErrorMessage(error)).toBe(
      'The meeting has not started yet: you can mark the case completed once it has begun.',
    );
  });
});

describe('releaseConsultationRequest', () => {
  it('sends the request and the reason to release_consultation_request', async () => {
    const calls = mockPostgrest('post', 'rpc/release_consultation_request', {
      body: consultationRequestRow({
        returned_by: 'lawyer-1',
        return_kind: 'released',
        return_reason: 'Travelling',
      }),
    });
    expect(await releaseConsultationRequest('request-1', 'Travelling')).toMatchObject({
      lawyerId: null,
      status: 'pending',
    });
    expect(calls[0]!.body).toEqual({ request_id: 'request-1', reason: 'Travelling' });
  });

  it.each([
    [
      postgrestError(
        '22023',
        'Say why you are releasing this case: the client reads the reason.',
        'reason_required',
      ),
      'Please say why you are releasing this case: the client reads the reason.',
    ],
    [
      postgrestError(
        '22023',
        'The reason is at most 500 characters; this one has 501.',
        'reason_too_long',
      ),
      'The reason can be at most 500 characters.',
    ],
    [
      postgrestError(
        '23514',
        'new row for relation "consultation_requests" violates check constraint "return_reason_length"',
      ),
      'The reason can be at most 500 characters.',
    ],
  ])('gives a refused reason its sentence and its field', async (body, sentence) => {
    mockPostgrest('post', 'rpc/release_consultation_request', { status: 400, body });
    const error = await dataErrorOf(releaseConsultationRequest('request-1', 'x'));
    expect(dataErrorMessage(error)).toBe(sentence);
    expect(fieldOfCaseError(error)).toBe('reason');
  });

  it('says only an assigned or scheduled case can be released', async () => {
    mockPostgrest('post', 'rpc/release_consultation_request', {
      status: 409,
      body: postgrestError(
        'PT409',
        'Only an assigned or scheduled case can be released.',
        'not_assigned',
      ),
    });
    const error = await dataErrorOf(releaseConsultationRequest('request-1', 'x'));
    expect(dataErrorMessage(error)).toBe('Only an assigned or scheduled case can be released.');
  });
});
