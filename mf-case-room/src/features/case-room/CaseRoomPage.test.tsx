import { changeLanguage, useOverlays } from '@nyaya/shared-platform';
import { Route, Routes } from '@nyaya/shared-platform/router';
import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  server,
  TEST_SUPABASE_URL,
  type TestUser,
} from '@nyaya/shared-platform/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CaseRoomPage from '../../exposes/CaseRoomPage';
import { LEAVE_WAIT_MS } from './components/VideoCall';
import type { CaseMessage } from './model/messages';
import {
  answerMarkRead,
  answerMessages,
  answerRoom,
  answerUpload,
  caseRoom,
  CLIENT,
  LAWYER,
  message,
  REQUEST_ID,
  ROOM_ID,
} from './test-support';

// The first render of a file loads the whole page's modules: slow when packages test at once.
configure({ asyncUtilTimeout: 5_000 });

// The Realtime subscription is the hook's (tested in hooks/useLiveMessages.test.tsx); here it
// only hands the page the arrivals a test plays.
const live = vi.hoisted(() => ({ onArrival: undefined as ((m: CaseMessage) => void) | undefined }));
vi.mock('./hooks/useLiveMessages', () => ({
  useLiveMessages: (_roomId: string, onArrival?: (m: CaseMessage) => void) => {
    live.onArrival = onArrival;
  },
}));

// Daily Prebuilt at its module boundary: the frame that createFrame returns.
const daily = vi.hoisted(() => ({
  createFrame: vi.fn(),
  join: vi.fn(),
  destroy: vi.fn(),
  destroyed: false,
  /** A Prebuilt frame that never confirms it left (it did not load, the network dropped). */
  neverLeaves: false,
  handlers: {} as Record<string, (event?: unknown) => void>,
}));
vi.mock('@daily-co/daily-js', () => ({
  default: {
    createFrame: (...args: unknown[]) => {
      daily.createFrame(...args);
      daily.destroyed = false;
      const iframe = document.createElement('iframe');
      (args[0] as HTMLElement).append(iframe);
      return {
        join: daily.join,
        destroy: async () => {
          daily.destroy();
          if (daily.neverLeaves) return new Promise<void>(() => {});
          daily.destroyed = true;
          iframe.remove();
        },
        isDestroyed: () => daily.destroyed,
        iframe: () => iframe,
        on: (event: string, handler: (event?: unknown) => void) => {
          daily.handlers[event] = handler;
        },
      };
    },
  },
}));

// Before the meeting of caseRoom() (Tue 1 Dec 2026, 3:00 PM IST = 09:30 UTC).
const BEFORE = new Date('2026-11-29T10:30:00Z');
const IN_WINDOW = new Date('2026-12-01T09:25:00Z');
const AFTER_MEETING = new Date('2026-12-01T10:00:00Z');

function renderRoom(user: TestUser = CLIENT, id = REQUEST_ID) {
  return renderWithProviders(
    <Routes>
      <Route path="/cases/:id" element={<CaseRoomPage />} />
    </Routes>,
    { auth: user, route: `/cases/${id}` },
  );
}

