import { CONSTRAINT_NAMES } from '@nyaya/db';
import { DataError, dataErrorMessage, setRuntimeConfig, toDataError } from '@nyaya/shared-platform';
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
import '../../../i18n';
import {
  callbackRpcArgs,
  complaintRpcArgs,
  isSubmissionRefusal,
  SITE_SOURCE,
  submitCallback,
  submitComplaint,
  SUPPORT_ERROR_MESSAGES,
} from './submissions';

const CALLBACK = {
  name: 'Meera Iyer',
  mobileNumber: '+919876543210',
  issueDescription: 'A cheque bounced.',
};
const COMPLAINT = {
  email: 'meera@example.in',
  phoneNumber: '9876543210',
  complaintText: 'Nobody called back.',
};
const HOURLY_LIMIT =
  'Too many submissions from this phone number or e-mail address. Please try again in an hour.';

/**
 * Checks of the columns staff handle in the console (status, assignee, retry time, response):
 * a visitor's insert cannot set those columns and their defaults pass, so the forms never meet
 * these (docs/product/ops-console.md).
 */
const STAFF_ONLY_CHECKS = new Set([
  'callback_assigned_at_with_assignee',
  'callback_retry_at_only_with_no_answer',
  'callback_status_is_known',
  'complaint_response_at_most_2000_chars',
  'complaint_response_has_no_control_characters',
  'complaint_response_has_visible_text',
  'complaint_response_only_when_decided',
  'complaint_status_is_known',
]);

describe('SUPPORT_ERROR_MESSAGES', () => {
  it.each(['call_support_requests', 'complaints'] as const)(
    'has a sentence for every check constraint of %s that a visitor can meet',
    (table) => {
      const constraints = CONSTRAINT_NAMES[table].check.filter(
        (name) => !STAFF_ONLY_CHECKS.has(name),
      );
      expect(constraints.length).toBeGreaterThan(3);
      expect(constraints.filter((name) => !(name in SUPPORT_ERROR_MESSAGES.constraints))).toEqual(
        [],
      );
    },
  );

  it('says which rule a description with control characters breaks', () => {
    const error = toDataError(
      {
        code: '23514',
        message:
          'new row for relation "call_support_requests" violates check constraint "issue_description_has_no_control_characters"',
      },
      400,
      SUPPORT_ERROR_MESSAGES,
    );
    expect(dataErrorMessage(error)).toBe(
      'The issue description contains control characters; only line breaks and tabs are allowed.',
    );
  });
});

describe('the RPC arguments (shared with the partner embed)', () => {
  it("map a callback's values, with source 'site' unless given", () => {
    expect(SITE_SOURCE).toBe('site');
    expect(callbackRpcArgs(CALLBACK)).toEqual({
      name: 'Meera Iyer',
      mobile_number: '+919876543210',
      issue_description: 'A cheque bounced.',
      source: 'site',
    });
    expect(callbackRpcArgs(CALLBACK, 'legal-aid-demo').source).toBe('legal-aid-demo');
  });

  it("map a complaint's values, never with a user id", () => {
    expect(complaintRpcArgs(COMPLAINT)).toEqual({
      email: 'meera@example.in',
      phone_number: '9876543210',
      complaint_text: 'Nobody called back.',
      source: 'site',
    });
    expect(complaintRpcArgs(COMPLAINT, 'legal-aid-demo').source).toBe('legal-aid-demo');
  });
});

describe('submitCallback and submitComplaint', () => {
  beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

  it('call submit_callback_request and resolve with the reference number', async () => {
    const calls = mockPostgrest('post', 'rpc/submit_callback_request', { body: 'CB-7K3M-9Q2X' });
    await expect(submitCallback(CALLBACK)).resolves.toEqual({ referenceNumber: 'CB-7K3M-9Q2X' });
    expect(calls[0]!.body).toEqual(callbackRpcArgs(CALLBACK));
  });

  it('call submit_complaint with the given source and resolve with the reference number', async () => {
    const calls = mockPostgrest('post', 'rpc/submit_complaint', { body: 'CP-7K3M-9Q2X' });
    await expect(submitComplaint(COMPLAINT, 'legal-aid-demo')).resolves.toEqual({
      referenceNumber: 'CP-7K3M-9Q2X',
    });
    expect(calls[0]!.body).toEqual(complaintRpcArgs(COMPLAINT, 'legal-aid-demo'));
  });

  it('reject when no reference number comes back', async () => {
    mockPostgrest('post', 'rpc/submit_complaint', { body: null });
    const error = await dataErrorOf(submitComplaint(COMPLAINT));
    expect(error.reason).toBe('server');
  });

  it('reject the hourly limit as a refusal that carries the database’s sentence', async () => {
    mockPostgrest('post', 'rpc/submit_callback_request', {
      status: 429,
      body: postgrestError('PT429', HOURLY_LIMIT),
    });
    const error = await dataErrorOf(submitCallback(CALLBACK));
    expect(error).toMatchObject({ reason: 'rate-limited', status: 429 });
    expect(isSubmissionRefusal(error)).toBe(true);
    expect(dataErrorMessage(error)).toBe(HOURLY_LIMIT);
  });

  it.each([
    [
      'a check constraint',
      400,
      postgrestError('23514', 'violates check constraint "email_is_valid"'),
    ],
    ['an unknown source', 400, postgrestError('22023', 'Unknown support source "x".')],
    ['an origin not allowed', 403, postgrestError('42501', 'Not allowed from this page.')],
  ])('reject %s as a refusal', async (_case, status, body) => {
    mockPostgrest('post', 'rpc/submit_complaint', { status, body });
    expect(isSubmissionRefusal(await dataErrorOf(submitComplaint(COMPLAINT)))).toBe(true);
  });

  it('do not count a server fault or an unreachable server as a refusal', async () => {
    mockPostgrest('post', 'rpc/submit_complaint', {
      status: 500,
      body: postgrestError('XX000', 'boom'),
    });
    expect(isSubmissionRefusal(await dataErrorOf(submitComplaint(COMPLAINT)))).toBe(false);

    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/rpc/submit_complaint`, () => HttpResponse.error()),
    );
    const unreachable = await dataErrorOf(submitComplaint(COMPLAINT));
    expect(unreachable.reason).toBe('network');
    expect(isSubmissionRefusal(unreachable)).toBe(false);
    expect(isSubmissionRefusal(new Error('not a DataError'))).toBe(false);
    expect(isSubmissionRefusal(new DataError('no status'))).toBe(false);
  });
});
