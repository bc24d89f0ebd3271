import {
  useAuthStore,
  authStateFromSession,
  useOverlays,
  type IntentOf,
} from '@nyaya/shared-platform';
import {
  consultationRequestRow,
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
  testSession,
  type RenderWithProvidersOptions,
} from '@nyaya/shared-platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ConsultationRequestDialog from '../../exposes/ConsultationRequestDialog';
import { clientRequestKeys } from '../client-dashboard/api/queries';
import { REQUEST_DRAFT_STORAGE_KEY } from './model/requestDraft';

type RequestIntent = IntentOf<'consultation-request'>;

const PRIYA = { id: 'lawyer-1', name: 'Priya Sharma' };
const OPEN: RequestIntent = { kind: 'consultation-request' };
const TO_PRIYA: RequestIntent = { kind: 'consultation-request', lawyer: PRIYA };
const INSERT_URL = `${TEST_SUPABASE_URL}/rest/v1/consultation_requests`;

const REQUIRED = 'Please fill all required fields.';
const BAD_PHONE =
  'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.';
const SUBMIT_FAILED_FALLBACK = 'An error occurred while submitting your request. Please try again.';

// Session storage outlives a test in jsdom; the shared set-up clears only localStorage.
beforeEach(() => sessionStorage.clear());

function renderDialog(
  intent: RequestIntent = OPEN,
  { auth = { role: 'client' } }: Pick<RenderWithProvidersOptions, 'auth'> = {},
) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ConsultationRequestDialog intent={intent} onClose={onClose} />,
    { auth },
  );
  return { ...view, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Request a Consultation' });
const serviceType = () => within(dialog()).getByRole('combobox', { name: 'Type of Legal Service' });
const description = () => within(dialog()).getByRole('textbox', { name: 'Case Description' });
const location = () => within(dialog()).getByRole('textbox', { name: 'Location (optional)' });
const phone = () => within(dialog()).getByRole('textbox', { name: 'Phone Number (optional)' });
const submitButton = () => within(dialog()).getByRole('button', { name: /Submit/ });

async function chooseService(user: UserEvent, service: string) {
  await user.click(serviceType());
  await user.click(await screen.findByRole('option', { name: service }));
}

interface FormInput {
  service?: string;
  description?: string;
  location?: string;
  phone?: string;
}

async function fillForm(user: UserEvent, input: FormInput) {
  if (input.service) await chooseService(user, input.service);
  if (input.description) await user.type(description(), input.description);
  if (input.location) await user.type(location(), input.location);
  if (input.phone) await user.type(phone(), input.phone);
}

const VALID: FormInput = {
  service: 'Family Law',
  description: 'Custody of my daughter',
  location: 'Pune',
  phone: '98765 43210',
};

function expectFormToHold(input: FormInput) {
  expect(serviceType()).toHaveTextContent(input.service ?? 'Select the type of legal service');
  expect(description()).toHaveValue(input.description ?? '');
  expect(location()).toHaveValue(input.location ?? '');
  expect(phone()).toHaveValue(input.phone ?? '');
}

/** The description is exactly `text` (the counter, empty until near the limit, adds a space). */
const exactly = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/**
 * Toasts live in the Toaster's region ('Notifications (F8)'), which the modal dialog hides from
 * the accessibility tree while it is open (hence `hidden: true`).
 */
async function findToast(title: string, description?: string) {
  // Waits longer than the default second: a whole package's run shares two cores.
  const wait = { timeout: 5000 };
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true }, wait);
  const toast = (await within(region).findByText(title, {}, wait)).closest('li')!;
  if (description !== undefined) expect(toast).toHaveTextContent(description);
  return toast;
}

/** Answers the insert as PostgREST does, echoing what was sent. */
function answerInsert() {
  return mockPostgrest('post', 'consultation_requests', (request) => ({
    status: 201,
    body: consultationRequestRow(request.body as object),
  }));
}

