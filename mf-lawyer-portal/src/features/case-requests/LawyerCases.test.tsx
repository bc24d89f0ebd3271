import { changeLanguage } from '@nyaya/shared-platform';
import {
  consultationRequestRow,
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
} from '@nyaya/shared-platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import type { CaseRequestRow } from './api/caseRequests';
import { LawyerCases } from './LawyerCases';
import { formatDate, formatDateTime } from './model/format';

type RequestRow = CaseRequestRow;

const LAWYER = 'lawyer-1';
// 10:00 in the zone the tests run in: the lawyer's inputs and the card's times are local.
const NOW = new Date(2026, 10, 24, 10, 0);
const RPC_URL = (name: string) => `${TEST_SUPABASE_URL}/rest/v1/rpc/${name}`;

function row(id: string, overrides: Partial<RequestRow> = {}): RequestRow {
  return consultationRequestRow({ id, description: `Description of ${id}`, ...overrides });
}

/** The lawyer's list as the database answers it (a function: per read); keeps every read. */
function answerRequests(rows: RequestRow[] | (() => RequestRow[])) {
  mockPostgrest('get', 'client_names', {
    body: [
      { id: 'client-1', full_name: 'Asha Rao' },
      { id: 'client-3', full_name: 'Ravi Kumar' },
    ],
  });
  return mockPostgrest('get', 'consultation_requests', () => ({
    body: typeof rows === 'function' ? rows() : rows,
  }));
}

/** A promise the test settles when it chooses, to hold a response in flight. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A lifecycle function answered after `until` (at once by default); keeps each body. */
function answerRpc(
  name: string,
  answer: (body: Record<string, unknown>) => { status?: number; body: JsonBodyType },
  until: Promise<void> = Promise.resolve(),
) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(RPC_URL(name), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      await until;
      const { status = 200, body: answerBody } = answer(body);
      return HttpResponse.json(answerBody, { status });
    }),
  );
  return bodies;
}

function renderCases({ approved = true, route = '/lawyer-dashboard' } = {}) {
  return renderWithProviders(<LawyerCases lawyerId={LAWYER} approved={approved} />, {
    auth: { id: LAWYER, role: 'lawyer', fullName: 'Priya Sharma' },
    route,
  });
}

/** A counter's value, e.g. '3'; '' while it loads. */
function counter(name: string): string {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.parentElement!.querySelector('dd')!.textContent ?? '';
}

const counters = () =>
  ['Consultation Requests', 'My Cases', 'Completed Cases'].map((name) => counter(name));

const available = () => screen.getByRole('region', { name: 'Available Consultation Requests' });
const myCases = () => screen.getByRole('region', { name: 'My Cases' });
const cardsIn = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('article')
    .map((article) => article.getAttribute('data-case-id'));
const card = (section: HTMLElement, id: string) =>
  within(section)
    .getAllByRole('article')
    .find((article) => article.getAttribute('data-case-id') === id)!;

/** A card's detail line by its whole text (the client's own words are in an element of their own). */
const detail = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

async function loaded() {
  await waitFor(() => expect(available()).toHaveAttribute('aria-busy', 'false'));
}

async function findToast(title: string, description?: string) {
  const region = await screen.findByRole('region', { name: /Notifications|सूचनाएँ/, hidden: true });
  const toast = (await within(region).findByText(title)).closest('li')!;
  if (description !== undefined) expect(toast).toHaveTextContent(description);
  return toast;
}

