import { dataErrorMessage, setRuntimeConfig } from '@nyaya/shared-platform';
import {
  dataErrorOf,
  mockPostgrest,
  postgrestError,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { beforeEach, describe, expect, it } from 'vitest';
// The remote's catalog: a refusal's sentence is one of its keys.
import '../../../i18n';
import { cancelConsultationRequest, listClientRequests } from './clientRequests';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

const row = {
  id: 'request-1',
  lawyer_id: 'lawyer-1',
  lawyer_name: 'Priya Sharma',
  service_type: 'Family Law',
  description: 'Custody question',
  location: 'Delhi',
  phone: '9876543210',
  status: 'assigned',
  scheduled_for: null,
  created_at: '2026-11-20T10:00:00Z',
};

describe('listClientRequests', () => {
  it('reads the client view with explicit columns, newest first with ties by id', async () => {
    const calls = mockPostgrest('get', 'client_consultation_requests', {
      body: [row, { ...row, id: null }],
    });

    const requests = await listClientRequests();

    expect(calls).toHaveLength(1);
    const { searchParams } = calls[0]!.url;
    expect(searchParams.get('select')?.split(',')).toEqual([
      'id',
      'lawyer_id',
      'lawyer_name',
      'service_type',
      'description',
      'location',
      'phone',
      'status',
      'scheduled_for',
      'created_at',
      'return_kind',
      'return_reason',
      'returned_at',
      'returned_by_name',
      'withdrawable',
    ]);
    expect(searchParams.get('order')).toBe('created_at.desc,id.desc');
    // The view itself limits a client to their own rows; no filter the caller could change.
    expect([...searchParams.keys()].sort()).toEqual(['order', 'select']);
    expect(requests).toEqual([
      {
        id: 'request-1',
        lawyerName: 'Priya Sharma',
        serviceType: 'Family Law',
        description: 'Custody question',
        location: 'Delhi',
        phone: '9876543210',
        status: 'assigned',
        scheduledFor: null,
        createdAt: '2026-11-20T10:00:00Z',
        handBack: null,
        // A row without the column: only a pending request is offered for withdrawal.
        withdrawable: false,
      },
    ]);
  });

  it('fails with a DataError carrying the server message', async () => {
    mockPostgrest('get', 'client_consultation_requests', {
      status: 500,
      body: postgrestError('57014', 'canceling statement due to statement timeout'),
    });
    const error = await dataErrorOf(listClientRequests());
    expect(error.status).toBe(500);
    expect(dataErrorMessage(error)).toBe('canceling statement due to statement timeout');
  });
});

describe('cancelConsultationRequest', () => {
  it('calls cancel_consultation_request with the id and answers with the new status', async () => {
    const calls = mockPostgrest('post', 'rpc/cancel_consultation_request', {
      body: { ...row, client_id: 'client-1', status: 'cancelled' },
    });
    await expect(cancelConsultationRequest('request-1')).resolves.toEqual({
      id: 'request-1',
      status: 'cancelled',
    });
    expect(calls[0]!.body).toEqual({ request_id: 'request-1' });
  });

  it('passes on the refusal of a request no longer pending as its message, not its code', async () => {
    mockPostgrest('post', 'rpc/cancel_consultation_request', {
      status: 409,
      body: postgrestError(
        'PT409',
        'Only a pending request can be cancelled; this one is assigned.',
      ),
    });
    const error = await dataErrorOf(cancelConsultationRequest('request-1'));
    expect(error).toMatchObject({ reason: 'conflict', status: 409 });
    expect(dataErrorMessage(error)).toBe(
      'Only a pending request can be cancelled; this one is assigned.',
    );
  });

  it("passes on the refusal of a request that is not the caller's", async () => {
    mockPostgrest('post', 'rpc/cancel_consultation_request', {
      status: 404,
      body: postgrestError('PT404', 'No such consultation request.'),
    });
    const error = await dataErrorOf(cancelConsultationRequest('someone-elses'));
    expect(error.status).toBe(404);
    expect(dataErrorMessage(error)).toBe('No such consultation request.');
  });
});
