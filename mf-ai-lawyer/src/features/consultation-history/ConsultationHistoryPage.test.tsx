import { FIELD_LIMITS, type Json } from '@nyaya/db';
import { authStateFromSession, useAuthStore, useOverlays } from '@nyaya/shared-platform';
import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
  testSession,
  testRuntimeConfig,
  type RenderWithProvidersOptions,
} from '@nyaya/shared-platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import ConsultationHistoryPage from '../../exposes/ConsultationHistoryPage';
import type { AiConsultationRow } from './model/aiConsultation';

const USER = { id: 'user-1', role: 'client', fullName: 'Asha Rao' } as const;
const TABLE = 'ai_consultations';
const TABLE_URL = `${TEST_SUPABASE_URL}/rest/v1/${TABLE}`;

function line(speaker: 'user' | 'assistant', text: string, at: string): Json {
  return { speaker, text, at };
}

function row(id: string, overrides: Partial<AiConsultationRow> = {}): AiConsultationRow {
  return {
    id,
    started_at: '2026-11-24T10:00:00Z',
    ended_at: '2026-11-24T10:04:05Z',
    duration_seconds: 245,
    end_reason: 'customer-ended-call',
    transcript: [
      line('assistant', 'Namaste, how can I help you today?', '2026-11-24T10:00:02Z'),
      line('user', `Question of ${id}`, '2026-11-24T10:00:09Z'),
    ],
    ...overrides,
  };
}

/** Answers the page's read with `rows`, or rows chosen per call; keeps every call. */
function answerList(rows: AiConsultationRow[] | (() => AiConsultationRow[])) {
  return mockPostgrest('get', TABLE, () => ({
    body: typeof rows === 'function' ? rows() : rows,
  }));
}

/** A promise the test settles when it chooses, to hold a response in flight. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The DELETE call, answered after `until`; keeps the id filter of each request. */
function answerDelete(answer: () => Response, until: Promise<void> = Promise.resolve()) {
  const ids: (string | null)[] = [];
  server.use(
    http.delete(TABLE_URL, async ({ request }) => {
      ids.push(new URL(request.url).searchParams.get('id'));
      await until;
      return answer();
    }),
  );
  return ids;
}

function renderPage(options: RenderWithProvidersOptions = { auth: USER }) {
  return renderWithProviders(<ConsultationHistoryPage />, {
    route: '/ai-consultations',
    ...options,
  });
}

const heading = () => screen.getByRole('heading', { level: 1, name: 'AI Consultation History' });
const cards = () => screen.queryAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });

async function findCards(count: number) {
  await waitFor(() => expect(cards()).toHaveLength(count));
  return cards();
}

/** Toasts live in the Toaster's region, which mounts (and loads) with the first toast. */
async function findToast(text: string) {
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true });
  return within(region).findByText(text);
}