beforeEach(() => {
  // Only the clock: timers stay real for msw, Radix and user-event.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('counters', () => {
  it('shows placeholders while loading, then counts open requests, cases in hand and completed ones', async () => {
    answerRequests([
      row('open-1', { client_id: 'client-2' }),
      row('open-2'),
      row('requested', { lawyer_id: LAWYER }),
      row('assigned', { lawyer_id: LAWYER, status: 'assigned' }),
      row('scheduled', {
        lawyer_id: LAWYER,
        status: 'scheduled',
        scheduled_for: '2026-11-28T09:30:00Z',
      }),
      row('done-1', { lawyer_id: LAWYER, status: 'completed' }),
      row('done-2', { lawyer_id: LAWYER, status: 'completed' }),
      row('cancelled', { lawyer_id: LAWYER, status: 'cancelled' }),
    ]);
    const { container } = renderCases();

    expect(counters()).toEqual(['', '', '']);
    expect(screen.getByRole('region', { name: 'Requests and cases at a glance' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(available()).toHaveAttribute('aria-busy', 'true');
    expect(myCases()).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-case-skeleton]')).toHaveLength(4);

    await loaded();
    expect(counters()).toEqual(['2', '3', '2']);
    expect(container.querySelectorAll('[data-case-skeleton], [data-skeleton]')).toHaveLength(0);
  });

  it('shows zeros and no lists to a lawyer who is not approved, and reads nothing', async () => {
    const reads = answerRequests([row('open-1')]);
    renderCases({ approved: false });

    expect(counters()).toEqual(['0', '0', '0']);
    expect(screen.queryByRole('region', { name: 'Available Consultation Requests' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'My Cases' })).toBeNull();
    expect(screen.queryByText('No Consultation Requests')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(0);
  });
});

describe('the lists', () => {
  it('shows each request with its details, open ones apart from the lawyer’s cases', async () => {
    answerRequests([
      row('open-1', {
        client_id: 'client-2',
        service_type: 'Tax Law',
        description: 'Notice from the tax office.\nDue next week.',
        location: 'Pune',
        phone: '+919876543210',
        created_at: '2026-11-22T19:00:00Z',
      }),
      row('requested', {
        lawyer_id: LAWYER,
        service_type: 'Property Law',
        location: null,
        phone: null,
      }),
      row('assigned', { lawyer_id: LAWYER, status: 'assigned', client_id: 'client-3' }),
      row('scheduled', {
        lawyer_id: LAWYER,
        status: 'scheduled',
        service_type: 'Criminal Law',
        scheduled_for: '2026-11-23T09:30:00Z',
      }),
      row('completed', { lawyer_id: LAWYER, status: 'completed' }),
    ]);
    renderCases();
    await loaded();

    expect(cardsIn(available())).toEqual(['open-1']);
    expect(cardsIn(myCases())).toEqual(['requested', 'assigned', 'scheduled', 'completed']);
    expect(within(available()).getAllByRole('listitem')).toHaveLength(1);

    const open = card(available(), 'open-1');
    expect(open).toHaveAccessibleName('Tax Law');
    expect(within(open).getByText('Pending')).toBeVisible();
    expect(within(open).getByText(/^Notice from the tax office\./)).toHaveTextContent(
      'Notice from the tax office. Due next week.',
    );
    expect(within(open).getByText(detail('Preferred location: Pune'))).toBeVisible();
    expect(within(open).getByText('Phone:', { exact: false })).toHaveTextContent(
      'Phone: +91 98765 43210',
    );
    expect(within(open).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    // No name on file for this client.
    expect(within(open).getByText(detail('Client: Unknown'))).toBeVisible();
    expect(
      within(open).getByText(`Submitted on ${formatDate('2026-11-22T19:00:00Z')}`),
    ).toBeVisible();
    expect(within(open).queryByText('Requested you')).toBeNull();
    const accept = within(open).getByRole('button', { name: 'Accept Request' });
    expect(accept).toHaveAccessibleDescription('Tax Law');
    expect(within(open).getAllByRole('button')).toHaveLength(1);

    const requested = card(myCases(), 'requested');
    expect(within(requested).getByText('Requested you')).toBeVisible();
    expect(within(requested).getByText(detail('Client: Asha Rao'))).toBeVisible();
    expect(within(requested).queryByText(/^Preferred location:/)).toBeNull();
    expect(within(requested).queryByText(/^Phone:/)).toBeNull();
    expect(
      within(requested)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept Request', 'Decline']);

    const assigned = card(myCases(), 'assigned');
    expect(within(assigned).getByText('Assigned')).toBeVisible();
    expect(within(assigned).getByText(detail('Client: Ravi Kumar'))).toBeVisible();
    expect(
      within(assigned)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Schedule meeting', 'Release case']);

    const scheduled = card(myCases(), 'scheduled');
    expect(within(scheduled).getByText('Scheduled')).toBeVisible();
    expect(
      within(scheduled).getByText(`Meeting: ${formatDateTime('2026-11-23T09:30:00Z')}`),
    ).toBeVisible();
    for (const button of within(scheduled).getAllByRole('button')) {
      expect(button).toHaveAccessibleDescription('Criminal Law');
    }
    expect(
      within(scheduled)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark completed', 'Reschedule', 'Release case']);

    const completed = card(myCases(), 'completed');
    expect(within(completed).getByText('Completed')).toBeVisible();
    expect(within(completed).queryByRole('button')).toBeNull();
  });

  it('offers "Mark completed" only once the meeting has started, and says so before', async () => {
    // A case could be marked completed days before its meeting.
    const ahead = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    answerRequests([
      row('upcoming', { lawyer_id: LAWYER, status: 'scheduled', scheduled_for: ahead }),
    ]);
    renderCases();
    await loaded();

    const upcoming = card(myCases(), 'upcoming');
    expect(
      within(upcoming)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reschedule', 'Release case']);
    expect(
      within(upcoming).getByText('You can mark the case completed once the meeting has started.'),
    ).toBeVisible();
  });

  it('shows a case the client withdrew, with the date, and no actions', async () => {
    answerRequests([
      row('withdrawn', {
        lawyer_id: LAWYER,
        status: 'cancelled',
        withdrawn_at: '2026-11-27T10:00:00Z',
      }),
    ]);
    renderCases();
    await loaded();

    const withdrawn = card(myCases(), 'withdrawn');
    expect(within(withdrawn).getByText('Cancelled')).toBeVisible();
    expect(
      within(withdrawn).getByText(
        `The client withdrew this request on ${formatDate('2026-11-27T10:00:00Z')}.`,
      ),
    ).toBeVisible();
    expect(within(withdrawn).queryByRole('button')).toBeNull();
  });

  it('links each case the lawyer holds or held to its case room, and nothing else', async () => {
    answerRequests([
      row('open'),
      row('requested', { lawyer_id: LAWYER }),
      row('assigned', { lawyer_id: LAWYER, status: 'assigned', service_type: 'Tax Law' }),
      row('scheduled', {
        lawyer_id: LAWYER,
        status: 'scheduled',
        scheduled_for: '2026-11-28T09:30:00Z',
      }),
      row('completed', { lawyer_id: LAWYER, status: 'completed' }),
      row('withdrawn', { lawyer_id: LAWYER, status: 'cancelled' }),
    ]);
    renderCases();
    await loaded();

    const link = (section: HTMLElement, id: string) =>
      within(card(section, id)).queryByRole('link', { name: 'Open case room' });
    expect(link(available(), 'open')).toBeNull();
    expect(link(myCases(), 'requested')).toBeNull();
    expect(link(myCases(), 'withdrawn')).toBeNull();
    expect(link(myCases(), 'assigned')).toHaveAttribute('href', '/cases/assigned');
    expect(link(myCases(), 'scheduled')).toHaveAttribute('href', '/cases/scheduled');
    expect(link(myCases(), 'completed')).toHaveAttribute('href', '/cases/completed');
    // Named like the card's buttons: the link says which case it opens.
    expect(link(myCases(), 'assigned')).toHaveAccessibleDescription('Tax Law');
    // The case room link comes first, before the case's buttons.
    const actions = card(myCases(), 'assigned').querySelectorAll('a[href^="/cases/"], button');
    expect([...actions].map((element) => element.textContent)).toEqual([
      'Open case room',
      'Schedule meeting',
      'Release case',
    ]);
  });

  it("says 'No Consultation Requests' when both lists are empty", async () => {
    answerRequests([]);
    renderCases();
    const title = await screen.findByRole('heading', { name: 'No Consultation Requests' });
    expect(title.nextElementSibling).toHaveTextContent(
      /^No consultation requests available at the moment\.$/,
    );
    expect(screen.queryByRole('region', { name: 'Available Consultation Requests' })).toBeNull();
    expect(counters()).toEqual(['0', '0', '0']);
  });

  it('says so when only one list is empty', async () => {
    answerRequests([row('assigned', { lawyer_id: LAWYER, status: 'assigned' })]);
    renderCases();
    await loaded();
    expect(available()).toHaveTextContent('No requests are open to you right now.');
    expect(cardsIn(myCases())).toEqual(['assigned']);
  });
});

describe('a failed load', () => {
  it('says what went wrong, reports it, shows no counters, and Try again recovers', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    mockPostgrest('get', 'client_names', { body: [] });
    const reads = mockPostgrest('get', 'consultation_requests', () =>
      failing
        ? {
            status: 500,
            body: postgrestError('57014', 'canceling statement due to statement timeout'),
          }
        : { body: [row('open-1')] },
    );
    const { user } = renderCases();

    const failure = await screen.findByRole('region', {
      name: 'Your consultation requests could not be loaded',
    });
    // The platform's sentence, never the server's own text (docs/product/lawyer-portal.md).
    expect(within(failure).getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.queryByText('Consultation Requests', { selector: 'dt' })).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('[mf_lawyer_portal]', expect.anything());

    failing = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(cardsIn(available())).toEqual(['open-1']);
    expect(counters()).toEqual(['1', '0', '0']);
    expect(reads).toHaveLength(2);
  });
});

describe('accepting', () => {
  it('moves the request to My Cases at once, says so, and reads the lists again', async () => {
    let rows = [row('open-1', { service_type: 'Tax Law' }), row('open-2')];
    answerRequests(() => rows);
    const refetch = gate();
    const accepted = { ...rows[0]!, lawyer_id: LAWYER, status: 'assigned' };
    const bodies = answerRpc('accept_consultation_request', () => ({ body: accepted }));
    const { user } = renderCases();
    await loaded();

    // The read after the accept waits, so what shows first comes from the answer itself.
    let rereads = 0;
    server.use(
      http.get(`${TEST_SUPABASE_URL}/rest/v1/consultation_requests`, async () => {
        rereads += 1;
        await refetch.opened;
        return HttpResponse.json(rows);
      }),
    );
    rows = [accepted, rows[1]!];
    await user.click(
      within(card(available(), 'open-1')).getByRole('button', { name: 'Accept Request' }),
    );

    expect(bodies).toEqual([{ request_id: 'open-1' }]);
    await findToast('Request accepted', 'The Tax Law request is now in My Cases.');
    await waitFor(() => expect(cardsIn(myCases())).toEqual(['open-1']));
    expect(cardsIn(available())).toEqual(['open-2']);
    expect(within(card(myCases(), 'open-1')).getByText('Assigned')).toBeVisible();
    // The client's name stays: the function's answer has none.
    expect(within(card(myCases(), 'open-1')).getByText(detail('Client: Asha Rao'))).toBeVisible();
    expect(counters()).toEqual(['1', '1', '0']);
    // Focus goes on to the next open request.
    await waitFor(() => expect(card(available(), 'open-2')).toHaveFocus());

    expect(rereads).toBe(1);
    refetch.open();
    await waitFor(() => expect(available()).toHaveAttribute('aria-busy', 'false'));
    expect(cardsIn(myCases())).toEqual(['open-1']);
  });

  it('says clearly when another lawyer was faster, and refreshes the list', async () => {
    let rows = [row('open-1'), row('open-2')];
    const reads = answerRequests(() => rows);
    answerRpc('accept_consultation_request', () => ({
      status: 404,
      body: postgrestError('PT404', 'No such consultation request.', 'not_available'),
    }));
    const { user } = renderCases();
    await loaded();
    expect(reads).toHaveLength(1);

    // The other lawyer has it now: the database no longer lists it to this one.
    rows = [rows[1]!];
    await user.click(
      within(card(available(), 'open-1')).getByRole('button', { name: 'Accept Request' }),
    );

    const toast = await findToast(
      'Could not accept the request',
      'This request is no longer available: another lawyer may have accepted it, or the client withdrew it.',
    );
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(reads).toHaveLength(2);
    expect(cardsIn(available())).toEqual(['open-2']);
    expect(cardsIn(myCases())).toEqual([]);
    await waitFor(() => expect(card(available(), 'open-2')).toHaveFocus());
  });

  it('cannot be pressed twice: the card’s buttons are disabled while the accept is on its way', async () => {
    let rows = [row('requested', { lawyer_id: LAWYER })];
    answerRequests(() => rows);
    const answer = gate();
    const bodies = answerRpc(
      'accept_consultation_request',
      () => {
        rows = [row('requested', { lawyer_id: LAWYER, status: 'assigned' })];
        return { body: rows[0]! };
      },
      answer.opened,
    );
    const { user } = renderCases();
    await loaded();

    const requested = card(myCases(), 'requested');
    const accept = within(requested).getByRole('button', { name: 'Accept Request' });
    await user.dblClick(accept);
    expect(accept).toBeDisabled();
    expect(accept).toHaveAttribute('aria-busy', 'true');
    expect(within(requested).getByRole('button', { name: 'Decline' })).toBeDisabled();

    answer.open();
    await findToast('Request accepted');
    expect(bodies).toHaveLength(1);
    await waitFor(() =>
      expect(within(card(myCases(), 'requested')).getByText('Assigned')).toBeVisible(),
    );
    expect(within(card(myCases(), 'requested')).queryByText('Requested you')).toBeNull();
    // The accept button has gone; focus stays on the case.
    await waitFor(() => expect(card(myCases(), 'requested')).toHaveFocus());
  });
});

describe('declining', () => {
  it('asks first, then hands the request back: it leaves the lists', async () => {
    let rows = [
      row('requested', { lawyer_id: LAWYER, service_type: 'Property Law' }),
      row('assigned', { lawyer_id: LAWYER, status: 'assigned' }),
    ];
    answerRequests(() => rows);
    const bodies = answerRpc('decline_consultation_request', () => ({
      body: { ...rows[0]!, lawyer_id: null, returned_by: LAWYER, return_kind: 'declined' },
    }));
    const { user } = renderCases();
    await loaded();

    const decline = within(card(myCases(), 'requested')).getByRole('button', { name: 'Decline' });
    await user.click(decline);
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this request?' });
    expect(dialog).toHaveAccessibleDescription(
      'The Property Law request from Asha Rao goes back to the open requests, where any other lawyer can accept it. You will not see it again.',
    );
    // The client's name is shown as they typed it, never machine-translated.
    expect(within(dialog).getByText('Asha Rao')).toHaveAttribute('translate', 'no');

    // Keeping it closes the dialog and returns focus to the button.
    await user.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(decline).toHaveFocus());
    expect(bodies).toHaveLength(0);

    await user.click(decline);
    rows = [rows[1]!];
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Decline request',
      }),
    );

    await findToast('Request declined', 'The Property Law request is open to other lawyers again.');
    expect(bodies).toEqual([{ request_id: 'requested' }]);
    await waitFor(() => expect(cardsIn(myCases())).toEqual(['assigned']));
    expect(cardsIn(available())).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(card(myCases(), 'assigned')).toHaveFocus());
  });

  it("shows the database's sentence when it refuses", async () => {
    answerRequests([row('requested', { lawyer_id: LAWYER })]);
    answerRpc('decline_consultation_request', () => ({
      status: 409,
      body: postgrestError('PT409', 'Only a request that is still pending…', 'not_pending'),
    }));
    const { user } = renderCases();
    await loaded();

    await user.click(within(card(myCases(), 'requested')).getByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Decline request',
      }),
    );
    const toast = await findToast(
      'Could not decline the request',
      'Only a request that is still waiting for your answer can be declined.',
    );
    expect(toast).toHaveAttribute('data-variant', 'destructive');
  });
});

