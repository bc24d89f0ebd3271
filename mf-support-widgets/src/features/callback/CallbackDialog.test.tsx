import {
  mockPostgrest,
  postgrestError,
  server,
  TEST_SUPABASE_URL,
} from '@nyaya/shared-platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import CallbackDialog from '../../exposes/CallbackDialog';
import { findToast, renderOverlay } from '../../test/overlays';

const RPC = 'rpc/submit_callback_request';
const REFERENCE = 'CB-7K3M-9Q2X';
const SUCCEEDED = "We'll call you back within 24 hours.";
const FAILED = 'Failed to submit your request. Please try again.';
const HOURLY_LIMIT =
  'Too many submissions from this phone number or e-mail address. Please try again in an hour.';
const INDIAN_MOBILE =
  'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.';

function renderDialog() {
  return renderOverlay('callback', CallbackDialog);
}

const dialog = () => screen.getByRole('dialog', { name: 'Get Personal Legal Assistance' });
const inDialog = () => within(dialog());
const nameField = () => inDialog().getByRole('textbox', { name: 'Name' });
const mobileField = () => inDialog().getByRole('textbox', { name: 'Mobile Number' });
const issueField = () => inDialog().getByRole('textbox', { name: 'Issue Description' });
const requestButton = () => inDialog().getByRole('button', { name: 'Request Call Back' });
const submitButton = () => inDialog().getByRole('button', { name: /Request Call Back|Submitting/ });
const backButton = () => inDialog().getByRole('button', { name: 'Back' });

interface CallbackInput {
  name?: string;
  mobile?: string;
  issue?: string;
}

const VALID = {
  name: 'Meera Iyer',
  mobile: '+91 98765 43210',
  issue: 'A cheque bounced and the payee threatens a case.',
} satisfies CallbackInput;

async function openForm(user: UserEvent) {
  await user.click(requestButton());
  return inDialog().getByRole('form', { name: 'Request Call Back' });
}

async function fillForm(user: UserEvent, input: CallbackInput) {
  if (input.name) await user.type(nameField(), input.name);
  if (input.mobile) await user.type(mobileField(), input.mobile);
  if (input.issue) await user.type(issueField(), input.issue);
}

function expectFormToHold(input: CallbackInput) {
  expect(nameField()).toHaveValue(input.name ?? '');
  expect(mobileField()).toHaveValue(input.mobile ?? '');
  expect(issueField()).toHaveValue(input.issue ?? '');
}

/** Answers the RPC with `REFERENCE`, keeping what it received. */
const answerReference = () => mockPostgrest('post', RPC, { body: REFERENCE });