describe('ConsultationRequestDialog', () => {
  it('is addressed to the lawyer it was opened for', () => {
    renderDialog(TO_PRIYA);
    expect(dialog()).toHaveAccessibleDescription('Your request will be sent to Priya Sharma.');
  });

  it('is open to any lawyer without one', () => {
    renderDialog(OPEN);
    expect(dialog()).toHaveAccessibleDescription('Your request will be open to any lawyer.');
  });

  it('calls onClose from Close', async () => {
    const { user, onClose } = renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose from Cancel', async () => {
    const { user, onClose } = renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose on Escape', async () => {
    const { user, onClose } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the form', () => {
  it('has the four fields, the required ones marked, and starts on the first', async () => {
    renderDialog();
    await waitFor(() => expect(serviceType()).toHaveFocus());
    expect(serviceType()).toHaveTextContent('Select the type of legal service');
    expect(serviceType()).toHaveAttribute('aria-required', 'true');
    expect(description()).toHaveAttribute('aria-required', 'true');
    expect(description()).toHaveAttribute('rows', '4');
    expect(location()).not.toHaveAttribute('aria-required');
    expect(phone()).toHaveAttribute('type', 'tel');
    expect(phone()).toHaveAttribute('placeholder', '+91 98765 43210');
    expect(phone()).toHaveAccessibleDescription('An Indian mobile number, with or without +91.');
  });

  it('offers the 10 areas of law', async () => {
    const { user } = renderDialog();
    await user.click(serviceType());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Property Law',
      'Family Law',
      'Criminal Law',
      'Business Law',
      'Employment Law',
      'Immigration Law',
      'Personal Injury',
      'Tax Law',
      'Intellectual Property',
      'Environmental Law',
    ]);
  });
});