describe('scheduling', () => {
  const assigned = row('assigned', {
    lawyer_id: LAWYER,
    status: 'assigned',
    service_type: 'Family Law',
  });

  async function openScheduleDialog() {
    const view = renderCases();
    await loaded();
    const button = within(card(myCases(), 'assigned')).getByRole('button', {
      name: 'Schedule meeting',
    });
    await view.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule meeting' });
    return { ...view, button, dialog };
  }

  function setMeeting(dialog: HTMLElement, date: string, time: string) {
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: date } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: time } });
  }

  it('refuses a time that has passed, in the form, without asking the database', async () => {
    answerRequests([assigned]);
    const bodies = answerRpc('schedule_consultation_request', () => ({ body: assigned }));
    const { user, dialog } = await openScheduleDialog();

    const submit = within(dialog).getByRole('button', { name: 'Schedule meeting' });
    await user.click(submit);
    expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription(
      'Please choose a date.',
    );

    setMeeting(dialog, '2026-11-24', '09:30');
    await user.click(submit);
    const time = within(dialog).getByLabelText('Time');
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription('The meeting must be in the future.');
    expect(time).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('sends the local date and time as a timestamp and shows the meeting on the case', async () => {
    let rows = [assigned];
    answerRequests(() => rows);
    const meetingAt = new Date(2026, 10, 28, 15, 30).toISOString();
    const bodies = answerRpc('schedule_consultation_request', (body) => {
      rows = [{ ...assigned, status: 'scheduled', scheduled_for: body.meeting_at as string }];
      return { body: rows[0]! };
    });
    const { user, button, dialog } = await openScheduleDialog();
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('about this Family Law case? Times are in your time zone'),
    );

    setMeeting(dialog, '2026-11-28', '15:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule meeting' }));

    const when = formatDateTime(meetingAt)!;
    await findToast('Meeting scheduled', `You meet about the Family Law case on ${when}.`);
    expect(bodies).toEqual([{ request_id: 'assigned', meeting_at: meetingAt }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const scheduled = card(myCases(), 'assigned');
    expect(within(scheduled).getByText(`Meeting: ${when}`)).toBeVisible();
    expect(within(scheduled).getByText('Scheduled')).toBeVisible();
    // The button that opened the dialog offers to reschedule now, and has the focus back.
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveTextContent('Reschedule');
  });

  it('reschedules from the current meeting time', async () => {
    const current = new Date(2026, 10, 28, 15, 30).toISOString();
    const scheduled = { ...assigned, status: 'scheduled', scheduled_for: current };
    answerRequests([scheduled]);
    const moved = new Date(2026, 10, 29, 11, 0).toISOString();
    const bodies = answerRpc('schedule_consultation_request', () => ({
      body: { ...scheduled, scheduled_for: moved },
    }));
    const { user } = renderCases();
    await loaded();

    await user.click(
      within(card(myCases(), 'assigned')).getByRole('button', { name: 'Reschedule' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule meeting' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-28');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('15:30');

    setMeeting(dialog, '2026-11-29', '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save new time' }));
    await findToast('Meeting rescheduled');
    expect(bodies).toEqual([{ request_id: 'assigned', meeting_at: moved }]);
  });

  it("shows the database's refusal at the field and keeps the dialog open", async () => {
    answerRequests([assigned]);
    answerRpc('schedule_consultation_request', () => ({
      status: 400,
      body: postgrestError('22023', 'The meeting must be in the future.', 'meeting_in_past'),
    }));
    const { user, dialog } = await openScheduleDialog();

    setMeeting(dialog, '2026-11-24', '10:05');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule meeting' }));

    const toast = await findToast(
      'Could not schedule the meeting',
      'The meeting must be in the future.',
    );
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    const time = within(dialog).getByLabelText('Time');
    await waitFor(() =>
      expect(time).toHaveAccessibleDescription('The meeting must be in the future.'),
    );
    expect(dialog).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Schedule meeting' })).toBeEnabled();
  });
});

