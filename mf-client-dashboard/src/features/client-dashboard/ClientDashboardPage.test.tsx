import { useOverlays } from '@nyaya/shared-platform';
import { Route, Routes, useLocation } from '@nyaya/shared-platform/router';
import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
  type RenderWithProvidersOptions,
} from '@nyaya/shared-platform/testing';
import { focusManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ClientDashboardPage from '../../exposes/ClientDashboardPage';
import RateConsultationDialog from '../../exposes/RateConsultationDialog';
import type { ClientReviewRow } from '../consultation-review/model/review';
import type { ClientRequestRow } from './api/clientRequests';
import { clientRequestKeys } from './api/queries';

type ViewRow = ClientRequestRow;

const CLIENT = { id: 'client-1', role: 'client', fullName: 'Asha Rao' } as const;
const NOW = new Date('2026-11-24T06:00:00Z');
const VIEW_PATH = 'client_consultation_requests';
const CANCEL_URL = `${TEST_SUPABASE_URL}/rest/v1/rpc/cancel_consultation_request`;

function viewRow(id: string, overrides: Partial<ViewRow> = {}): ViewRow {
  return {
    id,
    lawyer_id: null,
    lawyer_name: null,
    service_type: 'Family Law',
    description: `Description of ${id}`,
    location: null,
    phone: null,
    status: 'pending',
    scheduled_for: null,
    created_at: '2026-11-20T10:00:00Z',
    return_kind: null,
    return_reason: null,
    returned_at: null,
    returned_by_name: null,
    // The database's rule for a lawyer still approved: pending or assigned.
    withdrawable: ['pending', 'assigned'].includes(overrides.status ?? 'pending'),
    ...overrides,
  };
}

/** Answers the dashboard's read with `rows`, or rows chosen per call; keeps every call. */
function answerRequests(rows: ViewRow[] | (() => ViewRow[])) {
  return mockPostgrest('get', VIEW_PATH, () => ({
    body: typeof rows === 'function' ? rows() : rows,
  }));
}

/** A promise the test settles when it chooses, to hold a response in flight. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The cancel call, answered after `until` (at once by default); keeps each request's body. */
function answerCancel(answer: () => Response, until: Promise<void> = Promise.resolve()) {
  const bodies: unknown[] = [];
  server.use(
    http.post(CANCEL_URL, async ({ request }) => {
      bodies.push(await request.json());
      await until;
      return answer();
    }),
  );
  return bodies;
}

function cancelledRow(row: ViewRow) {
  return HttpResponse.json({ ...row, client_id: CLIENT.id, status: 'cancelled' });
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderPage(options: RenderWithProvidersOptions = { auth: CLIENT }) {
  return renderWithProviders(
    <Routes>
      <Route path="/client-dashboard" element={<ClientDashboardPage />} />
      <Route path="*" element={<Location />} />
    </Routes>,
    { route: '/client-dashboard', ...options },
  );
}

/** A counter's value and details, e.g. ['3', '2 pending', '1 assigned']. */
function counter(name: string): string[] {
  const term = screen.getByText(name, { selector: 'dt' });
  return [...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
}

/**
 * The element whose whole text is `text`, though its typed words (names, places) are elements
 * of their own, marked as never translated.
 */
const sentence = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text &&
  [...element.children].every((child) => child.getAttribute('translate') === 'no');

const summary = () => screen.getByRole('region', { name: 'Summary' });
const requestList = () => screen.getByRole('region', { name: 'My Consultation Requests' });
const cards = () => within(requestList()).queryAllByRole('article');
const card = (serviceType: string) =>
  within(requestList()).getByRole('article', { name: serviceType });

/** Longer than the default second: a whole package's run shares two cores. */
const WAIT = { timeout: 5000 };

async function findCards() {
  await waitFor(() => expect(requestList()).toHaveAttribute('aria-busy', 'false'), WAIT);
  return cards();
}

/** Toasts live in the Toaster's region, which mounts (and loads) with the first toast. */
async function findToast(text: string) {
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true }, WAIT);
  return within(region).findByText(text, {}, WAIT);
}

beforeEach(() => {
  // Only the clock: timers stay real for msw, Radix and user-event.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  // The notification settings at the foot of the page (NotificationSettings.test.tsx).
  mockPostgrest('get', 'notification_preferences', {
    body: { meeting_reminders: true, language: 'en', updated_at: '2026-11-20T10:00:00Z' },
  });
  // The client's reviews, read when a completed request is on the page: none by default.
  mockPostgrest('get', 'lawyer_reviews', { body: [] });
});

afterEach(() => {
  vi.useRealTimers();
  // Unmount first: the list reads again on any focus change, and a read started here would
  // outlive the test's handlers and land, retried, in a later test.
  cleanup();
  focusManager.setFocused(undefined);
});

describe('ClientDashboardPage access', () => {
  it('welcomes the signed-in client by name', async () => {
    answerRequests([]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
    expect(screen.getByText('Welcome back, Asha Rao')).toBeVisible();
    await findCards();
  });

  it('ends with the notification settings, after the requests', async () => {
    answerRequests([viewRow('r-1')]);
    renderPage();

    const settings = await screen.findByRole('region', { name: 'Notification settings' }, WAIT);
    expect(
      await within(settings).findByRole('checkbox', { name: 'Meeting reminders' }),
    ).toBeChecked();
    await findCards();
    expect(
      requestList().compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('links to the saved AI Lawyer consultations', async () => {
    answerRequests([]);
    renderPage();
    expect(screen.getByRole('link', { name: 'AI consultation history' })).toHaveAttribute(
      'href',
      '/ai-consultations',
    );
    await findCards();
  });

  it("falls back to 'Client' without a full name", async () => {
    answerRequests([]);
    renderPage({ auth: { role: 'client', fullName: '  ' } });
    expect(screen.getByText('Welcome back, Client')).toBeVisible();
    await findCards();
  });

  it('shows a loading state while the session is read, never redirecting on a guess', () => {
    renderPage({ auth: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends a visitor home', () => {
    renderPage({ auth: 'signedOut' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a lawyer to the lawyer dashboard', () => {
    renderPage({ auth: { role: 'lawyer', fullName: 'Priya Sharma' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/lawyer-dashboard');
  });
});

describe('counters', () => {
  it('shows placeholders, not zeros, for the counters and the list while loading', async () => {
    answerRequests([viewRow('r-1')]);
    const { container } = renderPage();

    expect(summary()).toHaveAttribute('aria-busy', 'true');
    expect(requestList()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your consultation requests...');
    expect(counter('My Requests')).toEqual(['']);
    expect(counter('Scheduled Meetings')).toEqual(['']);
    expect(counter('Past Consultations')).toEqual(['']);
    expect(summary().querySelectorAll('[data-skeleton]')).toHaveLength(3);
    expect(container.querySelectorAll('[data-request-skeleton]')).toHaveLength(3);

    expect(await findCards()).toHaveLength(1);
    expect(summary()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // The notification settings below load on their own (NotificationSettings.test.tsx).
    expect(summary().querySelectorAll('[data-skeleton]')).toHaveLength(0);
    expect(requestList().querySelectorAll('[data-skeleton], [data-request-skeleton]')).toHaveLength(
      0,
    );
  });

  it('counts requests with pending and assigned, scheduled meetings with the next one, and completed', async () => {
    answerRequests([
      viewRow('r-1'),
      viewRow('r-2'),
      viewRow('r-3', { status: 'assigned' }),
      // 09:30 UTC is 3:00 pm in India; the earlier meeting is over.
      viewRow('r-4', { status: 'scheduled', scheduled_for: '2026-11-28T09:30:00Z' }),
      viewRow('r-5', { status: 'scheduled', scheduled_for: '2026-12-02T04:30:00Z' }),
      viewRow('r-6', { status: 'scheduled', scheduled_for: '2026-11-23T04:30:00Z' }),
      viewRow('r-7', { status: 'completed' }),
      viewRow('r-8', { status: 'cancelled' }),
    ]);
    renderPage();
    await findCards();

    expect(counter('My Requests')).toEqual(['8', '2 pending', '1 assigned']);
    expect(counter('Scheduled Meetings')).toEqual(['3', 'Next: 28 Nov 2026, 3:00 pm IST']);
    expect(counter('Past Consultations')).toEqual(['1']);
  });

  it('shows true zeros for a client without requests, and no next meeting', async () => {
    answerRequests([]);
    renderPage();
    await findCards();
    expect(counter('My Requests')).toEqual(['0', '0 pending', '0 assigned']);
    expect(counter('Scheduled Meetings')).toEqual(['0']);
    expect(counter('Past Consultations')).toEqual(['0']);
  });
});

describe('My Consultation Requests', () => {
  it('shows each request as the database orders them, newest first, with its details', async () => {
    answerRequests([
      viewRow('r-3', {
        service_type: 'Tax Law',
        description: 'Notice from the tax office.\nDue next week.',
        location: 'Pune',
        phone: '+919876543210',
        created_at: '2026-11-22T19:00:00Z',
      }),
      viewRow('r-2', {
        service_type: 'Property Law',
        lawyer_id: 'lawyer-1',
        lawyer_name: 'Priya Sharma',
        status: 'scheduled',
        scheduled_for: '2026-11-28T09:30:00Z',
        created_at: '2026-11-21T08:00:00Z',
      }),
      viewRow('r-1', { service_type: 'Criminal Law', status: 'on-hold' }),
    ]);
    renderPage();

    const articles = await findCards();
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Tax Law',
      'Property Law',
      'Criminal Law',
    ]);
    expect(within(requestList()).getAllByRole('listitem')).toHaveLength(3);

    const tax = card('Tax Law');
    expect(within(tax).getByText('Pending')).toBeVisible();
    expect(within(tax).getByText(/^Notice from the tax office\./)).toHaveTextContent(
      'Notice from the tax office. Due next week.',
    );
    expect(within(tax).getByText(sentence('Location: Pune'))).toBeVisible();
    expect(within(tax).getByText('Pune')).toHaveAttribute('translate', 'no');
    expect(within(tax).getByText('Phone: +91 98765 43210')).toBeVisible();
    // 19:00 UTC on the 22nd is the 23rd in India.
    expect(within(tax).getByText('Submitted on 23 Nov 2026')).toBeVisible();
    expect(within(tax).queryByText(/^Lawyer:/)).not.toBeInTheDocument();
    expect(within(tax).queryByText(/^Meeting:/)).not.toBeInTheDocument();

    const property = card('Property Law');
    expect(within(property).getByText('Scheduled')).toBeVisible();
    expect(within(property).getByText(sentence('Lawyer: Priya Sharma'))).toBeVisible();
    expect(within(property).getByText('Meeting: 28 Nov 2026, 3:00 pm IST')).toBeVisible();
    expect(within(property).getByText('Submitted on 21 Nov 2026')).toBeVisible();
    expect(within(property).queryByText(/^Location:/)).not.toBeInTheDocument();
    expect(within(property).queryByText(/^Phone:/)).not.toBeInTheDocument();
    expect(within(property).queryByRole('button')).not.toBeInTheDocument();

    // A status the product does not know is shown as it is stored
    // (docs/product/consultation-requests.md).
    expect(within(card('Criminal Law')).getByText('on-hold')).toBeVisible();
  });

  it('shows each known status as its badge', async () => {
    const statuses = ['pending', 'assigned', 'scheduled', 'completed', 'cancelled'];
    answerRequests(
      statuses.map((status, i) => viewRow(`r-${i}`, { service_type: `Service ${status}`, status })),
    );
    renderPage();
    await findCards();
    const badge = (status: string) =>
      card(`Service ${status}`).querySelector('[data-tone]')?.textContent;
    expect(statuses.map(badge)).toEqual([
      'Pending',
      'Assigned',
      'Scheduled',
      'Completed',
      'Cancelled',
    ]);
  });

  it('says which lawyer declined or released a request that is open again, and why', async () => {
    answerRequests([
      viewRow('r-2', {
        service_type: 'Tax Law',
        return_kind: 'released',
        return_reason: 'I am travelling for a month.',
        returned_by_name: 'Rohan Verma',
        returned_at: '2026-11-22T10:00:00Z',
      }),
      viewRow('r-1', {
        service_type: 'Family Law',
        return_kind: 'declined',
        returned_by_name: 'Priya Sharma',
        returned_at: '2026-11-21T10:00:00Z',
      }),
    ]);
    renderPage();
    await findCards();

    expect(card('Family Law')).toHaveTextContent(
      'Priya Sharma declined this request. It is now open to any lawyer.',
    );
    expect(card('Tax Law')).toHaveTextContent(
      'Rohan Verma released this case, so it is open to any lawyer again. Their reason: “I am travelling for a month.”',
    );
  });

  it('offers the lawyers page when there are no requests', async () => {
    answerRequests([]);
    const { user } = renderPage();
    await findCards();

    expect(cards()).toHaveLength(0);
    const link = within(requestList()).getByRole('link', { name: 'lawyers page' });
    expect(link.closest('p')).toHaveTextContent(
      /^Quick Actions: Find a lawyer and request a consultation from our lawyers page\.$/,
    );
    expect(link).toHaveAttribute('href', '/lawyers');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/lawyers');
  });

  it("opens the request form, open to any lawyer, from 'New Request'", async () => {
    answerRequests([]);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'New Request' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'consultation-request' });
  });
});

describe('loading failures', () => {
  it('says the requests could not load, shows no counters, and Try again recovers', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const calls = mockPostgrest('get', VIEW_PATH, () =>
      failing
        ? {
            status: 500,
            body: postgrestError('57014', 'canceling statement due to statement timeout'),
          }
        : { body: [viewRow('r-1')] },
    );
    const { user } = renderPage();

    const failure = await screen.findByRole('region', {
      name: 'Your consultation requests could not be loaded.',
    });
    expect(within(failure).getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.queryByText('My Requests')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'My Consultation Requests' }),
    ).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[mf_client_dashboard]', expect.anything());

    failing = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await findCards()).toHaveLength(1);
    expect(counter('My Requests')).toEqual(['1', '1 pending', '0 assigned']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

describe('keeping the list current', () => {
  it('shows a request submitted elsewhere on the page without a reload', async () => {
    let rows = [viewRow('r-1', { service_type: 'Family Law' })];
    answerRequests(() => rows);
    const { queryClient } = renderPage();
    await findCards();

    // What the request dialog does after a submit, wherever it was opened.
    rows = [viewRow('r-2', { service_type: 'Tax Law' }), ...rows];
    await act(() => queryClient.invalidateQueries({ queryKey: clientRequestKeys.all }));

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[0]).toHaveAccessibleName('Tax Law');
    expect(counter('My Requests')).toEqual(['2', '2 pending', '0 assigned']);
  });

  it('reads the list again whenever the tab regains focus', async () => {
    let rows = [viewRow('r-1')];
    const calls = answerRequests(() => rows);
    const { queryClient } = renderPage();
    await findCards();
    let reads = 0;
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'fetch') reads += 1;
    });
    // The query client hears of focus a few microtasks later; a task later it has acted.
    const regainFocus = () =>
      act(async () => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });

    // A lawyer takes the request a moment after the list was read.
    rows = [viewRow('r-1', { status: 'assigned', lawyer_name: 'Priya Sharma' })];
    await regainFocus();
    expect(reads).toBe(1);
    expect(
      await within(card('Family Law')).findByText(sentence('Lawyer: Priya Sharma')),
    ).toBeVisible();
    expect(within(card('Family Law')).getByText('Assigned')).toBeVisible();
    expect(calls).toHaveLength(2);
  });
});

describe('cancelling a pending request', () => {
  const pending = viewRow('r-1', { service_type: 'Family Law' });

  it('offers it on pending requests, and withdrawal where the database allows it', async () => {
    answerRequests([
      pending,
      viewRow('r-2', { service_type: 'Tax Law', status: 'assigned' }),
      viewRow('r-3', { service_type: 'Property Law', status: 'cancelled' }),
      viewRow('r-4', {
        service_type: 'Criminal Law',
        status: 'scheduled',
        scheduled_for: '2026-11-30T05:30:00Z',
      }),
    ]);
    renderPage();
    await findCards();
    expect(within(requestList()).getAllByRole('button', { name: 'Cancel request' })).toHaveLength(
      1,
    );
    expect(
      within(card('Tax Law')).getByRole('button', { name: 'Withdraw request' }),
    ).toHaveAccessibleDescription('Tax Law');
    // A meeting is set with a lawyer still approved: theirs to call off.
    expect(within(card('Criminal Law')).queryByRole('button')).toBeNull();
    expect(
      within(card('Family Law')).getByRole('button', { name: 'Cancel request' }),
    ).toHaveAccessibleDescription('Family Law');
  });

  it('asks first, and Keep request sends nothing', async () => {
    answerRequests([pending]);
    const sent = answerCancel(() => cancelledRow(pending));
    const { user } = renderPage();
    await findCards();

    const trigger = within(card('Family Law')).getByRole('button', { name: 'Cancel request' });
    await user.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your Family Law request will be withdrawn and lawyers will no longer see it. This cannot be undone.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(sent).toHaveLength(0);
    expect(within(card('Family Law')).getByText('Pending')).toBeVisible();
  });

  it('cancels on confirmation: one call with the id, disabled while sending, then Cancelled', async () => {
    const calls = answerRequests([pending, viewRow('r-2', { service_type: 'Tax Law' })]);
    const response = gate();
    const sent = answerCancel(() => cancelledRow(pending), response.opened);
    const { user } = renderPage();
    await findCards();

    await user.click(within(card('Family Law')).getByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel request' });
    // Two clicks in one task, before any re-render could disable the button.
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });

    await waitFor(() => expect(confirm).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Keep request' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    // The list read after the cancel is held back: the badge changes from the cancel's answer.
    const reread = gate();
    let rereads = 0;
    server.use(
      http.get(`${TEST_SUPABASE_URL}/rest/v1/${VIEW_PATH}`, async () => {
        rereads += 1;
        await reread.opened;
        return HttpResponse.json([]);
      }),
    );
    response.open();

    expect(await findToast('Request Cancelled')).toBeInTheDocument();
    expect(await findToast('Your Family Law request has been cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const family = card('Family Law');
    expect(within(family).getByText('Cancelled')).toBeVisible();
    expect(
      within(family).queryByRole('button', { name: 'Cancel request' }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(family).toHaveFocus());
    expect(counter('My Requests')).toEqual(['2', '1 pending', '0 assigned']);
    expect(sent).toEqual([{ request_id: 'r-1' }]);
    // The list is read again all the same, to pick up anything else that changed.
    await waitFor(() => expect(rereads).toBe(1));
    expect(calls).toHaveLength(1);
    reread.open();
  });

  it("shows the database's refusal as text and reads the list again", async () => {
    let rows = [pending];
    const calls = answerRequests(() => rows);
    const refusal =
      'A meeting is scheduled for this request, so only your lawyer can call it off now; please contact them.';
    answerCancel(() => {
      // A lawyer accepted the request and scheduled a meeting meanwhile.
      rows = [
        viewRow('r-1', {
          status: 'scheduled',
          scheduled_for: '2026-11-30T05:30:00Z',
          lawyer_name: 'Priya Sharma',
        }),
      ];
      return HttpResponse.json(postgrestError('PT409', refusal, 'meeting_scheduled'), {
        status: 409,
      });
    });
    const { user } = renderPage();
    await findCards();

    await user.click(within(card('Family Law')).getByRole('button', { name: 'Cancel request' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel request' }),
    );

    expect(await findToast('Cancellation Failed')).toBeInTheDocument();
    expect(await findToast(refusal)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const family = card('Family Law');
    expect(within(family).getByText('Scheduled')).toBeVisible();
    expect(within(family).getByText(sentence('Lawyer: Priya Sharma'))).toBeVisible();
    await waitFor(() => expect(family).toHaveFocus());
    // Read again after the refusal (focus moving back to the page may read it once more).
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('falls back to its own sentence when the server gives none', async () => {
    answerRequests([pending]);
    answerCancel(() => HttpResponse.json({}, { status: 500 }));
    const { user } = renderPage();
    await findCards();

    await user.click(within(card('Family Law')).getByRole('button', { name: 'Cancel request' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel request' }),
    );
    expect(
      await findToast('An error occurred while cancelling your request. Please try again.'),
    ).toBeInTheDocument();
    expect(within(card('Family Law')).getByText('Pending')).toBeVisible();
  });
});

describe('withdrawing a request a lawyer holds', () => {
  it('withdraws an assigned request after a confirmation that names the lawyer', async () => {
    // An assigned request used to offer nothing: the client could not withdraw it.
    const assigned = viewRow('r-1', {
      service_type: 'Tax Law',
      status: 'assigned',
      lawyer_id: 'lawyer-1',
      lawyer_name: 'Priya Sharma',
    });
    let rows = [assigned];
    answerRequests(() => rows);
    const sent = answerCancel(() => {
      rows = [{ ...assigned, status: 'cancelled', withdrawable: false }];
      return cancelledRow(assigned);
    });
    const { user } = renderPage();
    await findCards();

    await user.click(within(card('Tax Law')).getByRole('button', { name: 'Withdraw request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw this request?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your Tax Law request will be withdrawn and Priya Sharma will be told. This cannot be undone.',
    );
    expect(within(dialog).getByText('Priya Sharma')).toHaveAttribute('translate', 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));

    expect(await findToast('Your Tax Law request has been cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([{ request_id: 'r-1' }]);
    await waitFor(() => expect(within(card('Tax Law')).getByText('Cancelled')).toBeVisible());
    expect(within(card('Tax Law')).queryByRole('button')).toBeNull();
  });

  it('says when the lawyer of a scheduled case can no longer take it, and offers withdrawal', async () => {
    answerRequests([
      viewRow('r-1', {
        service_type: 'Criminal Law',
        status: 'scheduled',
        scheduled_for: '2026-11-30T05:30:00Z',
        lawyer_id: 'lawyer-1',
        lawyer_name: 'Priya Sharma',
        withdrawable: true,
      }),
    ]);
    renderPage();
    await findCards();
    const criminal = card('Criminal Law');
    expect(
      within(criminal).getByText(
        sentence(
          'Priya Sharma cannot take consultations at the moment, so you may withdraw this request.',
        ),
      ),
    ).toBeVisible();
    expect(within(criminal).getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  });
});

describe('the case room link', () => {
  it('opens the case room of each request a lawyer holds or held, and of no other', async () => {
    const statuses = ['pending', 'assigned', 'scheduled', 'completed', 'cancelled'];
    answerRequests(
      statuses.map((status, i) =>
        viewRow(`r-${status}`, {
          service_type: `Service ${i}`,
          status,
          lawyer_id: status === 'pending' || status === 'cancelled' ? null : 'lawyer-1',
          lawyer_name: status === 'pending' || status === 'cancelled' ? null : 'Priya Sharma',
          scheduled_for: status === 'scheduled' ? '2026-11-30T05:30:00Z' : null,
        }),
      ),
    );
    renderPage();
    await findCards();
    const link = (i: number) =>
      within(card(`Service ${i}`)).queryByRole('link', { name: 'Open case room' });
    expect(link(0)).toBeNull();
    expect(link(4)).toBeNull();
    expect(link(1)).toHaveAttribute('href', '/cases/r-assigned');
    expect(link(2)).toHaveAttribute('href', '/cases/r-scheduled');
    expect(link(3)).toHaveAttribute('href', '/cases/r-completed');
    // Each link says which request it opens, as the card's other actions do.
    expect(link(3)).toHaveAccessibleDescription('Service 3');
    expect(within(requestList()).getAllByRole('link', { name: 'Open case room' })).toHaveLength(3);
  });

  it('navigates within the site, without a reload', async () => {
    answerRequests([
      viewRow('3f1c7e2a-0000-4000-8000-000000000001', {
        service_type: 'Tax Law',
        status: 'assigned',
        lawyer_id: 'lawyer-1',
        lawyer_name: 'Priya Sharma',
      }),
    ]);
    renderPage();
    await findCards();
    fireEvent.click(within(card('Tax Law')).getByRole('link', { name: 'Open case room' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/cases/3f1c7e2a-0000-4000-8000-000000000001',
    );
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

  it("brings the named request's card into view, focused and highlighted", async () => {
    const restore = stubReducedMotion(false);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    answerRequests([viewRow('r-1'), viewRow('r-2', { service_type: 'Tax Law' }), viewRow('r-3')]);
    renderPage({ auth: CLIENT, route: '/client-dashboard?request=r-2' });
    await findCards();

    const linked = card('Tax Law');
    await waitFor(() => expect(linked).toHaveFocus());
    expect(linked).toHaveAttribute('data-linked');
    expect(scroll).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    expect(scroll.mock.contexts).toContain(linked);
    expect(cards().filter((article) => article.hasAttribute('data-linked'))).toEqual([linked]);
    restore();
  });

  it('scrolls without animation for those who prefer reduced motion', async () => {
    const restore = stubReducedMotion(true);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    answerRequests([viewRow('r-1'), viewRow('r-2', { service_type: 'Tax Law' })]);
    renderPage({ auth: CLIENT, route: '/client-dashboard?request=r-2' });
    await findCards();

    await waitFor(() => expect(card('Tax Law')).toHaveFocus());
    expect(scroll).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' });
    restore();
  });

  it('changes nothing when the request is not in the list', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    answerRequests([viewRow('r-1'), viewRow('r-2')]);
    renderPage({ auth: CLIENT, route: '/client-dashboard?request=someone-elses' });

    expect(await findCards()).toHaveLength(2);
    await screen.findByRole('checkbox', { name: 'Meeting reminders' });
    expect(document.body).toHaveFocus();
    expect(scroll).not.toHaveBeenCalled();
    expect(cards().some((article) => article.hasAttribute('data-linked'))).toBe(false);
  });

  it('follows the link once: a refresh of the list leaves focus where the client put it', async () => {
    let reads = 0;
    answerRequests(() => {
      reads += 1;
      return [viewRow('r-1', { service_type: 'Tax Law' }), viewRow('r-2')];
    });
    const { queryClient } = renderPage({ auth: CLIENT, route: '/client-dashboard?request=r-1' });
    await findCards();
    await waitFor(() => expect(card('Tax Law')).toHaveFocus());

    const newRequest = screen.getByRole('button', { name: 'New Request' });
    newRequest.focus();
    await act(() => queryClient.invalidateQueries({ queryKey: clientRequestKeys.all }));
    await waitFor(() => expect(reads).toBe(2));
    expect(newRequest).toHaveFocus();
  });
});

describe('rating a completed consultation', () => {
  const completed = (id: string, serviceType: string) =>
    viewRow(id, {
      service_type: serviceType,
      status: 'completed',
      lawyer_id: 'lawyer-1',
      lawyer_name: 'Priya Sharma',
      withdrawable: false,
    });

  function reviewRow(requestId: string, overrides: Partial<ClientReviewRow> = {}): ClientReviewRow {
    return {
      id: `review-of-${requestId}`,
      request_id: requestId,
      rating: 4,
      body: null,
      // Posted two days before NOW: editable until 6 Dec 2026.
      created_at: '2026-11-22T06:00:00Z',
      edited_at: null,
      hidden_at: null,
      ...overrides,
    };
  }

  /** Answers the client's reviews with `rows`, or rows chosen per call; keeps every call. */
  function answerReviews(rows: ClientReviewRow[] | (() => ClientReviewRow[])) {
    return mockPostgrest('get', 'lawyer_reviews', () => ({
      body: typeof rows === 'function' ? rows() : rows,
    }));
  }

  it('offers "Rate your consultation" on a completed request not yet rated, and on no other', async () => {
    answerRequests([
      completed('r-done', 'Property Law'),
      viewRow('r-open', { service_type: 'Tax Law' }),
      viewRow('r-cancelled', { service_type: 'Family Law', status: 'cancelled' }),
    ]);
    const reads = answerReviews([]);
    const { user } = renderPage();
    await findCards();

    const rate = await within(card('Property Law')).findByRole('button', {
      name: 'Rate your consultation',
    });
    expect(rate).toHaveAccessibleDescription('Property Law');
    expect(
      within(requestList()).getAllByRole('button', { name: 'Rate your consultation' }),
    ).toHaveLength(1);
    // One read of the client's own reviews for the whole page.
    expect(reads).toHaveLength(1);
    expect(reads[0]!.url.searchParams.get('client_id')).toBe('eq.client-1');

    await user.click(rate);
    expect(useOverlays.getState().current).toEqual({
      kind: 'rate-consultation',
      requestId: 'r-done',
      lawyerName: 'Priya Sharma',
    });
  });

  it('reads no reviews when no request is completed', async () => {
    answerRequests([viewRow('r-open', { service_type: 'Tax Law' })]);
    const reads = answerReviews([]);
    renderPage();
    await findCards();
    expect(reads).toHaveLength(0);
    expect(
      within(requestList()).queryByRole('button', { name: 'Rate your consultation' }),
    ).toBeNull();
  });

  it('shows the stars given, and "Edit your review" until 14 days after posting', async () => {
    answerRequests([completed('r-recent', 'Property Law'), completed('r-old', 'Tax Law')]);
    answerReviews([
      reviewRow('r-recent'),
      reviewRow('r-old', { rating: 2, created_at: '2026-11-01T06:00:00Z' }),
    ]);
    renderPage();
    await findCards();

    const recent = card('Property Law');
    expect(
      await within(recent).findByText(/You rated this consultation 4 out of 5\./),
    ).toHaveTextContent(
      'You rated this consultation 4 out of 5. You can edit it until 6 Dec 2026.',
    );
    const edit = within(recent).getByRole('button', { name: 'Edit your review' });
    expect(edit).toHaveAccessibleDescription('Property Law You can edit it until 6 Dec 2026.');
    expect(within(recent).queryByRole('button', { name: 'Rate your consultation' })).toBeNull();

    const old = card('Tax Law');
    expect(within(old).getByText('You rated this consultation 2 out of 5.')).toBeVisible();
    expect(within(old).queryByRole('button', { name: 'Edit your review' })).toBeNull();
  });

  it('says when our team hid the review, and offers nothing more', async () => {
    answerRequests([completed('r-done', 'Property Law')]);
    answerReviews([reviewRow('r-done', { hidden_at: '2026-11-23T06:00:00Z' })]);
    renderPage();
    await findCards();
    expect(
      await within(card('Property Law')).findByText('Your review was hidden by our team.'),
    ).toBeVisible();
    expect(within(card('Property Law')).queryByRole('button')).toBeNull();
    expect(within(card('Property Law')).queryByText(/You rated/)).toBeNull();
  });

  it('shows the new stars once the review is posted from the dialog', async () => {
    // As the shell's overlay host: the dialog renders beside the page, on the page's query client.
    function OverlayHost() {
      const current = useOverlays((state) => state.current);
      const close = useOverlays((state) => state.close);
      return current?.kind === 'rate-consultation' ? (
        <RateConsultationDialog intent={current} onClose={close} />
      ) : null;
    }
    answerRequests([completed('r-done', 'Property Law')]);
    let stored: ClientReviewRow[] = [];
    answerReviews(() => stored);
    mockPostgrest('post', 'rpc/review_consultation', (request) => {
      const sent = request.body as { rating: number };
      stored = [reviewRow('r-done', { rating: sent.rating, created_at: NOW.toISOString() })];
      return { body: stored[0] };
    });
    const { user } = renderWithProviders(
      <>
        <Routes>
          <Route path="/client-dashboard" element={<ClientDashboardPage />} />
        </Routes>
        <OverlayHost />
      </>,
      { route: '/client-dashboard', auth: CLIENT },
    );
    await findCards();
    await user.click(
      await within(card('Property Law')).findByRole('button', { name: 'Rate your consultation' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rate your consultation' });
    await user.click(await within(dialog).findByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    await within(dialog).findByText('Thank you. Your review is posted.');
    await user.keyboard('{Escape}');

    expect(
      await within(card('Property Law')).findByText(/You rated this consultation 5 out of 5\./),
    ).toBeVisible();
    expect(
      within(card('Property Law')).getByRole('button', { name: 'Edit your review' }),
    ).toBeVisible();
  });
});
