import {
  mockPostgrest,
  postgrestError,
  server,
  TEST_SUPABASE_URL,
} from '@nyaya/shared-platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import ComplaintDialog from '../../exposes/ComplaintDialog';
import { findToast, renderOverlay } from '../../test/overlays';

const RPC = 'rpc/submit_complaint';
const REFERENCE = 'CP-7K3M-9Q2X';
const INTRO =
  "We value your feedback. Please share your complaint or concern and we'll address it promptly.";
const SUBMITTED = 'Complaint Submitted Successfully';
const SUBMITTED_TEXT =
  "We'll review your complaint and get back to you soon. Thank you for your feedback!";
const FAILED_TEXT = 'Failed to submit your complaint. Please try again.';
const HOURLY_LIMIT =
  'Too many submissions from this phone number or e-mail address. Please try again in an hour.';
const INDIAN_MOBILE =
  'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.';

const dialog = () => screen.getByRole('dialog', { name: 'File a Complaint' });
const inDialog = () => within(dialog());
const emailField = () => inDialog().getByRole('textbox', { name: 'Email Address' });
const phoneField = () => inDialog().getByRole('textbox', { name: 'Phone Number' });
const detailsField = () => inDialog().getByRole('textbox', { name: 'Complaint Details' });
const submitButton = () => inDialog().getByRole('button', { name: /Submit Complaint|Submitting/ });
const cancelButton = () => inDialog().getByRole('button', { name: 'Cancel' });
const openAgain = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Open' }));

interface ComplaintInput {
  email?: string;
  phone?: string;
  details?: string;
}

const VALID = {
  email: 'meera@example.in',
  phone: '+91 98765 43210',
  details: 'The lawyer did not join the call.',
} satisfies ComplaintInput;

async function fillForm(user: UserEvent, input: ComplaintInput) {
  if (input.email) await user.type(emailField(), input.email);
  if (input.phone) await user.type(phoneField(), input.phone);
  if (input.details) await user.type(detailsField(), input.details);
}

function expectFormToHold(input: ComplaintInput) {
  expect(emailField()).toHaveValue(input.email ?? '');
  expect(phoneField()).toHaveValue(input.phone ?? '');
  expect(detailsField()).toHaveValue(input.details ?? '');
}

const answerReference = () => mockPostgrest('post', RPC, { body: REFERENCE });