describe('completing', () => {
  it('marks a scheduled case completed: no actions are left', async () => {
    const scheduled = row('scheduled', {
      lawyer_id: LAWYER,
      status: 'scheduled',
      service_type: 'Tax Law',
      scheduled_for: '2026-11-24T08:00:00Z',
    });
    let rows = [scheduled];
    answerRequests(() => rows);
    const bodies = answerRpc('complete_consultation_request', () => {
      rows = [{ ...scheduled, status: 'completed' }];
      return { body: rows[0]! };
    });
    const { user } = renderCases();
    await loaded();
    expect(counters()).toEqual(['0', '1', '0']);

    await user.click(
      within(card(myCases(), 'scheduled')).getByRole('button', { name: 'Mark completed' }),
    );
    // It cannot be undone, so it asks first; 'Not yet' sends nothing.
    let confirm = await screen.findByRole('alertdialog', { name: 'Mark this case completed?' });
    expect(confirm).toHaveTextContent(
      'Asha Rao will see the Tax Law consultation as completed, among their past consultations. This cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Not yet' }));
    expect(bodies).toEqual([]);
    await user.click(
      within(card(myCases(), 'scheduled')).getByRole('button', { name: 'Mark completed' }),
    );
    confirm = await screen.findByRole('alertdialog', { name: 'Mark this case completed?' });
    await user.click(within(confirm).getByRole('button', { name: 'Mark completed' }));

    await findToast('Case completed', 'The Tax Law case is marked completed.');
    expect(bodies).toEqual([{ request_id: 'scheduled' }]);
    await waitFor(() => expect(counters()).toEqual(['0', '0', '1']));
    const completed = card(myCases(), 'scheduled');
    expect(within(completed).getByText('Completed')).toBeVisible();
    expect(within(completed).queryByRole('button')).toBeNull();
    await waitFor(() => expect(completed).toHaveFocus());
  });

  it("shows the database's sentence when the case is not scheduled", async () => {
    answerRequests([
      row('scheduled', {
        lawyer_id: LAWYER,
        status: 'scheduled',
        scheduled_for: '2026-11-23T09:30:00Z',
      }),
    ]);
    answerRpc('complete_consultation_request', () => ({
      status: 409,
      body: postgrestError('PT409', 'Only a scheduled case can be completed.', 'not_scheduled'),
    }));
    const { user } = renderCases();
    await loaded();
    await user.click(
      within(card(myCases(), 'scheduled')).getByRole('button', { name: 'Mark completed' }),
    );
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Mark this case completed?' }),
      ).getByRole('button', { name: 'Mark completed' }),
    );
    await findToast(
      'Could not mark the case completed',
      'Only a case with a scheduled meeting can be marked completed.',
    );
  });
});

