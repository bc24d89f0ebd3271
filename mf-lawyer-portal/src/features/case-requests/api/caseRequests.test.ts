import { dataErrorMessage, setRuntimeConfig } from '@nyaya/shared-platform';
import {
  consultationRequestRow,
  dataErrorOf,
  mockPostgrest,
  postgrestError,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { acceptConsultationRequest, listLawyerRequests } from './caseRequests';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

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

  it('reports a lost race as already accepted', async () => {
    mockPostgrest('post', 'rpc/accept_consultation_request', {
      status: 409,
      body: postgrestError(
        'PT409',
        'Already accepted: this consultation request has been accepted by another lawyer.',
        'already_accepted',
      ),
    });
    const error = await dataErrorOf(acceptConsultationRequest('request-1'));
    expect(error).toMatchObject({ reason: 'conflict', hint: 'already_accepted', status: 409 });
    expect(dataErrorMessage(error)).toBe(
      'This request has already been accepted by another lawyer.',
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

  it('reports a refusal as not allowed, never as already accepted', async () => {
    mockPostgrest('post', 'rpc/accept_consultation_request', {
      status: 403,
      body: postgrestError(
        '42501',
        'Not allowed: only approved lawyers can accept consultation requests.',
      ),
    });
    const error = await dataErrorOf(acceptConsultationRequest('request-1'));
    expect(dataErrorMessage(error)).toBe('You are not allowed to do that.');
  });
});