function answerMeeting(answer: { status: number; body: object }) {
  const calls: unknown[] = [];
  server.use(
    http.post(`${TEST_SUPABASE_URL}/functions/v1/case-meeting`, async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return calls;
}

const PDF_BYTES = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: BEFORE });
  live.onArrival = undefined;
  daily.createFrame.mockReset();
  daily.join.mockReset();
  daily.destroy.mockReset();
  daily.neverLeaves = false;
  daily.handlers = {};
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/cases/:id', () => {
  it('says "Not found" alike for a room that is not the caller\'s and for an id that is no uuid', async () => {
    const asked = mockPostgrest('post', 'rpc/case_room', {
      status: 404,
      body: postgrestError('P0002', 'Not found'),
    });
    const { unmount } = renderRoom();
    expect(await screen.findByRole('heading', { name: 'Not found', level: 1 })).toBeInTheDocument();
    expect(asked[0]?.body).toEqual({ request_id: REQUEST_ID });
    const first = document.body.textContent;
    unmount();

    renderRoom(CLIENT, 'not-a-case');
    expect(await screen.findByRole('heading', { name: 'Not found', level: 1 })).toBeInTheDocument();
    expect(document.body.textContent).toBe(first);
    expect(asked).toHaveLength(1);
  });

  it('shows a skeleton while loading, and an error with Try again', async () => {
    let fail = true;
    mockPostgrest('post', 'rpc/case_room', () =>
      fail ? { status: 500, body: postgrestError('XX000', 'boom') } : { body: caseRoom() },
    );
    answerMessages({});
    answerMarkRead();
    renderRoom();
    expect(screen.getByLabelText('Loading the case room...')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByText('The case room could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Family Law case', level: 1 }),
    ).toBeInTheDocument();
  });

  it('shows the matter, the lawyer with a profile link, the status and the meeting time in IST', async () => {
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    renderRoom();
    expect(
      await screen.findByRole('heading', { name: 'Family Law case', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Custody of my daughter after the divorce.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute(
      'href',
      `/lawyers/${LAWYER.id}`,
    );
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByText('Tue, 1 Dec 2026, 3:00 PM IST')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The video consultation opens at Tue, 1 Dec 2026, 2:50 PM IST (10 minutes before the meeting).',
      ),
    ).toBeInTheDocument();
  });

  it('names an unlisted lawyer without a link, and the client to the lawyer', async () => {
    answerRoom(caseRoom({ lawyer: { id: LAWYER.id, name: 'Priya Sharma', listed: false } }));
    answerMessages({});
    answerMarkRead();
    const { unmount } = renderRoom();
    expect(await screen.findByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Priya Sharma' })).not.toBeInTheDocument();
    unmount();

    answerRoom(caseRoom({ role: 'lawyer', accountPhone: null }));
    renderRoom(LAWYER);
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('Client')).toBeInTheDocument();
  });

  it('downloads the meeting as an .ics file made in the page', async () => {
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:ics';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe(`nyaya-case-${REQUEST_ID}.ics`);
    const ics = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(blobs[0]!.type).toBe('text/calendar');
    expect(ics).toContain(`UID:case-${REQUEST_ID}@nyaya-connect`);
    expect(ics).toContain('DTSTART:20261201T093000Z');
    expect(ics).toContain('DTEND:20261201T103000Z');
    expect(ics).toContain('SUMMARY:NyayaConnect consultation: Family Law');
    expect(ics).toContain(`URL:${window.location.origin}/cases/${REQUEST_ID}`);
  });
});