describe('releasing', () => {
  const assigned = row('assigned', {
    lawyer_id: LAWYER,
    status: 'assigned',
    service_type: 'Employment Law',
  });

  async function openReleaseDialog() {
    const view = renderCases();
    await loaded();
    await view.user.click(
      within(card(myCases(), 'assigned')).getByRole('button', { name: 'Release case' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Release case' });
    return { ...view, dialog, reason: within(dialog).getByLabelText('Reason') };
  }

  it('requires a reason of at most 500 characters, counted as it is typed', async () => {
    answerRequests([assigned]);
    const bodies = answerRpc('release_consultation_request', () => ({ body: assigned }));
    const { user, dialog, reason } = await openReleaseDialog();
    const submit = within(dialog).getByRole('button', { name: 'Release case' });

    expect(reason).toHaveAttribute('aria-required', 'true');
    expect(reason).toHaveAccessibleDescription('0 of 500 characters');
    await user.type(reason, '   ');
    await user.click(submit);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      'Please say why you are releasing this case: the client reads the reason. 0 of 500 characters',
    );
    expect(reason).toHaveFocus();

    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    expect(within(dialog).getByText('501 of 500 characters')).toBeVisible();
    await user.click(submit);
    expect(reason).toHaveAccessibleDescription(
      'The reason can be at most 500 characters. 501 of 500 characters',
    );
    expect(bodies).toHaveLength(0);
  });

  it('sends the trimmed reason: the case leaves the lists', async () => {
    let rows = [assigned, row('open-1')];
    answerRequests(() => rows);
    const bodies = answerRpc('release_consultation_request', () => {
      rows = [rows[1]!];
      return {
        body: { ...assigned, lawyer_id: null, status: 'pending', return_kind: 'released' },
      };
    });
    const { user, dialog, reason } = await openReleaseDialog();
    expect(dialog).toHaveAccessibleDescription(
      'The Employment Law case goes back to the open requests for another lawyer to take, and any meeting is cancelled. Asha Rao reads your reason.',
    );

    await user.type(reason, '  I am travelling for a month.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Release case' }));

    await findToast('Case released', 'The Employment Law case is open to other lawyers again.');
    expect(bodies).toEqual([{ request_id: 'assigned', reason: 'I am travelling for a month.' }]);
    await waitFor(() => expect(cardsIn(myCases())).toEqual([]));
    expect(cardsIn(available())).toEqual(['open-1']);
    expect(screen.queryByRole('dialog')).toBeNull();
    // No case is left in the section: focus goes to its heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Cases' })).toHaveFocus());
  });

  it("shows the database's refusal of the reason at the field", async () => {
    answerRequests([assigned]);
    answerRpc('release_consultation_request', () => ({
      status: 400,
      body: postgrestError(
        '22023',
        'Say why you are releasing this case: the client reads the reason.',
        'reason_required',
      ),
    }));
    const { user, dialog, reason } = await openReleaseDialog();

    await user.type(reason, 'Conflict of interest');
    await user.click(within(dialog).getByRole('button', { name: 'Release case' }));

    const sentence = 'Please say why you are releasing this case: the client reads the reason.';
    const toast = await findToast('Could not release the case', sentence);
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveValue('Conflict of interest');
  });
});