describe('ComplaintDialog: the form', () => {
  it('shows the documented title, intro, fields and buttons', async () => {
    renderOverlay('complaint', ComplaintDialog);
    expect(dialog()).toHaveAccessibleDescription(INTRO);
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('placeholder', 'Enter your email address');
    expect(phoneField()).toHaveAttribute('type', 'tel');
    expect(phoneField()).toHaveAttribute('placeholder', '+91 98765 43210');
    expect(detailsField().tagName).toBe('TEXTAREA');
    expect(detailsField()).toHaveAttribute('rows', '4');
    expect(detailsField()).toHaveAttribute(
      'placeholder',
      'Please describe your complaint in detail...',
    );
    for (const field of [emailField(), phoneField(), detailsField()]) {
      expect(field).toHaveAttribute('aria-required', 'true');
    }
    expectFormToHold({});
    expect(cancelButton()).toBeEnabled();
    expect(submitButton()).toHaveAccessibleName('Submit Complaint');
    expect(submitButton()).toHaveAttribute('type', 'submit');
    await waitFor(() => expect(emailField()).toHaveFocus());
  });

  it('works from the keyboard alone', async () => {
    const calls = answerReference();
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await waitFor(() => expect(emailField()).toHaveFocus());
    await user.keyboard(VALID.email);
    await user.tab();
    await user.keyboard(VALID.phone);
    await user.tab();
    await user.keyboard(VALID.details);
    await user.tab();
    expect(cancelButton()).toHaveFocus();
    await user.tab();
    expect(submitButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await findToast(SUBMITTED);
    expect(calls).toHaveLength(1);
  });
});

describe('ComplaintDialog: validation', () => {
  it('shows every required message at its field, focuses the first, and sends nothing', async () => {
    const calls = answerReference();
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await user.click(submitButton());

    const messages: [HTMLElement, string][] = [
      [emailField(), 'Please enter your email address.'],
      [phoneField(), 'Phone number is required.'],
      [detailsField(), 'Please describe your complaint.'],
    ];
    for (const [field, message] of messages) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(emailField()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it.each([
    [
      'an e-mail address without a domain',
      { email: 'meera@' },
      'email',
      'Please enter a valid email address.',
    ],
    ['a landline number', { phone: '011 2345 6789' }, 'phone', INDIAN_MOBILE],
    ['a complaint of spaces', { details: '    ' }, 'details', 'Please describe your complaint.'],
  ] as const)('refuses %s, at its field, focused', async (_case, override, field, message) => {
    const calls = answerReference();
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await fillForm(user, { ...VALID, ...override });
    await user.click(submitButton());
    const control = { email: emailField, phone: phoneField, details: detailsField }[field]();
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(message);
    expect(control).toHaveFocus();
    expect(inDialog().getAllByRole('alert')).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('bounds the complaint as the database does', async () => {
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await fillForm(user, { email: VALID.email, phone: VALID.phone });
    await user.click(detailsField());
    await user.paste('c'.repeat(5001));
    await user.click(submitButton());
    expect(detailsField()).toHaveAccessibleDescription(
      'The complaint can be at most 5000 characters.',
    );
  });
});

describe('ComplaintDialog: submitting', () => {
  it.each([
    ['a visitor', 'signedOut' as const],
    ['a signed-in client', { id: 'client-7' }],
  ])('sends the checked values for %s with source site and no user id', async (_who, auth) => {
    const calls = answerReference();
    const { user } = renderOverlay('complaint', ComplaintDialog, { auth });
    await fillForm(user, { ...VALID, email: ` ${VALID.email} ` });
    await user.click(submitButton());

    await findToast(SUBMITTED, `${SUBMITTED_TEXT} Your reference number is ${REFERENCE}.`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/rest/v1/rpc/submit_complaint');
    // The database takes the user from the session: the request never names one.
    expect(calls[0]!.body).toEqual({
      email: 'meera@example.in',
      phone_number: '+919876543210',
      complaint_text: 'The lawyer did not join the call.',
      source: 'site',
    });
  });

  it('shows the reference number in the dialog once filed, with Close, and opens empty next time', async () => {
    answerReference();
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await fillForm(user, VALID);
    await user.click(submitButton());
    const toast = await findToast(SUBMITTED);
    expect(toast).toHaveAttribute('data-variant', 'default');

    // As the callback dialog: the form gives way to the number, which stays until closed.
    const sentence = (await inDialog().findByText(REFERENCE)).parentElement!;
    expect(sentence).toHaveTextContent(`Your reference number is ${REFERENCE}.`);
    expect(sentence).toBeVisible();
    expect(sentence).toHaveStyle({ userSelect: 'text' });
    expect(inDialog().queryByRole('textbox')).not.toBeInTheDocument();
    expect(dialog()).toHaveTextContent(SUBMITTED_TEXT);
    const close = inDialog().getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    // The number is an element of its own, which jsdom's description sets off with a space.
    expect(close).toHaveAccessibleDescription(
      new RegExp(`^${SUBMITTED_TEXT} Your reference number is ${REFERENCE} ?\\.$`),
    );
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openAgain(user);
    expectFormToHold({});
  });

  it('links to the status page with the reference filled in; following it closes the dialog', async () => {
    answerReference();
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await fillForm(user, VALID);
    await user.click(submitButton());
    const link = await inDialog().findByRole('link', { name: 'Check the status of your request' });
    expect(link).toHaveAttribute('href', `/support/status?reference=${REFERENCE}`);
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('copies the reference number and announces it', async () => {
    answerReference();
    const { user } = renderOverlay('complaint', ComplaintDialog);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await fillForm(user, VALID);
    await user.click(submitButton());
    await user.click(await inDialog().findByRole('button', { name: 'Copy reference number' }));

    expect(writeText).toHaveBeenCalledWith(REFERENCE);
    await expect(navigator.clipboard.readText()).resolves.toBe(REFERENCE);
    expect(inDialog().getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    expect(inDialog().getByRole('status')).toHaveTextContent('Reference number copied.');
  });

  it('selects the number and says so when the clipboard cannot be used', async () => {
    answerReference();
    const { user } = renderOverlay('complaint', ComplaintDialog);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    const execCommand = document.execCommand;
    onTestFinished(() => {
      document.execCommand = execCommand;
    });
    document.execCommand = vi.fn(() => false);
    await fillForm(user, VALID);
    await user.click(submitButton());
    await user.click(await inDialog().findByRole('button', { name: 'Copy reference number' }));

    expect(await inDialog().findByRole('status')).toHaveTextContent(
      'Could not copy. Select the number and copy it.',
    );
    expect(document.getSelection()?.toString()).toBe(`Your reference number is ${REFERENCE}.`);
  });

  it("says 'Submitting...' with both buttons disabled while sending, and sends once", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/${RPC}`, async () => {
        posts += 1;
        await released;
        return HttpResponse.json(REFERENCE);
      }),
    );
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await fillForm(user, VALID);

    await user.dblClick(submitButton());
    const busy = inDialog().getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(cancelButton()).toBeDisabled();
    await user.type(emailField(), '{Enter}');
    fireEvent.submit(dialog().querySelector('form')!);
    expectFormToHold(VALID);

    await act(async () => release());
    await findToast(SUBMITTED);
    expect((await inDialog().findByText(REFERENCE)).parentElement).toHaveTextContent(
      `Your reference number is ${REFERENCE}.`,
    );
    expect(posts).toBe(1);
  });
});

describe('ComplaintDialog: a failed submit', () => {
  it("toasts 'Error', logs the error, and stays open with every value", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPostgrest('post', RPC, { status: 500, body: postgrestError('XX000', 'boom') });
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await fillForm(user, VALID);
    await user.click(submitButton());

    const toast = await findToast('Error', FAILED_TEXT);
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(logged).toHaveBeenCalledWith(
      'Error submitting complaint:',
      expect.objectContaining({ message: 'boom' }),
    );
    expect(dialog()).toBeVisible();
    expectFormToHold(VALID);
    expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toHaveFocus());
    expect(submitButton()).toHaveAccessibleName('Submit Complaint');
    expect(cancelButton()).toBeEnabled();
  });

  it('stays open with every value when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(`${TEST_SUPABASE_URL}/rest/v1/${RPC}`, () => HttpResponse.error()));
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await fillForm(user, VALID);
    await user.click(submitButton());
    await findToast('Error', FAILED_TEXT);
    expectFormToHold(VALID);
  });

  it('says in the form why the database refused: the hourly limit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPostgrest('post', RPC, { status: 429, body: postgrestError('PT429', HOURLY_LIMIT) });
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await fillForm(user, VALID);
    await user.click(submitButton());

    await findToast('Error', FAILED_TEXT);
    const alert = inDialog().getByRole('alert');
    expect(alert).toHaveTextContent(HOURLY_LIMIT);
    await waitFor(() => expect(alert).toHaveFocus());
    expectFormToHold(VALID);
  });

  it('says in the form which rule of the database the values broke', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPostgrest('post', RPC, {
      status: 400,
      body: postgrestError(
        '23514',
        'new row for relation "complaints" violates check constraint "complaint_text_has_no_control_characters"',
      ),
    });
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await fillForm(user, VALID);
    await user.click(submitButton());
    expect(await inDialog().findByRole('alert')).toHaveTextContent(
      'The complaint contains control characters; only line breaks and tabs are allowed.',
    );
  });
});

describe('ComplaintDialog: Cancel and closing', () => {
  it.each([
    ['Cancel', (user: UserEvent) => user.click(cancelButton())],
    ['Close', (user: UserEvent) => user.click(inDialog().getByRole('button', { name: 'Close' }))],
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
  ])('%s closes the dialog and clears the fields and their messages', async (_how, close) => {
    const calls = answerReference();
    const { user } = renderOverlay('complaint', ComplaintDialog);
    await fillForm(user, { email: VALID.email, details: VALID.details });
    await user.click(submitButton());
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openAgain(user);
    expectFormToHold({});
    expect(phoneField()).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });
});
