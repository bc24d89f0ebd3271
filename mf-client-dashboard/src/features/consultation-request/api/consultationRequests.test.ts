import { CONSTRAINT_NAMES, type CheckConstraint } from '@nyaya/db';
import { dataErrorMessage, setRuntimeConfig } from '@nyaya/shared-platform';
import {
  dataErrorOf,
  mockPostgrest,
  postgrestError,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { REQUEST_ERROR_MESSAGES, submitConsultationRequest } from './consultationRequests';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

const values = {
  serviceType: 'Family Law' as const,
  description: 'Custody question',
  location: null,
  phone: '9876543210',
};

describe('submitConsultationRequest', () => {
  it('submits a pending request addressed to a lawyer and returns it', async () => {
    const calls = mockPostgrest('post', 'consultation_requests', {
      status: 201,
      body: { id: 'request-1', status: 'pending' },
    });
    const request = await submitConsultationRequest({
      ...values,
      clientId: 'client-1',
      lawyerId: 'lawyer-1',
    });

    expect(calls[0]!.body).toEqual({
      client_id: 'client-1',
      lawyer_id: 'lawyer-1',
      service_type: 'Family Law',
      description: 'Custody question',
      location: null,
      phone: '9876543210',
      status: 'pending',
    });
    expect(calls[0]!.url.searchParams.get('select')).toBe('id,status');
    expect(request).toEqual({ id: 'request-1', status: 'pending' });
  });

  it('explains a check violation by its constraint', async () => {
    mockPostgrest('post', 'consultation_requests', {
      status: 400,
      body: postgrestError(
        '23514',
        'new row for relation "consultation_requests" violates check constraint "lawyer_is_not_the_client"',
      ),
    });
    const error = await dataErrorOf(
      submitConsultationRequest({ ...values, clientId: 'client-1', lawyerId: 'client-1' }),
    );
    expect(dataErrorMessage(error)).toBe('You cannot send a consultation request to yourself.');
  });

  it("shows the rate limit's own sentence", async () => {
    const message = 'Too many consultation requests. Please try again in an hour.';
    mockPostgrest('post', 'consultation_requests', {
      status: 429,
      body: postgrestError('PT429', message),
    });
    const error = await dataErrorOf(
      submitConsultationRequest({ ...values, clientId: 'client-1', lawyerId: null }),
    );
    expect(dataErrorMessage(error)).toBe(message);
  });

  it('has a sentence for every check constraint a client filing a request can break', () => {
    // A lawyer's decline and release fill these columns, never the client's form; the lawyer
    // portal has the sentences for the reason a lawyer types.
    const setByLawyers = [
      'return_kind_is_known',
      'return_reason_has_no_control_characters',
      'return_reason_has_visible_text',
      'return_reason_length',
    ] satisfies CheckConstraint<'consultation_requests'>[];
    const constraints = CONSTRAINT_NAMES.consultation_requests.check.filter(
      (name) => !(setByLawyers as string[]).includes(name),
    );
    expect(constraints.length).toBeGreaterThan(5);
    expect(constraints.filter((name) => !(name in REQUEST_ERROR_MESSAGES.constraints))).toEqual([]);
  });
});