describe('CallbackDialog: the two choices', () => {
  it('is titled as documented, dials the support line and shows its number', () => {
    renderDialog();
    expect(dialog()).toHaveAccessibleDescription('Speak to our legal team right away.');
    expect(inDialog().getByRole('link', { name: 'Call Right Now' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(inDialog().getByText('+91 98765 43210')).toBeVisible();
    expect(requestButton()).toBeEnabled();
    expect(inDialog().queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('closes from the Close button and on Escape', async () => {
    const { user } = renderDialog();
    await user.click(inDialog().getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("CallbackDialog: the 'Request Call Back' form", () => {
  it('asks for name, mobile number (Indian format) and issue, all required, on the first field', async () => {
    const { user } = renderDialog();
    const form = await openForm(user);
    expect(form).toBeVisible();
    // The choices make way for the form.
    expect(inDialog().queryByRole('link', { name: 'Call Right Now' })).not.toBeInTheDocument();
    expectFormToHold({});
    expect(nameField()).toHaveFocus();
    for (const field of [nameField(), mobileField(), issueField()]) {
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(field).not.toHaveAttribute('aria-invalid');
    }
    expect(mobileField()).toHaveAttribute('type', 'tel');
    expect(mobileField()).toHaveAttribute('placeholder', '+91 98765 43210');
    expect(issueField().tagName).toBe('TEXTAREA');
    expect(submitButton()).toHaveAttribute('type', 'submit');
    expect(backButton()).toBeEnabled();
  });

  it('goes back to the choices, on Request Call Back, and drops what was typed', async () => {
    const { user } = renderDialog();
    await openForm(user);
    await fillForm(user, { name: 'Meera', mobile: '98765' });
    await user.click(backButton());
    expect(inDialog().getByRole('link', { name: 'Call Right Now' })).toBeVisible();
    expect(requestButton()).toHaveFocus();

    await user.click(requestButton());
    expectFormToHold({});
  });

  it('works from the keyboard alone', async () => {
    const calls = answerReference();
    const { user } = renderDialog();
    // From Call Right Now (jsdom counts no link as tabbable, so Radix starts one further).
    act(() => inDialog().getByRole('link', { name: 'Call Right Now' }).focus());
    await user.tab();
    expect(requestButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(nameField()).toHaveFocus();
    await user.keyboard(VALID.name);
    await user.tab();
    await user.keyboard(VALID.mobile);
    await user.tab();
    await user.keyboard(VALID.issue);
    await user.tab();
    expect(backButton()).toHaveFocus();
    await user.tab();
    expect(submitButton()).toHaveFocus();
    await user.keyboard('{Enter}');

    await findToast(SUCCEEDED);
    expect(calls).toHaveLength(1);
    expect(inDialog().getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('CallbackDialog: validation', () => {
  it('shows every required message at its field, focuses the first, and sends nothing', async () => {
    const calls = answerReference();
    const { user } = renderDialog();
    await openForm(user);
    await user.click(submitButton());

    const messages: [HTMLElement, string][] = [
      [nameField(), 'Please enter your name.'],
      [mobileField(), 'Please enter your mobile number.'],
      [issueField(), 'Please describe your issue.'],
    ];
    for (const [field, message] of messages) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(nameField()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('counts blank text as missing and focuses the first field that needs attention', async () => {
    const { user } = renderDialog();
    await openForm(user);
    await fillForm(user, { name: 'Meera Iyer', mobile: '12345', issue: '   ' });
    await user.click(submitButton());

    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(mobileField()).toHaveAccessibleDescription(INDIAN_MOBILE);
    expect(issueField()).toHaveAccessibleDescription('Please describe your issue.');
    expect(mobileField()).toHaveFocus();
  });

  it('bounds the name and the issue description as the database does', async () => {
    const { user } = renderDialog();
    await openForm(user);
    await user.click(nameField());
    await user.paste('n'.repeat(201));
    await user.type(mobileField(), '9876543210');
    await user.click(issueField());
    await user.paste('i'.repeat(5001));
    await user.click(submitButton());

    expect(nameField()).toHaveAccessibleDescription('The name can be at most 200 characters.');
    expect(issueField()).toHaveAccessibleDescription(
      'The issue description can be at most 5000 characters.',
    );
    expect(mobileField()).not.toHaveAttribute('aria-invalid');
  });

  it('clears a message once the field is put right', async () => {
    const { user } = renderDialog();
    await openForm(user);
    await user.click(submitButton());
    await user.type(nameField(), 'Meera');
    await waitFor(() => expect(nameField()).not.toHaveAttribute('aria-invalid'));
    expect(mobileField()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CallbackDialog: submitting', () => {
  it('sends the checked values with source site, toasts, and shows the reference number', async () => {
    const calls = answerReference();
    const { user } = renderDialog();
    await openForm(user);
    await fillForm(user, { ...VALID, name: `  ${VALID.name} ` });
    await user.click(submitButton());

    await findToast(SUCCEEDED, `Your reference number is ${REFERENCE}.`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/rest/v1/rpc/submit_callback_request');
    expect(calls[0]!.body).toEqual({
      name: 'Meera Iyer',
      mobile_number: '+919876543210',
      issue_description: 'A cheque bounced and the payee threatens a case.',
      source: 'site',
    });

    // The confirmation, in the dialog, with one Close button of its own.
    expect(inDialog().queryByRole('form')).not.toBeInTheDocument();
    expect(dialog()).toHaveTextContent(SUCCEEDED);
    // The number is marked as never translated, inside the sentence.
    const number = inDialog().getByText(REFERENCE);
    expect(number).toHaveAttribute('translate', 'no');
    const sentence = number.parentElement!;
    expect(sentence).toHaveTextContent(`Your reference number is ${REFERENCE}.`);
    expect(sentence).toBeVisible();
    expect(sentence).toHaveStyle({ userSelect: 'text' });
    const close = inDialog().getByRole('button', { name: 'Close' });
    const copy = inDialog().getByRole('button', { name: 'Copy reference number' });
    expect(inDialog().getAllByRole('button')).toEqual([copy, close]);
    expect(close).toHaveFocus();
    // The number is an element of its own, which jsdom's description sets off with a space.
    expect(close).toHaveAccessibleDescription(
      new RegExp(`^${SUCCEEDED} Your reference number is ${REFERENCE} ?\\.$`),
    );

    await user.click(copy);
    await expect(navigator.clipboard.readText()).resolves.toBe(REFERENCE);
    expect(inDialog().getByRole('status')).toHaveTextContent('Reference number copied.');
    expect(
      inDialog().getByRole('link', { name: 'Check the status of your request' }),
    ).toHaveAttribute('href', `/support/status?reference=${REFERENCE}`);

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    const { user } = renderDialog();
    const form = await openForm(user);
    await fillForm(user, VALID);

    await user.dblClick(submitButton());
    const busy = inDialog().getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(backButton()).toBeDisabled();
    expect(form).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(form);
    expectFormToHold(VALID);

    await act(async () => release());
    await findToast(SUCCEEDED);
    expect(posts).toBe(1);
  });

  it('keeps every value on a failure, with its toast and no sentence in the form', async () => {
    mockPostgrest('post', RPC, { status: 500, body: postgrestError('XX000', 'boom') });
    const { user } = renderDialog();
    await openForm(user);
    await fillForm(user, VALID);
    await user.click(submitButton());

    const toast = await findToast(FAILED);
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expectFormToHold(VALID);
    expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toHaveFocus());
    expect(submitButton()).toHaveAccessibleName('Request Call Back');
    expect(backButton()).toBeEnabled();
  });

  it('keeps every value when the server cannot be reached', async () => {
    server.use(http.post(`${TEST_SUPABASE_URL}/rest/v1/${RPC}`, () => HttpResponse.error()));
    const { user } = renderDialog();
    await openForm(user);
    await fillForm(user, VALID);
    await user.click(submitButton());

    await findToast(FAILED);
    expectFormToHold(VALID);
    expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in the form why the database refused: the hourly limit', async () => {
    mockPostgrest('post', RPC, { status: 429, body: postgrestError('PT429', HOURLY_LIMIT) });
    const { user } = renderDialog();
    await openForm(user);
    await fillForm(user, VALID);
    await user.click(submitButton());

    await findToast(FAILED);
    const alert = inDialog().getByRole('alert');
    expect(alert).toHaveTextContent(HOURLY_LIMIT);
    await waitFor(() => expect(alert).toHaveFocus());
    expectFormToHold(VALID);

    // Sent again successfully, the sentence goes with the form.
    answerReference();
    await user.click(submitButton());
    await findToast(SUCCEEDED);
    expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in the form which rule of the database the values broke', async () => {
    mockPostgrest('post', RPC, {
      status: 400,
      body: postgrestError(
        '23514',
        'new row for relation "call_support_requests" violates check constraint "name_is_single_line_text"',
      ),
    });
    const { user } = renderDialog();
    await openForm(user);
    await fillForm(user, VALID);
    await user.click(submitButton());

    expect(await inDialog().findByRole('alert')).toHaveTextContent(
      'Your name must be one line without tabs or other control characters.',
    );
    expectFormToHold(VALID);
  });
});

describe('CallbackDialog: closing', () => {
  it.each([
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
    ['Close', (user: UserEvent) => user.click(inDialog().getByRole('button', { name: 'Close' }))],
  ])(
    'drops what was typed (%s): it opens again on the choices, and an empty form',
    async (_how, close) => {
      const { user } = renderDialog();
      await openForm(user);
      await fillForm(user, VALID);
      await close(user);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(inDialog().getByRole('link', { name: 'Call Right Now' })).toBeVisible();
      await openForm(user);
      expectFormToHold({});
    },
  );

  it('tells the outcome, with the reference number, after it was closed while sending', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/${RPC}`, async () => {
        await released;
        return HttpResponse.json(REFERENCE);
      }),
    );
    const { user } = renderDialog();
    await openForm(user);
    await fillForm(user, VALID);
    await user.click(submitButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => release());
    await findToast(SUCCEEDED, `Your reference number is ${REFERENCE}.`);
  });
});