describe('the conversation', () => {
  it('lists messages newest at the bottom in a polite log, with Sent or Read on mine', async () => {
    answerRoom(caseRoom());
    answerMessages({
      [ROOM_ID]: [
        message('m1', { created_at: '2026-11-29T09:00:00Z', body: 'Please send the FIR.' }),
        message('m2', {
          created_at: '2026-11-29T09:05:00Z',
          sender_id: CLIENT.id,
          body: 'Here it is.',
          read_at: '2026-11-29T09:06:00Z',
        }),
        message('m3', {
          created_at: '2026-11-29T09:10:00Z',
          sender_id: CLIENT.id,
          body: 'And the deed.',
        }),
      ],
    });
    const marks = answerMarkRead();
    renderRoom();
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    await within(log).findByText('And the deed.');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p:nth-child(2)')?.textContent)).toEqual([
      'Please send the FIR.',
      'Here it is.',
      'And the deed.',
    ]);
    expect(within(items[0]!).getByText(/Priya Sharma/)).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Sent')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Read')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Sent')).toBeInTheDocument();
    await waitFor(() => expect(marks).toHaveLength(1));
    expect(marks[0]?.body).toEqual({ room_id: ROOM_ID });
  });

  it('makes only https addresses links', async () => {
    answerRoom(caseRoom());
    answerMessages({
      [ROOM_ID]: [
        message('m1', { body: 'See https://indiankanoon.org/doc/1 or http://example.org' }),
      ],
    });
    answerMarkRead();
    renderRoom();
    const link = await screen.findByRole('link', { name: 'https://indiankanoon.org/doc/1' });
    expect(link).toHaveAttribute('href', 'https://indiankanoon.org/doc/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.queryByRole('link', { name: /http:\/\/example.org/ })).not.toBeInTheDocument();
  });

  it('loads earlier messages before the oldest one shown', async () => {
    // As the local stack's API writes timestamps (PostgreSQL's text form, microseconds kept).
    const page = Array.from({ length: 50 }, (_, index) =>
      message(`n${index}`, {
        created_at: `2026-11-29 09:00:${String(index).padStart(2, '0')}.123456+00`,
      }),
    );
    answerRoom(caseRoom());
    const reads = mockPostgrest('post', 'rpc/case_room_messages', (request) => ({
      body: (request.body as { before: string | null }).before
        ? [message('old', { created_at: '2026-11-28T09:00:00Z', body: 'The first message.' })]
        : [...page].reverse(),
    }));
    answerMarkRead();
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('The first message.')).toBeInTheDocument();
    expect(reads[0]?.body).toEqual({ room_id: ROOM_ID, before: null, max_rows: 50 });
    expect(reads.at(-1)?.body).toEqual({
      room_id: ROOM_ID,
      before: '2026-11-29T09:00:00.123456+00:00',
      max_rows: 50,
    });
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it("marks read again when the other party's message arrives while the tab is visible", async () => {
    answerRoom(caseRoom());
    answerMessages({});
    const marks = answerMarkRead();
    renderRoom();
    await waitFor(() => expect(marks).toHaveLength(1));
    live.onArrival?.(message('live', { sender_id: LAWYER.id }));
    await waitFor(() => expect(marks).toHaveLength(2));
    live.onArrival?.(message('mine', { sender_id: CLIENT.id }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(marks).toHaveLength(2);
  });

  it('downloads a document through a signed address valid 60 seconds', async () => {
    answerRoom(caseRoom());
    answerMessages({
      [ROOM_ID]: [
        message('d1', {
          body: '',
          attachment_path: `${ROOM_ID}/4f1e.pdf`,
          attachment_name: 'FIR copy.pdf',
          attachment_type: 'application/pdf',
          attachment_size: 245_760,
        }),
      ],
    });
    answerMarkRead();
    const signs: unknown[] = [];
    server.use(
      http.post(
        `${TEST_SUPABASE_URL}/storage/v1/object/sign/case-documents/*`,
        async ({ request }) => {
          signs.push({ url: new URL(request.url).pathname, body: await request.json() });
          return HttpResponse.json({
            signedURL: `/object/sign/case-documents/${ROOM_ID}/4f1e.pdf?token=t`,
          });
        },
      ),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderRoom();
    expect(await screen.findByText('Document: FIR copy.pdf (240 KB)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download FIR copy.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(signs).toEqual([
      {
        url: `/storage/v1/object/sign/case-documents/${ROOM_ID}/4f1e.pdf`,
        body: { expiresIn: 60 },
      },
    ]);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    const signed = new URL(anchor.href);
    expect(`${signed.origin}${signed.pathname}`).toBe(
      `${TEST_SUPABASE_URL}/storage/v1/object/sign/case-documents/${ROOM_ID}/4f1e.pdf`,
    );
    expect(signed.searchParams.get('token')).toBe('t');
    expect(signed.searchParams.get('download')).toBe('FIR copy.pdf');
  });
});

describe('the composer', () => {
  async function setup() {
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    renderRoom();
    await screen.findByRole('log', { name: 'Messages' });
  }

  it('says that messages and documents are shared with the other party, to each side', async () => {
    await setup();
    expect(await screen.findByLabelText('Attach a document')).toHaveAccessibleDescription(
      `PDF, JPEG or PNG, up to 10 MB. Your messages and the documents you attach are shared with Priya Sharma in this room.`,
    );
  });

  it('needs visible text or a document, and at most 4,000 characters', async () => {
    const sends = mockPostgrest('post', 'rpc/send_case_message', { body: message('x') });
    await setup();
    const box = await screen.findByLabelText('Message');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message or attach a document.')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(4001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('A message can be at most 4,000 characters.'),
    ).toBeInTheDocument();
    expect(sends).toHaveLength(0);
  });

  it('sends the text and shows the message as Sent', async () => {
    const sends = mockPostgrest('post', 'rpc/send_case_message', (request) => ({
      body: message('new', {
        sender_id: CLIENT.id,
        body: (request.body as { body: string }).body,
        created_at: '2026-11-29T10:30:00Z',
      }),
    }));
    await setup();
    const box = await screen.findByLabelText('Message');
    fireEvent.change(box, { target: { value: '  When can we meet?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('When can we meet?')).toBeInTheDocument();
    expect(within(log).getByText('Sent')).toBeInTheDocument();
    expect(sends[0]?.body).toEqual({
      room_id: ROOM_ID,
      body: 'When can we meet?',
      attachment_path: null,
      attachment_name: null,
    });
    expect(box).toHaveValue('');
  });

  it('keeps the text and says why when the database refuses', async () => {
    mockPostgrest('post', 'rpc/send_case_message', {
      status: 429,
      body: postgrestError(
        'PT429',
        'You are sending messages too quickly. Wait a minute and try again.',
      ),
    });
    await setup();
    const box = await screen.findByLabelText('Message');
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('You are sending messages too quickly. Wait a minute and try again.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('refuses a file of another type, over 10 MB, or whose content does not match its type', async () => {
    await setup();
    const picker = await screen.findByLabelText('Attach a document');
    fireEvent.change(picker, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText('Only PDF, JPEG or PNG files can be attached.'),
    ).toBeInTheDocument();

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(await screen.findByText('A document can be at most 10 MB.')).toBeInTheDocument();

    fireEvent.change(picker, {
      target: { files: [new File(['<html>'], 'fake.pdf', { type: 'application/pdf' })] },
    });
    expect(
      await screen.findByText(
        "This file's content does not match its type. Attach the original PDF, JPEG or PNG.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Attached:/)).not.toBeInTheDocument();
  });

  it('uploads the document to the room folder, then sends it with its name', async () => {
    const uploads = answerUpload();
    const sends = mockPostgrest('post', 'rpc/send_case_message', (request) => {
      const body = request.body as { attachment_path: string; attachment_name: string };
      return {
        body: message('doc', {
          sender_id: CLIENT.id,
          body: '',
          attachment_path: body.attachment_path,
          attachment_name: body.attachment_name,
          attachment_size: PDF_BYTES.length,
          created_at: '2026-11-29T10:30:00Z',
        }),
      };
    });
    await setup();
    fireEvent.change(await screen.findByLabelText('Attach a document'), {
      target: {
        files: [new File([new Uint8Array(PDF_BYTES)], 'FIR copy.pdf', { type: 'application/pdf' })],
      },
    });
    expect(await screen.findByText('Attached: FIR copy.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByRole('button', { name: 'Download FIR copy.pdf' }),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.path).toMatch(
      new RegExp(
        `^${ROOM_ID}/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.pdf$`,
      ),
    );
    expect(uploads[0]?.contentType).toBe('application/pdf');
    expect(uploads[0]?.size).toBe(PDF_BYTES.length);
    expect(sends[0]?.body).toEqual({
      room_id: ROOM_ID,
      body: '',
      attachment_path: uploads[0]?.path,
      attachment_name: 'FIR copy.pdf',
    });
    expect(screen.queryByText('Attached: FIR copy.pdf')).not.toBeInTheDocument();
  });

  it('keeps the message when the upload fails, and sends nothing', async () => {
    answerUpload(403);
    const sends = mockPostgrest('post', 'rpc/send_case_message', { body: message('x') });
    await setup();
    fireEvent.change(await screen.findByLabelText('Message'), {
      target: { value: 'The deed, page 2.' },
    });
    fireEvent.change(screen.getByLabelText('Attach a document'), {
      target: {
        files: [new File([new Uint8Array(PDF_BYTES)], 'deed.pdf', { type: 'application/pdf' })],
      },
    });
    await screen.findByText('Attached: deed.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'The document could not be uploaded. Your message is kept; try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('The deed, page 2.');
    expect(screen.getByText('Attached: deed.pdf')).toBeInTheDocument();
    expect(sends).toHaveLength(0);
  });
});

describe('a closed room', () => {
  it('is read-only, and lists the earlier conversations to open in place', async () => {
    answerRoom(
      caseRoom({
        readOnly: true,
        status: 'assigned',
        scheduledFor: null,
        earlierRooms: [
          {
            roomId: 'room-earlier',
            lawyerName: 'Anil Kumar',
            openedAt: '2026-11-20T08:00:00Z',
            closedAt: '2026-11-22T08:00:00Z',
          },
        ],
      }),
    );
    const reads = answerMessages({
      [ROOM_ID]: [message('m1', { body: 'Last words.' })],
      'room-earlier': [
        message('e1', { room_id: 'room-earlier', sender_id: 'lawyer-0', body: 'I must withdraw.' }),
      ],
    });
    const marks = answerMarkRead();
    renderRoom();
    expect(await screen.findByText('This conversation is closed.')).toBeInTheDocument();
    expect(await screen.findByText('Last words.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    expect(
      screen.getByRole('heading', { name: 'Earlier conversation with Anil Kumar' }),
    ).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026 to 22 Nov 2026')).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', { name: 'Show: Earlier conversation with Anil Kumar' }),
    );
    const earlier = await screen.findByRole('log', {
      name: 'Earlier conversation with Anil Kumar',
    });
    expect(await within(earlier).findByText('I must withdraw.')).toBeInTheDocument();
    expect(within(earlier).getByText(/Anil Kumar/)).toBeInTheDocument();
    expect(reads.map((read) => (read.body as { room_id: string }).room_id)).toContain(
      'room-earlier',
    );
    expect(marks).toHaveLength(0);
  });
});

describe('the meeting', () => {
  it("says the meeting is not scheduled yet, in each party's words", async () => {
    answerRoom(caseRoom({ status: 'assigned', scheduledFor: null }));
    answerMessages({});
    answerMarkRead();
    const { unmount } = renderRoom();
    expect(
      await screen.findByText('Your lawyer has not scheduled a meeting yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not scheduled yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
    unmount();
    answerRoom(caseRoom({ role: 'lawyer', status: 'assigned', scheduledFor: null }));
    renderRoom(LAWYER);
    expect(
      await screen.findByText('Schedule a meeting from your dashboard to meet by video.'),
    ).toBeInTheDocument();
  });

  it('joins Daily Prebuilt with the ticket of the meeting route, and Leave destroys the frame', async () => {
    vi.setSystemTime(IN_WINDOW);
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    const calls = answerMeeting({
      status: 200,
      body: {
        url: 'https://nyaya.daily.co/case-7a0f',
        token: 'meeting-token',
        expiresAt: '2026-12-01T10:30:00Z',
      },
    });
    daily.join.mockResolvedValue({});
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Join video consultation' }));
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(calls).toEqual([{ requestId: REQUEST_ID }]);
    expect(daily.createFrame).toHaveBeenCalledTimes(1);
    expect(daily.createFrame.mock.calls[0]?.[0]).toBeInstanceOf(HTMLDivElement);
    expect(daily.join).toHaveBeenCalledWith({
      url: 'https://nyaya.daily.co/case-7a0f',
      token: 'meeting-token',
      userData: { role: 'client' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(
      await screen.findByRole('button', { name: 'Join video consultation' }),
    ).toBeInTheDocument();
    expect(daily.destroy).toHaveBeenCalledTimes(1);
  });

  it('leaves even when Prebuilt never confirms it left: the frame is removed without it', async () => {
    vi.setSystemTime(IN_WINDOW);
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    answerMeeting({
      status: 200,
      body: {
        url: 'https://nyaya.daily.co/case-7a0f',
        token: 't',
        expiresAt: '2026-12-01T10:30:00Z',
      },
    });
    daily.join.mockResolvedValue({});
    daily.neverLeaves = true;
    const { container } = renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Join video consultation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(container.querySelector('iframe')).not.toBeNull();
    expect(
      await screen.findByRole(
        'button',
        { name: 'Join video consultation' },
        { timeout: LEAVE_WAIT_MS + 2000 },
      ),
    ).toBeInTheDocument();
    expect(daily.destroy).toHaveBeenCalledTimes(1);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('says plainly that video is not available and offers the phone (503)', async () => {
    vi.setSystemTime(IN_WINDOW);
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    answerMeeting({ status: 503, body: { error: 'video_unavailable' } });
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Join video consultation' }));
    expect(
      await screen.findByText('Video consultation is not available right now.'),
    ).toBeInTheDocument();
    expect(daily.createFrame).not.toHaveBeenCalled();
    expect(
      screen.getByRole('switch', { name: 'Share my phone number with my lawyer' }),
    ).not.toBeChecked();
  });

  it('says the same when joining the Daily room fails, and leaves no frame behind', async () => {
    vi.setSystemTime(IN_WINDOW);
    answerRoom(
      caseRoom({
        role: 'lawyer',
        phoneShared: true,
        sharedPhone: '+919876543210',
        accountPhone: null,
      }),
    );
    answerMessages({});
    answerMarkRead();
    answerMeeting({
      status: 200,
      body: {
        url: 'https://nyaya.daily.co/case-7a0f',
        token: 't',
        expiresAt: '2026-12-01T10:30:00Z',
      },
    });
    daily.join.mockRejectedValue(new Error('network'));
    renderRoom(LAWYER);
    fireEvent.click(await screen.findByRole('button', { name: 'Join video consultation' }));
    expect(
      await screen.findByText('Video consultation is not available right now.'),
    ).toBeInTheDocument();
    expect(daily.destroy).toHaveBeenCalledTimes(1);
    expect(daily.join.mock.calls[0]?.[0]).toMatchObject({ userData: { role: 'lawyer' } });
    expect(screen.getByRole('link', { name: '+919876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByText(/Client's phone:/)).toBeInTheDocument();
  });

  it('ends the call plainly when Daily reports an error after joining', async () => {
    vi.setSystemTime(IN_WINDOW);
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    answerMeeting({
      status: 200,
      body: {
        url: 'https://nyaya.daily.co/case-7a0f',
        token: 't',
        expiresAt: '2026-12-01T10:30:00Z',
      },
    });
    daily.join.mockResolvedValue({});
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Join video consultation' }));
    await screen.findByRole('button', { name: 'Leave' });
    act(() => daily.handlers.error?.({ action: 'error', errorMsg: 'connection lost' }));
    expect(
      await screen.findByText('Video consultation is not available right now.'),
    ).toBeInTheDocument();
    expect(daily.destroy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Join video consultation' })).toBeInTheDocument();
  });

  it('goes back to Join when the person leaves from inside Daily Prebuilt', async () => {
    vi.setSystemTime(IN_WINDOW);
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    answerMeeting({
      status: 200,
      body: {
        url: 'https://nyaya.daily.co/case-7a0f',
        token: 't',
        expiresAt: '2026-12-01T10:30:00Z',
      },
    });
    daily.join.mockResolvedValue({});
    renderRoom();
    fireEvent.click(await screen.findByRole('button', { name: 'Join video consultation' }));
    await screen.findByRole('button', { name: 'Leave' });
    act(() => daily.handlers['left-meeting']?.());
    expect(
      await screen.findByRole('button', { name: 'Join video consultation' }),
    ).toBeInTheDocument();
    expect(daily.destroy).toHaveBeenCalledTimes(1);
    expect(
      screen.queryByText('Video consultation is not available right now.'),
    ).not.toBeInTheDocument();
  });

  it('has nothing to join after the window', async () => {
    vi.setSystemTime(new Date('2026-12-01T11:00:00Z'));
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    renderRoom();
    expect(
      await screen.findByText('The time for this video consultation has passed.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Join video consultation' }),
    ).not.toBeInTheDocument();
  });
});

describe('phone sharing', () => {
  it('shares the account phone with the lawyer, and stops sharing', async () => {
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    const saves = mockPostgrest('post', 'rpc/set_case_phone_sharing', (request) => {
      const { phone } = request.body as { phone: string | null };
      return { body: { phoneShared: phone !== null, sharedPhone: phone } };
    });
    renderRoom();
    const toggle = await screen.findByRole('switch', {
      name: 'Share my phone number with my lawyer',
    });
    expect(screen.getByText('Your lawyer does not see your phone number.')).toBeInTheDocument();
    fireEvent.click(toggle);
    const field = screen.getByLabelText('Mobile number');
    expect(field).toHaveValue('+919876543210');
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share this number' }));
    expect(
      await screen.findByText('Enter a valid Indian mobile number, like +91 98765 43210.'),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    fireEvent.change(field, { target: { value: '+91 98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share this number' }));
    expect(
      await screen.findByText('Your lawyer sees +919876543210 in this case room only.'),
    ).toBeInTheDocument();
    expect(saves[0]?.body).toEqual({ room_id: ROOM_ID, phone: '+919876543210' });
    expect(toggle).toBeChecked();

    fireEvent.click(toggle);
    expect(
      await screen.findByText('Your lawyer does not see your phone number.'),
    ).toBeInTheDocument();
    expect(saves[1]?.body).toEqual({ room_id: ROOM_ID, phone: null });
    expect(toggle).not.toBeChecked();
  });

  it('tells the lawyer when the client has not shared a number', async () => {
    answerRoom(caseRoom({ role: 'lawyer', accountPhone: null }));
    answerMessages({});
    answerMarkRead();
    renderRoom(LAWYER);
    expect(
      await screen.findByText('The client has not shared a phone number.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('completion', () => {
  it('asks the lawyer to mark the case completed once the meeting time has passed', async () => {
    vi.setSystemTime(AFTER_MEETING);
    let status = 'scheduled';
    answerRoom(() => caseRoom({ role: 'lawyer', accountPhone: null, status }));
    answerMessages({});
    answerMarkRead();
    const completes = mockPostgrest('post', 'rpc/complete_consultation_request', () => {
      status = 'completed';
      return { body: { status } };
    });
    renderRoom(LAWYER);
    expect(
      await screen.findByText(
        'The meeting time has passed. Mark this case completed when the consultation is done.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(completes[0]?.body).toEqual({ request_id: REQUEST_ID });
    expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
  });

  it('does not ask the client, nor before the meeting time', async () => {
    vi.setSystemTime(AFTER_MEETING);
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    const { unmount } = renderRoom();
    await screen.findByRole('heading', { name: 'Family Law case', level: 1 });
    expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
    unmount();
    vi.setSystemTime(IN_WINDOW);
    answerRoom(caseRoom({ role: 'lawyer', accountPhone: null }));
    renderRoom(LAWYER);
    await screen.findByRole('button', { name: 'Join video consultation' });
    expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
  });
});

describe('rating the consultation', () => {
  const completedRoom = () =>
    caseRoom({ status: 'completed', readOnly: true, scheduledFor: '2026-11-20T09:30:00Z' });

  function reviewRow(overrides: Record<string, unknown> = {}) {
    // Posted the day before BEFORE (29 Nov 2026): editable until 12 Dec 2026.
    return { rating: 4, created_at: '2026-11-28T10:30:00Z', hidden_at: null, ...overrides };
  }

  async function findReviewSection() {
    return screen.findByRole('region', { name: 'Your review' });
  }

  it('offers the client of a completed case "Rate your consultation", opening the rating dialog', async () => {
    answerRoom(completedRoom());
    answerMessages({});
    const reads = mockPostgrest('get', 'lawyer_reviews', { body: [] });
    renderRoom();
    const section = await findReviewSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Rate your consultation' }));
    expect(useOverlays.getState().current).toEqual({
      kind: 'rate-consultation',
      requestId: REQUEST_ID,
      lawyerName: 'Priya Sharma',
    });
    expect(reads[0]!.url.searchParams.get('request_id')).toBe(`eq.${REQUEST_ID}`);
    expect(reads[0]!.url.searchParams.get('client_id')).toBe(`eq.${CLIENT.id}`);
  });

  it('shows the stars given and "Edit your review" while it can be edited, then reads it again when the dialog closes', async () => {
    answerRoom(completedRoom());
    answerMessages({});
    let rows: object[] = [];
    const reads = mockPostgrest('get', 'lawyer_reviews', () => ({ body: rows }));
    renderRoom();
    const section = await findReviewSection();
    const rate = within(section).getByRole('button', { name: 'Rate your consultation' });
    fireEvent.click(rate);

    // The dialog (mf_client_dashboard's, in the shell) posts the review and closes.
    rows = [reviewRow()];
    act(() => useOverlays.getState().close());

    expect(
      await within(section).findByText(/You rated this consultation 4 out of 5\./),
    ).toHaveTextContent(
      'You rated this consultation 4 out of 5. You can edit it until 12 Dec 2026.',
    );
    const edit = within(section).getByRole('button', { name: 'Edit your review' });
    expect(edit).toHaveAccessibleDescription('You can edit it until 12 Dec 2026.');
    expect(reads).toHaveLength(2);
  });

  it('offers no edit after 14 days, and says when our team hid the review', async () => {
    answerRoom(completedRoom());
    answerMessages({});
    mockPostgrest('get', 'lawyer_reviews', {
      body: [reviewRow({ rating: 2, created_at: '2026-11-10T10:30:00Z' })],
    });
    const { unmount } = renderRoom();
    const section = await findReviewSection();
    expect(
      await within(section).findByText('You rated this consultation 2 out of 5.'),
    ).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
    unmount();

    mockPostgrest('get', 'lawyer_reviews', {
      body: [reviewRow({ hidden_at: '2026-11-28T12:00:00Z' })],
    });
    renderRoom();
    expect(
      await within(await findReviewSection()).findByText('Your review was hidden by our team.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit your review' })).toBeNull();
  });

  it('offers nothing to the lawyer, nor before the case is completed', async () => {
    const reads = mockPostgrest('get', 'lawyer_reviews', { body: [] });
    answerRoom(caseRoom({ ...completedRoom(), role: 'lawyer', accountPhone: null }));
    answerMessages({});
    const { unmount } = renderRoom(LAWYER);
    await screen.findByRole('heading', { name: 'Family Law case', level: 1 });
    expect(screen.queryByRole('button', { name: 'Rate your consultation' })).toBeNull();
    unmount();

    answerRoom(caseRoom());
    answerMarkRead();
    renderRoom();
    await screen.findByRole('heading', { name: 'Family Law case', level: 1 });
    expect(screen.queryByRole('region', { name: 'Your review' })).toBeNull();
    expect(reads).toHaveLength(0);
  });
});

describe('in Hindi (docs/product/languages.md)', () => {
  beforeEach(async () => {
    await changeLanguage('hi');
  });

  afterEach(async () => {
    await changeLanguage('en');
  });

  it('shows the matter by its Hindi name, the meeting time in hi-IN and the composer in Hindi', async () => {
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    renderRoom();
    expect(
      await screen.findByRole('heading', { name: 'पारिवारिक कानून मामला', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('मंगल, 1 दिसंबर 2026, दोपहर 3:00 IST')).toBeInTheDocument();
    expect(
      screen.getByText(
        'वीडियो परामर्श मंगल, 1 दिसंबर 2026, दोपहर 2:50 IST पर खुलेगा (मीटिंग से 10 मिनट पहले)।',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('log', { name: 'संदेश' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कैलेंडर में जोड़ें' })).toBeInTheDocument();
  });

  it("says the database's refusal of a message in Hindi, never in its English words", async () => {
    mockPostgrest('post', 'rpc/send_case_message', {
      status: 429,
      body: postgrestError(
        'PT429',
        'You are sending messages too quickly. Wait a minute and try again.',
      ),
    });
    answerRoom(caseRoom());
    answerMessages({});
    answerMarkRead();
    renderRoom();
    await screen.findByRole('log', { name: 'संदेश' });
    const box = screen.getByRole('textbox', { name: 'संदेश' });
    fireEvent.change(box, { target: { value: 'नमस्ते' } });
    fireEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(
      await screen.findByText('आप बहुत जल्दी-जल्दी संदेश भेज रहे हैं। एक मिनट रुककर फिर से कोशिश करें।'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('नमस्ते');
  });
});