describe('a link from an e-mail (?request=<id>)', () => {
  function stubReducedMotion(reduce: boolean) {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
    })) as unknown as typeof window.matchMedia;
    return () => {
      window.matchMedia = original;
    };
  }

  it("brings the named request's card into view, focused and highlighted, in either list", async () => {
    const restore = stubReducedMotion(false);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    answerRequests([
      row('open-1', { client_id: 'client-2' }),
      row('requested', { lawyer_id: LAWYER }),
      row('assigned', { lawyer_id: LAWYER, status: 'assigned' }),
    ]);
    renderCases({ route: '/lawyer-dashboard?request=requested' });
    await loaded();

    const linked = card(myCases(), 'requested');
    await waitFor(() => expect(linked).toHaveFocus());
    expect(linked).toHaveAttribute('data-linked');
    expect(scroll).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    expect(scroll.mock.contexts).toContain(linked);
    expect(card(available(), 'open-1')).not.toHaveAttribute('data-linked');
    restore();
  });

  it('finds an open request from the digest, scrolling without animation for reduced motion', async () => {
    const restore = stubReducedMotion(true);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    answerRequests([row('open-1', { client_id: 'client-2' }), row('open-2')]);
    renderCases({ route: '/lawyer-dashboard?request=open-2' });
    await loaded();

    await waitFor(() => expect(card(available(), 'open-2')).toHaveFocus());
    expect(scroll).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' });
    restore();
  });

  it('changes nothing when the request is in neither list (taken by another lawyer)', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    answerRequests([row('open-1')]);
    renderCases({ route: '/lawyer-dashboard?request=taken' });
    await loaded();

    expect(cardsIn(available())).toEqual(['open-1']);
    expect(document.body).toHaveFocus();
    expect(scroll).not.toHaveBeenCalled();
  });

  it('does nothing for a lawyer who is not approved, who has no lists', async () => {
    const reads = answerRequests([row('open-1')]);
    renderCases({ approved: false, route: '/lawyer-dashboard?request=open-1' });
    expect(counters()).toEqual(['0', '0', '0']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(0);
    expect(document.body).toHaveFocus();
  });
});

