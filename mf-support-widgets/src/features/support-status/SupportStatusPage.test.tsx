import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
} from '@nyaya/shared-platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import SupportStatusPage from '../../exposes/SupportStatusPage';

const RPC = 'rpc/support_request_status';
const NOT_FOUND =
  'We could not find a request with that reference number and contact. Check both and try again.';
const TOO_MANY =
  'Too many status checks from this connection. Please wait 10 minutes and try again.';

const referenceField = () => screen.getByRole('textbox', { name: /Reference number/ });
const contactField = () => screen.getByRole('textbox', { name: /E-mail or mobile number/ });
const checkButton = () => screen.getByRole('button', { name: /Check status|Checking/ });

const CALLBACK_NO_ANSWER = {
  kind: 'callback',
  referenceNumber: 'CB-7K3M-9Q2X',
  status: 'no_answer',
  receivedAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-25T10:00:00Z',
  retryAt: '2026-11-30T10:00:00Z',
  response: null,
};

const COMPLAINT_RESOLVED = {
  kind: 'complaint',
  referenceNumber: 'CP-7K3M-9Q2X',
  status: 'resolved',
  receivedAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-26T10:00:00Z',
  retryAt: null,
  response: 'We spoke to the lawyer and refunded the fee.',
};

function renderPage(route = '/support/status') {
  return renderWithProviders(<SupportStatusPage />, { route });
}

describe('the request status page', () => {
  it('fills in the reference from the address and shows a callback with its next try', async () => {
    const requests = mockPostgrest('post', RPC, { body: CALLBACK_NO_ANSWER });
    const { user } = renderPage('/support/status?reference=CB-7K3M-9Q2X');
    expect(screen.getByRole('heading', { level: 1, name: 'Check request status' })).toBeVisible();
    expect(referenceField()).toHaveValue('CB-7K3M-9Q2X');
    await waitFor(() => expect(contactField()).toHaveFocus());

    await user.type(contactField(), ' +91 98765 43210 ');
    await user.click(checkButton());

    const heading = await screen.findByRole('heading', { name: 'Request CB-7K3M-9Q2X' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(requests.map((request) => request.body)).toEqual([
      { reference: 'CB-7K3M-9Q2X', contact: '+91 98765 43210' },
    ]);
    const answer = heading.closest('section')!;
    expect(within(answer).getByText('Call back request')).toBeVisible();
    expect(within(answer).getByText('No answer')).toBeVisible();
    expect(within(answer).getByText(/^We will try again on 30 Nov 2026/)).toBeVisible();
    expect(within(answer).getByText('Received').nextElementSibling).toHaveTextContent(
      '24 Nov 2026',
    );
    expect(within(answer).getByText('Last update').nextElementSibling).toHaveTextContent(
      '25 Nov 2026',
    );
  });

  it("shows a resolved complaint's response, the reference sent in capitals", async () => {
    const requests = mockPostgrest('post', RPC, { body: COMPLAINT_RESOLVED });
    const { user } = renderPage();
    await user.type(referenceField(), ' cp-7k3m-9q2x');
    await user.type(contactField(), 'Meera@Example.in');
    await user.click(checkButton());

    const heading = await screen.findByRole('heading', { name: 'Request CP-7K3M-9Q2X' });
    const answer = heading.closest('section')!;
    expect(within(answer).getByText('Complaint')).toBeVisible();
    expect(within(answer).getByText('Resolved')).toBeVisible();
    expect(within(answer).getByRole('heading', { name: 'Our response' })).toBeVisible();
    expect(within(answer).getByText('We spoke to the lawyer and refunded the fee.')).toBeVisible();
    expect(within(answer).queryByText(/We will try again/)).toBeNull();
    expect(requests[0]!.body).toEqual({ reference: 'CP-7K3M-9Q2X', contact: 'Meera@Example.in' });
  });

  it('answers a wrong pair with the one sentence, and never an old answer with it', async () => {
    let answer: unknown = COMPLAINT_RESOLVED;
    mockPostgrest('post', RPC, () => ({ body: answer as never }));
    const { user } = renderPage();
    await user.type(referenceField(), 'CP-7K3M-9Q2X');
    await user.type(contactField(), 'meera@example.in');
    await user.click(checkButton());
    await screen.findByRole('heading', { name: 'Request CP-7K3M-9Q2X' });

    answer = null;
    await user.clear(contactField());
    await user.type(contactField(), 'someone@example.in');
    await user.click(checkButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOT_FOUND);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('heading', { name: /^Request / })).toBeNull();
  });

  it('says when there were too many checks from this connection', async () => {
    mockPostgrest('post', RPC, {
      status: 429,
      body: postgrestError('PT429', TOO_MANY),
    });
    const { user } = renderPage();
    await user.type(referenceField(), 'CB-7K3M-9Q2X');
    await user.type(contactField(), '9876543210');
    await user.click(checkButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps the values when the check fails, and tries again', async () => {
    let calls = 0;
    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/${RPC}`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(CALLBACK_NO_ANSWER);
      }),
    );
    const { user } = renderPage();
    await user.type(referenceField(), 'CB-7K3M-9Q2X');
    await user.type(contactField(), '9876543210');
    await user.click(checkButton());

    expect(await screen.findByText('Could not check the status')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not reach the server. Please check your connection and try again.',
    );
    expect(referenceField()).toHaveValue('CB-7K3M-9Q2X');
    expect(contactField()).toHaveValue('9876543210');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Request CB-7K3M-9Q2X' })).toBeVisible();
    expect(screen.queryByText('Could not check the status')).toBeNull();
    expect(calls).toBe(2);
  });

  it('asks for both fields before asking the database', async () => {
    const requests = mockPostgrest('post', RPC, { body: null });
    const { user } = renderPage();
    await user.click(checkButton());
    expect(await screen.findByText('Please enter the reference number.')).toBeVisible();
    expect(
      screen.getByText('Please enter the e-mail address or mobile number you gave.'),
    ).toBeVisible();
    expect(referenceField()).toHaveFocus();
    expect(requests).toHaveLength(0);
  });
});