describe('validation', () => {
  it("says 'Please fill all required fields.' in a toast and at both required fields", async () => {
    const calls = answerInsert();
    const { user } = renderDialog();
    await user.click(submitButton());

    await findToast('Validation Error', REQUIRED);
    expect(serviceType()).toHaveAttribute('aria-invalid', 'true');
    expect(serviceType()).toHaveAccessibleDescription(REQUIRED);
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(description()).toHaveAccessibleDescription(exactly(REQUIRED));
    expect(location()).not.toHaveAttribute('aria-invalid');
    expect(serviceType()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('moves focus to the first field that needs attention', async () => {
    const { user } = renderDialog();
    await chooseService(user, 'Tax Law');
    await user.click(submitButton());

    await findToast('Validation Error', REQUIRED);
    expect(serviceType()).not.toHaveAttribute('aria-invalid');
    expect(description()).toHaveFocus();
  });

  it('counts a description of spaces as missing', async () => {
    const { user } = renderDialog();
    await fillForm(user, { service: 'Tax Law', description: '    ' });
    await user.click(submitButton());
    await findToast('Validation Error', REQUIRED);
    expect(description()).toHaveAccessibleDescription(exactly(REQUIRED));
  });

  it('refuses a phone that is not an Indian mobile, at the field and in the toast', async () => {
    const calls = answerInsert();
    const { user } = renderDialog();
    await fillForm(user, { ...VALID, phone: '12345' });
    await user.click(submitButton());

    await findToast('Validation Error', BAD_PHONE);
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(phone()).toHaveAccessibleDescription(
      `An Indian mobile number, with or without +91. ${BAD_PHONE}`,
    );
    expect(phone()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('clears a message once the field is put right', async () => {
    const { user } = renderDialog();
    await user.click(submitButton());
    await findToast('Validation Error');
    await chooseService(user, 'Property Law');
    await waitFor(() => expect(serviceType()).not.toHaveAttribute('aria-invalid'));
    expect(description()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the description counter', () => {
  it('appears near the 5000 limit, politely announced and describing the field', async () => {
    const { user } = renderDialog();
    await user.click(description());
    await user.paste('x'.repeat(4499));
    const counter = within(dialog()).getByText((_, element) => element?.id === counterId());
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(counter).toBeEmptyDOMElement();

    await user.type(description(), 'x');
    expect(counter).toHaveTextContent('4500 of 5000 characters');
    expect(description()).toHaveAccessibleDescription('4500 of 5000 characters');

    await user.paste('x'.repeat(501));
    expect(counter).toHaveTextContent('1 character over the limit of 5000');
    await user.type(description(), 'x');
    expect(counter).toHaveTextContent('2 characters over the limit of 5000');
  });

  it('refuses a description over 5000 characters', async () => {
    const { user } = renderDialog();
    await chooseService(user, 'Tax Law');
    await user.click(description());
    await user.paste('x'.repeat(5001));
    await user.click(submitButton());
    await findToast('Validation Error', 'The case description can be at most 5000 characters.');
  });
});

function counterId() {
  return description().getAttribute('aria-describedby')!.split(' ')[0]!;
}

describe('submitting', () => {
  it('sends a pending request addressed to the lawyer, as the signed-in client', async () => {
    const calls = answerInsert();
    const { user } = renderDialog(TO_PRIYA, { auth: { id: 'client-7', role: 'client' } });
    await fillForm(user, VALID);
    await user.click(submitButton());

    await findToast(
      'Request Submitted!',
      "Your consultation request has been submitted successfully. We'll be in touch soon.",
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      client_id: 'client-7',
      lawyer_id: 'lawyer-1',
      service_type: 'Family Law',
      description: 'Custody of my daughter',
      location: 'Pune',
      phone: '9876543210',
      status: 'pending',
    });
  });

  it('sends a request open to any lawyer, blanks as null and the phone normalized', async () => {
    const calls = answerInsert();
    const { user } = renderDialog(OPEN);
    await fillForm(user, {
      service: 'Criminal Law',
      description: 'Bail',
      phone: '+91 98765-43210',
    });
    await user.click(submitButton());

    await findToast('Request Submitted!');
    expect(calls[0]!.body).toMatchObject({
      lawyer_id: null,
      location: null,
      phone: '+919876543210',
    });
  });

  it('closes on success and refreshes the client request list', async () => {
    answerInsert();
    const { user, onClose, queryClient } = renderDialog();
    const list = clientRequestKeys.ofClient('user-1');
    queryClient.setQueryData(list, []);
    await fillForm(user, VALID);
    await user.click(submitButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
  });

  it('is busy while sending: one request however often it is submitted, values kept', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    server.use(
      http.post(INSERT_URL, async ({ request }) => {
        posts += 1;
        const body = (await request.json()) as object;
        await released;
        return HttpResponse.json(consultationRequestRow(body), { status: 201 });
      }),
    );
    const { user, onClose } = renderDialog();
    await fillForm(user, VALID);

    await user.dblClick(submitButton());
    const busy = within(dialog()).getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.type(location(), '{Enter}');
    await user.click(busy);
    // Whatever else submits the form (a browser's implicit submission, an extension).
    fireEvent.submit(dialog().querySelector('form')!);
    expectFormToHold(VALID);

    await act(async () => release());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts).toBe(1);
  });

  it('still tells the outcome, and forgets the draft, when closed while sending', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(INSERT_URL, async ({ request }) => {
        const body = (await request.json()) as object;
        await released;
        return HttpResponse.json(consultationRequestRow(body), { status: 201 });
      }),
    );
    // As the shell's overlay host does: closing unmounts the dialog, the page stays.
    function Page() {
      const [open, setOpen] = useState(true);
      return open ? (
        <ConsultationRequestDialog intent={OPEN} onClose={() => setOpen(false)} />
      ) : null;
    }
    const { user } = renderWithProviders(<Page />, { auth: { role: 'client' } });
    await fillForm(user, VALID);
    await user.click(submitButton());
    await screen.findByRole('button', { name: 'Submitting...' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => release());
    await findToast('Request Submitted!');
    expect(sessionStorage.getItem(REQUEST_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('waits for the session to be read rather than asking a signed-in client to log in', async () => {
    const calls = answerInsert();
    const { user } = renderDialog(OPEN, { auth: 'loading' });
    await fillForm(user, VALID);
    await user.click(submitButton());
    expect(within(dialog()).getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    act(() => useAuthStore.setState(authStateFromSession(testSession({ id: 'client-9' }))));
    await findToast('Request Submitted!');
    expect(calls[0]!.body).toMatchObject({ client_id: 'client-9' });
  });
});

describe('a failed submit', () => {
  it("shows the database's sentence and keeps every value", async () => {
    const message = 'Too many consultation requests. Please try again in an hour.';
    mockPostgrest('post', 'consultation_requests', {
      status: 429,
      body: postgrestError('PT429', message),
    });
    const { user, onClose } = renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());

    await findToast('Submission Failed', message);
    expectFormToHold(VALID);
    expect(onClose).not.toHaveBeenCalled();
    expect(submitButton()).toHaveAccessibleName('Submit Request');
    expect(submitButton()).toBeEnabled();
  });

  it('marks the field a database rule refused, in words', async () => {
    mockPostgrest('post', 'consultation_requests', {
      status: 400,
      body: postgrestError(
        '23514',
        'new row for relation "consultation_requests" violates check constraint "location_is_single_line_text"',
      ),
    });
    const { user } = renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());

    const sentence = 'The location must be one line without tabs or other control characters.';
    await findToast('Submission Failed', sentence);
    expect(location()).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toHaveAccessibleDescription(sentence);
    expect(location()).toHaveFocus();
  });

  it('says when the server cannot be reached, keeping every value', async () => {
    server.use(http.post(INSERT_URL, () => HttpResponse.error()));
    const { user } = renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());

    await findToast(
      'Submission Failed',
      'Could not reach the server. Please check your connection and try again.',
    );
    expectFormToHold(VALID);
  });

  it("falls back to the product's sentence when the server says nothing", async () => {
    mockPostgrest('post', 'consultation_requests', {
      status: 500,
      body: postgrestError('XX000', ''),
    });
    const { user } = renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());
    await findToast('Submission Failed', SUBMIT_FAILED_FALLBACK);
  });
});

describe('signed out', () => {
  it("says 'Authentication Required' and sends nothing", async () => {
    const calls = answerInsert();
    const { user } = renderDialog(TO_PRIYA, { auth: 'signedOut' });
    await fillForm(user, VALID);
    await user.click(submitButton());

    await findToast('Authentication Required', 'Please log in to submit a consultation request.');
    expect(calls).toHaveLength(0);
    expectFormToHold(VALID);
  });

  it('offers to log in, and the login dialog brings the request back with what was typed', async () => {
    const { user } = renderDialog(TO_PRIYA, { auth: 'signedOut' });
    await fillForm(user, { ...VALID, location: undefined });
    await user.click(submitButton());
    await findToast('Authentication Required');

    const logIn = within(dialog()).getByRole('button', { name: 'Log in to continue' });
    await waitFor(() => expect(logIn).toHaveFocus());
    expect(logIn).toHaveAccessibleDescription(/Please log in to submit a consultation request/);
    await user.click(logIn);

    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'client',
      tab: 'login',
      then: {
        kind: 'consultation-request',
        lawyer: PRIYA,
        draft: {
          serviceType: 'Family Law',
          description: 'Custody of my daughter',
          phone: '98765 43210',
        },
      },
    });
  });

  it('asks to log in when the session ended on the way', async () => {
    mockPostgrest('post', 'consultation_requests', {
      status: 401,
      body: postgrestError('PGRST303', 'JWT expired'),
    });
    const { user } = renderDialog();
    await fillForm(user, VALID);
    await user.click(submitButton());

    await findToast('Authentication Required');
    expect(within(dialog()).getByRole('button', { name: 'Log in to continue' })).toBeVisible();
    expectFormToHold(VALID);
  });
});

describe('the draft', () => {
  it("opens with the intent's draft", () => {
    renderDialog({
      ...TO_PRIYA,
      draft: { serviceType: 'Tax Law', description: 'GST notice', phone: '9876543210' },
    });
    expectFormToHold({ service: 'Tax Law', description: 'GST notice', phone: '9876543210' });
  });

  it('survives closing and reopening in this tab (a reload, the Google redirect)', async () => {
    const first = renderDialog();
    await fillForm(first.user, { service: 'Property Law', description: 'Boundary dispute' });
    first.unmount();

    renderDialog();
    expectFormToHold({ service: 'Property Law', description: 'Boundary dispute' });
  });

  it('is gone once the request is stored', async () => {
    answerInsert();
    const first = renderDialog();
    await fillForm(first.user, VALID);
    expect(sessionStorage.getItem(REQUEST_DRAFT_STORAGE_KEY)).not.toBeNull();
    await first.user.click(submitButton());
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect(sessionStorage.getItem(REQUEST_DRAFT_STORAGE_KEY)).toBeNull();
    first.unmount();

    renderDialog();
    expectFormToHold({});
  });

  it('stays after a failure', async () => {
    mockPostgrest('post', 'consultation_requests', {
      status: 500,
      body: postgrestError('XX000', 'boom'),
    });
    const first = renderDialog();
    await fillForm(first.user, VALID);
    await first.user.click(submitButton());
    await findToast('Submission Failed', 'boom');
    first.unmount();

    renderDialog();
    expectFormToHold(VALID);
  });
});