describe('in Hindi', () => {
  beforeEach(async () => {
    await changeLanguage('hi');
  });
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows the lists, the cards and their dates in Hindi, what clients typed as typed', async () => {
    answerRequests([
      row('open-1', {
        client_id: 'client-2',
        service_type: 'Tax Law',
        location: 'Pune',
        created_at: '2026-11-22T12:00:00Z',
      }),
      row('scheduled', {
        lawyer_id: LAWYER,
        status: 'scheduled',
        service_type: 'Family Law',
        scheduled_for: '2026-11-23T09:30:00Z',
      }),
    ]);
    renderCases();
    const open = screen.getByRole('region', { name: 'उपलब्ध परामर्श अनुरोध' });
    await waitFor(() => expect(open).toHaveAttribute('aria-busy', 'false'));
    expect(['परामर्श अनुरोध', 'मेरे मामले', 'पूर्ण मामले'].map((name) => counter(name))).toEqual([
      '1',
      '1',
      '0',
    ]);

    const openCard = card(open, 'open-1');
    expect(within(openCard).getByRole('heading', { name: 'कर कानून' })).toBeVisible();
    // A date as hi-IN writes it: Devanagari month, Western digits.
    expect(within(openCard).getByText(/^22 नव\S* 2026 को सबमिट किया गया$/)).toBeVisible();
    expect(within(openCard).getByText(detail('मुवक्किल: अज्ञात'))).toBeVisible();
    const location = within(openCard).getByText('Pune');
    expect(location.closest('[translate="no"]')).not.toBeNull();
    expect(within(openCard).getByText(/^Description of open-1/)).toHaveAttribute('translate', 'no');
    expect(within(openCard).getByRole('button', { name: 'अनुरोध स्वीकार करें' })).toBeVisible();

    const mine = screen.getByRole('region', { name: 'मेरे मामले' });
    const scheduled = card(mine, 'scheduled');
    expect(within(scheduled).getByRole('heading', { name: 'पारिवारिक कानून' })).toBeVisible();
    expect(within(scheduled).getByText(/^मीटिंग: 23 नव\S* 2026/)).toBeVisible();
    expect(within(scheduled).getByText('Asha Rao')).toHaveAttribute('translate', 'no');
    expect(
      within(scheduled)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['पूर्ण चिह्नित करें', 'समय बदलें', 'मामला छोड़ें']);
  });

  it("tells a refusal in Hindi: another lawyer's acceptance is the database's sentence, translated", async () => {
    answerRequests([row('open-1', { client_id: 'client-2' })]);
    answerRpc('accept_consultation_request', () => ({
      status: 409,
      body: postgrestError(
        'PT409',
        'Already accepted: this consultation request has been accepted by another lawyer.',
        'already_accepted',
      ),
    }));
    renderCases();
    const open = screen.getByRole('region', { name: 'उपलब्ध परामर्श अनुरोध' });
    await waitFor(() => expect(open).toHaveAttribute('aria-busy', 'false'));
    fireEvent.click(within(card(open, 'open-1')).getByRole('button', { name: 'अनुरोध स्वीकार करें' }));

    await findToast(
      'अनुरोध स्वीकार नहीं हो सका',
      'पहले ही स्वीकार किया जा चुका है: यह परामर्श अनुरोध किसी दूसरे वकील ने स्वीकार कर लिया है।',
    );
  });

  it('translates an approval refusal the database words without a hint', async () => {
    answerRequests([row('open-1', { client_id: 'client-2' })]);
    answerRpc('accept_consultation_request', () => ({
      status: 403,
      body: postgrestError(
        '42501',
        'Not allowed: only approved lawyers can accept consultation requests.',
      ),
    }));
    renderCases();
    const open = screen.getByRole('region', { name: 'उपलब्ध परामर्श अनुरोध' });
    await waitFor(() => expect(open).toHaveAttribute('aria-busy', 'false'));
    fireEvent.click(within(card(open, 'open-1')).getByRole('button', { name: 'अनुरोध स्वीकार करें' }));

    await findToast(
      'अनुरोध स्वीकार नहीं हो सका',
      'अनुमति नहीं है: केवल स्वीकृत वकील ही परामर्श अनुरोध स्वीकार कर सकते हैं।',
    );
  });
});