/** A card's facts: each name with its value. */
function facts(article: HTMLElement): Record<string, string | undefined> {
  return Object.fromEntries(
    [...article.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

describe('loading', () => {
  it('shows the heading, placeholder cards and a loading status until the list arrives', async () => {
    const response = gate();
    server.use(
      http.get(TABLE_URL, async () => {
        await response.opened;
        return HttpResponse.json([row('c-1')]);
      }),
    );
    const { container } = renderPage();

    expect(heading()).toBeVisible();
    expect(
      screen.getByText('Your past voice consultations with the AI Lawyer, newest first.'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your consultations...');
    expect(container.querySelectorAll('[data-consultation-skeleton]')).toHaveLength(3);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    response.open();
    await findCards(1);
    expect(container.querySelectorAll('[data-consultation-skeleton]')).toHaveLength(0);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reads the list only once there is a session', async () => {
    const calls = answerList([row('c-1')]);
    renderPage({ auth: 'loading' });
    expect(heading()).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your consultations...');
    // Give an eager query every chance to go out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toHaveLength(0);

    act(() => useAuthStore.setState(authStateFromSession(testSession(USER))));
    await findCards(1);
    expect(calls).toHaveLength(1);
  });
});

describe('no consultations yet', () => {
  it("says so, and 'Start Voice Consultation' opens the AI Lawyer", async () => {
    answerList([]);
    const { user } = renderPage({
      auth: USER,
      config: { ...testRuntimeConfig(), voice: { publicKey: 'public-key', assistantId: 'a-1' } },
    });

    const empty = await screen.findByRole('region', { name: 'No AI consultations yet' });
    expect(cards()).toHaveLength(0);
    await user.click(within(empty).getByRole('button', { name: 'Start Voice Consultation' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'ai-lawyer' });
  });
});

describe('the list', () => {
  it('shows each consultation as the database orders them, newest first, with its facts', async () => {
    const calls = answerList([
      row('c-3', {
        started_at: '2026-11-24T19:00:00Z',
        duration_seconds: 42,
        end_reason: 'assistant-said-end-call-phrase',
        transcript: [
          line('user', 'My landlord will not return my deposit.', '2026-11-24T19:00:03Z'),
          line('assistant', 'How much is it?', '2026-11-24T19:00:08Z'),
          line('user', 'Two months of rent.', '2026-11-24T19:00:15Z'),
        ],
      }),
      row('c-2', { started_at: '2026-11-22T05:15:00Z', end_reason: 'assistant-forwarded-call' }),
      row('c-1', {
        started_at: '2026-11-20T08:00:00Z',
        duration_seconds: 600,
        transcript: [line('assistant', 'Hello? Are you there?', '2026-11-20T08:00:02Z')],
        end_reason: 'silence-timed-out',
      }),
    ]);
    renderPage();

    const articles = await findCards(3);
    // 19:00 UTC on the 24th is already the 25th in India.
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      '25 Nov 2026, 12:30 am IST',
      '22 Nov 2026, 10:45 am IST',
      '20 Nov 2026, 1:30 pm IST',
    ]);
    expect(calls[0]!.url.searchParams.get('order')).toBe('started_at.desc,id.desc');

    const newest = card('25 Nov 2026, 12:30 am IST');
    expect(facts(newest)).toEqual({
      Duration: '42 s',
      'How it ended': 'The AI Lawyer ended the call.',
      Messages: '3 messages',
    });
    expect(newest).toHaveTextContent('You said: “My landlord will not return my deposit.”');
    expect(within(newest).getByRole('heading').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-24T19:00:00Z',
    );

    // A reason the page does not know is shown as stored.
    expect(facts(card('22 Nov 2026, 10:45 am IST'))).toEqual({
      Duration: '4 min 05 s',
      'How it ended': 'assistant-forwarded-call',
      Messages: '2 messages',
    });

    const oldest = card('20 Nov 2026, 1:30 pm IST');
    expect(facts(oldest)).toEqual({
      Duration: '10 min 00 s',
      'How it ended': 'The call ended after a long silence.',
      Messages: '1 message',
    });
    expect(oldest).toHaveTextContent('You did not say anything in this consultation.');
  });

  it('opens a card to its transcript, and closes it again', async () => {
    answerList([
      row('c-1', {
        transcript: [
          line('assistant', 'Namaste, how can I help you today?', '2026-11-24T10:00:02Z'),
          line('user', 'My landlord will not return\nmy deposit.', '2026-11-24T10:00:09Z'),
        ],
      }),
    ]);
    const { user } = renderPage();
    const [article] = await findCards(1);

    const toggle = within(article!).getByRole('button', { name: 'Show transcript' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleDescription('24 Nov 2026, 3:30 pm IST');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide transcript');
    expect(panel).toBeVisible();
    const lines = within(panel!).getAllByRole('listitem');
    expect(within(panel!).getByRole('list', { name: 'Transcript' })).toBeVisible();
    expect(lines.map((item) => item.textContent)).toEqual([
      'AI Lawyer3:30:02 pmNamaste, how can I help you today?',
      'You3:30:09 pmMy landlord will not return\nmy deposit.',
    ]);
    expect(within(lines[1]!).getByText('3:30:09 pm')).toHaveAttribute(
      'datetime',
      '2026-11-24T10:00:09Z',
    );

    // The keyboard closes it as well.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });
});

describe('deleting a consultation', () => {
  it('asks first, and Keep consultation sends nothing and returns focus', async () => {
    answerList([row('c-1')]);
    const sent = answerDelete(() => new HttpResponse(null, { status: 204 }));
    const { user } = renderPage();
    const [article] = await findCards(1);

    const trigger = within(article!).getByRole('button', { name: 'Delete' });
    expect(trigger).toHaveAccessibleDescription('24 Nov 2026, 3:30 pm IST');
    await user.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this consultation?' });
    expect(dialog).toHaveAccessibleDescription(
      'The consultation of 24 Nov 2026, 3:30 pm IST and its transcript will be deleted. This cannot be undone.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Keep consultation' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(sent).toHaveLength(0);
    expect(cards()).toHaveLength(1);
  });

  it('deletes on confirmation: one request by id, a toast, the card leaves, focus moves on', async () => {
    let rows = [
      row('c-3', { started_at: '2026-11-24T10:00:00Z' }),
      row('c-2', { started_at: '2026-11-23T10:00:00Z' }),
      row('c-1', { started_at: '2026-11-22T10:00:00Z' }),
    ];
    const reads = answerList(() => rows);
    const response = gate();
    const sent = answerDelete(() => {
      rows = rows.filter((stored) => stored.id !== 'c-2');
      return new HttpResponse(null, { status: 204 });
    }, response.opened);
    const { user } = renderPage();
    await findCards(3);

    await user.click(
      within(card('23 Nov 2026, 3:30 pm IST')).getByRole('button', { name: 'Delete' }),
    );
    const dialog = screen.getByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete consultation' });
    // Two clicks in one task, before any re-render could disable the button.
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Keep consultation' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    response.open();
    expect(await findToast('Consultation Deleted')).toBeInTheDocument();
    expect(
      await findToast('The consultation of 23 Nov 2026, 3:30 pm IST has been deleted.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await findCards(2);
    expect(screen.queryByRole('article', { name: '23 Nov 2026, 3:30 pm IST' })).toBeNull();
    // The card that took its place has the focus.
    await waitFor(() => expect(card('22 Nov 2026, 3:30 pm IST')).toHaveFocus());
    expect(sent).toEqual(['eq.c-2']);
    // The list is read again all the same, to pick up anything else that changed.
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it('moves focus to the card before when the last one goes, then to the heading', async () => {
    let rows = [
      row('c-2', { started_at: '2026-11-24T10:00:00Z' }),
      row('c-1', { started_at: '2026-11-22T10:00:00Z' }),
    ];
    answerList(() => rows);
    answerDelete(() => new HttpResponse(null, { status: 204 }));
    const { user } = renderPage();
    await findCards(2);

    rows = [rows[0]!];
    await user.click(
      within(card('22 Nov 2026, 3:30 pm IST')).getByRole('button', { name: 'Delete' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete consultation' }));
    await waitFor(() => expect(card('24 Nov 2026, 3:30 pm IST')).toHaveFocus());
    expect(cards()).toHaveLength(1);

    rows = [];
    await user.click(
      within(card('24 Nov 2026, 3:30 pm IST')).getByRole('button', { name: 'Delete' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete consultation' }));
    expect(await screen.findByRole('region', { name: 'No AI consultations yet' })).toBeVisible();
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('keeps the card and says why when the deletion fails', async () => {
    const reads = answerList([row('c-1')]);
    answerDelete(() =>
      HttpResponse.json(postgrestError('57014', 'canceling statement due to statement timeout'), {
        status: 500,
      }),
    );
    const { user } = renderPage();
    const [article] = await findCards(1);

    const trigger = within(article!).getByRole('button', { name: 'Delete' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Delete consultation' }));

    expect(await findToast('Deletion Failed')).toBeInTheDocument();
    expect(await findToast('canceling statement due to statement timeout')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cards()).toHaveLength(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    // Read again, so the page shows what is really stored.
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('says so in its own words when the failure has no sentence', async () => {
    answerList([row('c-1')]);
    answerDelete(() => HttpResponse.json({}, { status: 500 }));
    const { user } = renderPage();
    await findCards(1);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete consultation' }));
    expect(
      await findToast('An error occurred while deleting the consultation. Please try again.'),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });
});

describe('requesting a lawyer', () => {
  it('opens the consultation request prefilled with what the user said', async () => {
    answerList([
      row('c-1', {
        transcript: [
          line('assistant', 'Namaste, how can I help you today?', '2026-11-24T10:00:02Z'),
          line('user', ' My landlord will not return my deposit. ', '2026-11-24T10:00:09Z'),
          line('assistant', 'How much is it?', '2026-11-24T10:00:15Z'),
          line('user', 'Two months of rent.', '2026-11-24T10:00:21Z'),
        ],
      }),
    ]);
    const { user } = renderPage();
    const [article] = await findCards(1);

    await user.click(within(article!).getByRole('button', { name: 'Request a lawyer' }));
    expect(useOverlays.getState().current).toEqual({
      kind: 'consultation-request',
      draft: { description: 'My landlord will not return my deposit.\nTwo months of rent.' },
    });
  });

  it('cuts a long consultation to the length a request description may have', async () => {
    const long = 'a'.repeat(4000);
    answerList([
      row('c-1', {
        transcript: [
          line('user', long, '2026-11-24T10:00:09Z'),
          line('user', long, '2026-11-24T10:01:09Z'),
        ],
      }),
    ]);
    const { user } = renderPage();
    await findCards(1);

    await user.click(screen.getByRole('button', { name: 'Request a lawyer' }));
    const intent = useOverlays.getState().current as { draft: { description: string } };
    expect(intent.draft.description).toHaveLength(FIELD_LIMITS.description);
    expect(intent.draft.description.startsWith(`${long}\na`)).toBe(true);
  });
});

describe('loading failures', () => {
  it("shows the platform's sentence, no list, and Try again recovers", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const calls = mockPostgrest('get', TABLE, () =>
      failing
        ? {
            status: 500,
            body: postgrestError('57014', 'canceling statement due to statement timeout'),
          }
        : { body: [row('c-1')] },
    );
    const { user } = renderPage();

    const failure = await screen.findByRole('region', {
      name: 'Your AI consultations could not be loaded.',
    });
    // Never the server's own text.
    expect(within(failure).getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'No AI consultations yet' })).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('[mf_ai_lawyer]', expect.anything());

    failing = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await findCards(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it("gives the platform's sentence for a failure it knows, e.g. an expired session", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockPostgrest('get', TABLE, {
      status: 401,
      body: postgrestError('PGRST301', 'JWT expired'),
    });
    renderPage();
    const failure = await screen.findByRole('region', {
      name: 'Your AI consultations could not be loaded.',
    });
    expect(within(failure).getByRole('alert')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
  });
});
