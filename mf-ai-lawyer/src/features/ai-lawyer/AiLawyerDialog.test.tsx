import { useOverlays } from '@nyaya/shared-platform';
import {
  mockPostgrest,
  postgrestError,
  renderWithProviders,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AiLawyerDialog from '../../exposes/AiLawyerDialog';
import { FAKE_CALL, FakeVoiceClient } from '../../test/fakeVoiceClient';
import { loadVoiceClient } from './voice/voiceClient';

// The seam: the SDK is never loaded here; the fake plays its part.
vi.mock('./voice/voiceClient', () => ({ loadVoiceClient: vi.fn() }));
const loadClient = vi.mocked(loadVoiceClient);

const VOICE = { publicKey: 'public-key', assistantId: 'assistant-1' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const CONNECTING = 'Connecting to AI Lawyer...';
const CONNECTED = 'Connected - AI Lawyer is listening';
const SAVE_FAILED = 'We could not save this consultation to your history.';

let client: FakeVoiceClient;

interface MediaOptions {
  permission?: PermissionState;
  devices?: Pick<MediaDeviceInfo, 'kind'>[];
  webrtc?: boolean;
  getUserMedia?: boolean;
}

/** The browser's media APIs as the dialog checks them before a call (jsdom has none). */
function stubMedia({
  permission = 'prompt',
  devices = [{ kind: 'audioinput' }, { kind: 'audiooutput' }],
  webrtc = true,
  getUserMedia = true,
}: MediaOptions = {}) {
  vi.stubGlobal('RTCPeerConnection', webrtc ? class {} : undefined);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia
      ? { getUserMedia: vi.fn(), enumerateDevices: vi.fn(async () => devices) }
      : undefined,
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: vi.fn(async () => ({ state: permission })) },
  });
}

/** The user's remembered transcript choice (null: not chosen yet). */
function rememberedChoice(keep: boolean | null) {
  return mockPostgrest('get', 'ai_lawyer_preferences', {
    body: keep === null ? [] : [{ keep_transcripts: keep }],
  });
}

beforeEach(() => {
  client = new FakeVoiceClient();
  loadClient.mockReset();
  loadClient.mockResolvedValue(client);
  stubMedia();
  // Most calls here are kept; the choice itself is tried in its own describe.
  rememberedChoice(true);
});

// Before the shared clean-up: a call still under way ends when its dialog unmounts, and what
// that ending does (a toast, a save) must belong to this test, not leak into the next one.
afterEach(async () => {
  cleanup();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(navigator, 'permissions');
});

function renderDialog({ voice = VOICE }: { voice?: typeof VOICE | object } = {}) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <AiLawyerDialog intent={{ kind: 'ai-lawyer' }} onClose={onClose} />,
    { auth: { id: 'user-1', fullName: 'Asha Rao' }, config: { ...testRuntimeConfig(), voice } },
  );
  return { ...view, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'AI Lawyer Assistant' });
const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });
const queryButton = (name: string | RegExp) => within(dialog()).queryByRole('button', { name });

/**
 * Toasts live in the Toaster's region ('Notifications (F8)'), which the modal dialog hides from
 * the accessibility tree while it is open (hence `hidden: true`).
 */
async function findToast(title: string, description?: string) {
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true });
  const toast = (await within(region).findByText(title)).closest('li')!;
  if (description !== undefined) expect(toast).toHaveTextContent(description);
  return toast;
}

function toastTitles(): string[] {
  const region = screen.queryByRole('region', { name: /Notifications/, hidden: true });
  if (!region) return [];
  return within(region)
    .queryAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent ?? '');
}

/** Presses Start and waits for the SDK's start() to have been called. */
async function startCall(view: Pick<ReturnType<typeof renderDialog>, 'user'>) {
  // Start waits for the remembered transcript choice.
  await waitFor(() => expect(button('Start Voice Consultation')).toBeEnabled());
  await view.user.click(button('Start Voice Consultation'));
  await waitFor(() => expect(client.start).toHaveBeenCalled());
}

/** Starts a call and lets the SDK say the AI Lawyer is listening. */
async function connect(view: Pick<ReturnType<typeof renderDialog>, 'user'>) {
  await startCall(view);
  act(() => client.emit('call-start'));
  await screen.findByText(CONNECTED);
}

/** Connects, and the user and the AI Lawyer each say a line. */
async function talk(view: Pick<ReturnType<typeof renderDialog>, 'user'>) {
  await connect(view);
  act(() => {
    client.say('user', 'My landlord kept my deposit.');
    client.say('assistant', 'Send a legal notice first.');
  });
}

/** The consultation id the call was started with. */
function consultationId(): string {
  const overrides = client.start.mock.calls[0]![1] as { metadata: { consultationId: string } };
  return overrides.metadata.consultationId;
}

describe('AiLawyerDialog: the call states', () => {
  it("is titled 'AI Lawyer Assistant' and starts idle, with one Close button", async () => {
    renderDialog();
    expect(dialog()).toBeVisible();
    await waitFor(() => expect(button('Start Voice Consultation')).toBeEnabled());
    expect(within(dialog()).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    expect(queryButton('Mute')).not.toBeInTheDocument();
    expect(queryButton('End Call')).not.toBeInTheDocument();
  });

  it('links to the consultation history, except during a call', async () => {
    const view = renderDialog();
    const history = within(dialog()).getByRole('link', { name: 'Your consultation history' });
    expect(history).toHaveAttribute('href', '/ai-consultations');
    await connect(view);
    expect(
      within(dialog()).queryByRole('link', { name: 'Your consultation history' }),
    ).not.toBeInTheDocument();
  });

  it('does not load the voice SDK before Start is pressed', () => {
    renderDialog();
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('calls onClose from Close and on Escape while idle', async () => {
    const view = renderDialog();
    await view.user.click(button('Close'));
    await view.user.keyboard('{Escape}');
    expect(view.onClose).toHaveBeenCalledTimes(2);
  });

  it("moves to connecting on Start: the page's client, with the assistant and the call metadata", async () => {
    const view = renderDialog();
    await startCall(view);

    expect(within(dialog()).getByRole('status')).toHaveTextContent(CONNECTING);
    expect(queryButton('Start Voice Consultation')).not.toBeInTheDocument();
    expect(button('Close')).toBeVisible();
    expect(loadClient).toHaveBeenCalledExactlyOnceWith('public-key');
    expect(client.start).toHaveBeenCalledExactlyOnceWith('assistant-1', {
      metadata: { userId: 'user-1', consultationId: expect.stringMatching(UUID) },
    });
  });

  it("moves to connected on the SDK's call-start, with Mute and End Call and the 'Connected' toast", async () => {
    const view = renderDialog();
    await startCall(view);
    expect(queryButton('Mute')).not.toBeInTheDocument();

    act(() => client.emit('call-start'));

    expect(await screen.findByText(CONNECTED)).toBeVisible();
    expect(screen.queryByText(CONNECTING)).not.toBeInTheDocument();
    expect(button('Mute')).toBeVisible();
    expect(button('End Call')).toBeVisible();
    expect(button('Close')).toBeVisible();
    await findToast('Connected', 'AI Lawyer is now listening. Start speaking!');
  });

  it('gives every call a new consultation id', async () => {
    const view = renderDialog();
    await connect(view);
    const first = consultationId();
    act(() => client.endCall());
    await view.user.click(
      await within(dialog()).findByRole('button', { name: 'Start Voice Consultation' }),
    );
    await waitFor(() => expect(client.start).toHaveBeenCalledTimes(2));
    const second = (client.start.mock.calls[1]![1] as { metadata: { consultationId: string } })
      .metadata.consultationId;
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('mutes and unmutes the microphone while connected', async () => {
    const view = renderDialog();
    await connect(view);

    await view.user.click(button('Mute'));
    expect(client.setMuted).toHaveBeenLastCalledWith(true);
    expect(button('Unmute')).toBeVisible();
    expect(queryButton('Mute')).not.toBeInTheDocument();

    await view.user.click(button('Unmute'));
    expect(client.setMuted).toHaveBeenLastCalledWith(false);
    expect(button('Mute')).toBeVisible();
  });

  it('offers no mute while connecting', async () => {
    const view = renderDialog();
    await startCall(view);
    expect(queryButton(/Mute/)).not.toBeInTheDocument();
    expect(client.setMuted).not.toHaveBeenCalled();
  });

  it("End Call stops the call, closes the dialog and says 'Call Ended'", async () => {
    const view = renderDialog();
    await connect(view);

    await view.user.click(button('End Call'));

    await waitFor(() => expect(view.onClose).toHaveBeenCalledTimes(1));
    expect(client.stop).toHaveBeenCalledTimes(1);
    expect(client.listenerCount()).toBe(0);
    await findToast('Call Ended', 'Your session with the AI Lawyer has ended.');
    // The SDK's own call-end after stop() is not told twice.
    expect(toastTitles().filter((title) => title.includes('Call Ended'))).toHaveLength(1);
  });

  it("returns to idle on the SDK's call-end, keeps the dialog open and says 'Call Ended'", async () => {
    const view = renderDialog();
    await connect(view);

    act(() => client.endCall());

    expect(
      await within(dialog()).findByRole('button', { name: 'Start Voice Consultation' }),
    ).toBeVisible();
    expect(queryButton('End Call')).not.toBeInTheDocument();
    expect(screen.queryByText(CONNECTED)).not.toBeInTheDocument();
    await findToast('Call Ended', 'Your session with the AI Lawyer has ended.');
    expect(view.onClose).not.toHaveBeenCalled();
    expect(client.stop).not.toHaveBeenCalled();
    expect(client.listenerCount()).toBe(0);
  });

  it("returns to idle on the SDK's error, stops the call and says 'Connection Error'", async () => {
    const view = renderDialog();
    await connect(view);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    act(() => client.emit('error', { type: 'daily-error', error: { message: 'ejected' } }));

    await findToast('Connection Error', 'Failed to connect to AI Lawyer. Please try again.');
    expect(button('Start Voice Consultation')).toBeVisible();
    expect(client.stop).toHaveBeenCalledTimes(1);
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it('returns to idle on an error while connecting', async () => {
    const view = renderDialog();
    await startCall(view);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    act(() => client.emit('error', { type: 'daily-error' }));

    await findToast('Connection Error');
    expect(button('Start Voice Consultation')).toBeVisible();
  });

  it('carries on after an error the SDK reports as recoverable', async () => {
    const view = renderDialog();
    await connect(view);

    act(() => client.emit('error', { type: 'audio-processing-setup-error' }));

    expect(screen.getByText(CONNECTED)).toBeVisible();
    expect(client.stop).not.toHaveBeenCalled();
  });

  it.each([
    ['resolves null', () => client.start.mockResolvedValue(null)],
    ['rejects', () => client.start.mockRejectedValue(new Error('network'))],
    ['cannot load the SDK', () => loadClient.mockRejectedValue(new Error('chunk failed'))],
  ])("says 'Failed to Start' and returns to idle when the start %s", async (_case, fail) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fail();
    const view = renderDialog();
    await view.user.click(button('Start Voice Consultation'));

    await findToast('Failed to Start', 'Could not start the AI Lawyer session. Please try again.');
    expect(button('Start Voice Consultation')).toBeVisible();
    expect(screen.queryByText(CONNECTING)).not.toBeInTheDocument();
    expect(toastTitles().some((title) => title.includes('Connection Error'))).toBe(false);
    expect(client.listenerCount()).toBe(0);
  });

  it("tells one failure once: the SDK's error during a failed start is the start's", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    client.start.mockImplementation(async () => {
      client.emit('error', { type: 'start-method-error', error: { message: 'HTTP 500' } });
      return null;
    });
    const view = renderDialog();
    await view.user.click(button('Start Voice Consultation'));

    await findToast('Failed to Start');
    expect(toastTitles()).toHaveLength(1);
  });

  it('does nothing on a second start while one is under way', async () => {
    let finishStart: (call: null) => void = () => {};
    client.start.mockImplementation(() => new Promise((resolve) => (finishStart = resolve)));
    const view = renderDialog();

    await view.user.dblClick(button('Start Voice Consultation'));
    await waitFor(() => expect(client.start).toHaveBeenCalled());
    expect(queryButton('Start Voice Consultation')).not.toBeInTheDocument();

    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(client.start).toHaveBeenCalledTimes(1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => finishStart(null));
  });

  it('ends a call under way when the dialog goes away', async () => {
    const view = renderDialog();
    await connect(view);

    view.unmount();

    await waitFor(() => expect(client.stop).toHaveBeenCalledTimes(1));
    expect(client.listenerCount()).toBe(0);
  });

  it('ends the call on Close while connected, and closes', async () => {
    const view = renderDialog();
    await connect(view);

    await view.user.click(button('Close'));

    await waitFor(() => expect(view.onClose).toHaveBeenCalledTimes(1));
    expect(client.stop).toHaveBeenCalledTimes(1);
  });

  it('stops what the SDK joined when the dialog was closed while connecting', async () => {
    let finishStart: (call: typeof FAKE_CALL) => void = () => {};
    client.start.mockImplementation(() => new Promise((resolve) => (finishStart = resolve)));
    const view = renderDialog();
    await startCall(view);

    await view.user.click(button('Close'));
    await waitFor(() => expect(view.onClose).toHaveBeenCalledTimes(1));
    await act(async () => finishStart(FAKE_CALL));

    await waitFor(() => expect(client.stop).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(CONNECTED)).not.toBeInTheDocument();
  });
});

describe('AiLawyerDialog: keyboard', () => {
  it('moves focus to Mute once connected, and back to Start when the call ends', async () => {
    const view = renderDialog();
    await waitFor(() => expect(button('Start Voice Consultation')).toBeEnabled());
    button('Start Voice Consultation').focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(client.start).toHaveBeenCalled());

    act(() => client.emit('call-start'));
    await waitFor(() => expect(button('Mute')).toHaveFocus());

    act(() => client.endCall());
    await waitFor(() => expect(button('Start Voice Consultation')).toHaveFocus());
  });
});

describe('AiLawyerDialog: level and transcript', () => {
  it("shows the AI Lawyer's voice level from the SDK's volume-level as a named meter", async () => {
    const view = renderDialog();
    await connect(view);
    const meter = within(dialog()).getByRole('meter', { name: 'AI Lawyer voice level' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');

    act(() => client.emit('volume-level', 0.42));
    expect(meter).toHaveAttribute('aria-valuenow', '42');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
  });

  it('shows final transcript lines only, each with its speaker, in a polite live region', async () => {
    const view = renderDialog();
    await connect(view);
    const log = within(dialog()).getByRole('log', { name: 'Transcript' });
    expect(log).toHaveAttribute('aria-live', 'polite');

    act(() => {
      client.say('user', 'My landlord', 'partial');
      client.say('user', 'My landlord kept my deposit.');
      client.say('assistant', 'How much was the deposit?', 'partial');
      client.say('assistant', 'How much was the deposit?');
      client.emit('message', { type: 'speech-update', status: 'started', role: 'assistant' });
    });

    const lines = within(log).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'You: My landlord kept my deposit.',
      'AI Lawyer: How much was the deposit?',
    ]);

    mockPostgrest('post', 'ai_consultations', { status: 201 });
    act(() => client.endCall());
    await within(dialog()).findByRole('link', { name: 'View your consultation history' });
  });
});

describe('AiLawyerDialog: saving the consultation', () => {
  it('saves the final transcript, duration and end reason when the call ends', async () => {
    const inserts = mockPostgrest('post', 'ai_consultations', { status: 201 });
    const view = renderDialog();
    await talk(view);

    act(() => client.endCall('assistant-ended-call'));

    const link = await within(dialog()).findByRole('link', {
      name: 'View your consultation history',
    });
    expect(link).toHaveAttribute('href', '/ai-consultations');
    expect(within(dialog()).getByText('This consultation is saved in your history.')).toBeVisible();
    expect(inserts).toHaveLength(1);
    const body = inserts[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      id: consultationId(),
      started_at: expect.any(String),
      ended_at: expect.any(String),
      duration_seconds: expect.any(Number),
      end_reason: 'assistant-ended-call',
      transcript: [
        { speaker: 'user', text: 'My landlord kept my deposit.', at: expect.any(String) },
        { speaker: 'assistant', text: 'Send a legal notice first.', at: expect.any(String) },
      ],
    });
    expect(body).not.toHaveProperty('user_id');
    const startedAt = Date.parse(body.started_at as string);
    const endedAt = Date.parse(body.ended_at as string);
    expect(endedAt).toBeGreaterThanOrEqual(startedAt);
    expect(body.duration_seconds).toBe(Math.round((endedAt - startedAt) / 1000));
    for (const entry of body.transcript as { at: string }[]) {
      expect(new Date(entry.at).toISOString()).toBe(entry.at);
    }
    // The transcript stays on screen after the call.
    expect(within(dialog()).getByText('My landlord kept my deposit.')).toBeVisible();
  });

  it('leaves the history link as a way out of the dialog', async () => {
    mockPostgrest('post', 'ai_consultations', { status: 201 });
    const view = renderDialog();
    await talk(view);
    act(() => client.endCall());

    await view.user.click(
      await within(dialog()).findByRole('link', { name: 'View your consultation history' }),
    );
    expect(view.onClose).toHaveBeenCalled();
  });

  it('saves nothing when nothing was said', async () => {
    // An unanswered request fails the test (shared set-up): none may be made.
    const view = renderDialog();
    await connect(view);
    act(() => client.say('user', 'Hello', 'partial'));

    act(() => client.endCall());

    await findToast('Call Ended');
    expect(
      within(dialog()).queryByRole('link', { name: 'View your consultation history' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/saved in your history/)).not.toBeInTheDocument();
  });

  it('still saves a call under way when the dialog goes away, and tells a failure by toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const inserts = mockPostgrest('post', 'ai_consultations', {
      status: 500,
      body: postgrestError('XX000', 'boom'),
    });
    // As the shell shows overlays: another intent replaces the dialog, the page stays.
    function OverlayHost() {
      const current = useOverlays((state) => state.current);
      return current?.kind === 'ai-lawyer' ? (
        <AiLawyerDialog intent={current} onClose={() => useOverlays.getState().close()} />
      ) : null;
    }
    useOverlays.getState().open({ kind: 'ai-lawyer' });
    const view = renderWithProviders(<OverlayHost />, {
      auth: { id: 'user-1' },
      config: { ...testRuntimeConfig(), voice: VOICE },
    });
    await talk(view);

    act(() => useOverlays.getState().open({ kind: 'callback' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await findToast(SAVE_FAILED);
    expect(inserts).toHaveLength(1);
    expect(client.stop).toHaveBeenCalledTimes(1);
  });

  it('saves on End Call, then closes', async () => {
    const inserts = mockPostgrest('post', 'ai_consultations', { status: 201 });
    const view = renderDialog();
    await talk(view);

    await view.user.click(button('End Call'));

    await waitFor(() => expect(view.onClose).toHaveBeenCalledTimes(1));
    expect(inserts).toHaveLength(1);
    expect((inserts[0]!.body as { end_reason: string }).end_reason).toBe('customer-ended-call');
  });

  it('saves the transcript when the call drops with an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const inserts = mockPostgrest('post', 'ai_consultations', { status: 201 });
    const view = renderDialog();
    await talk(view);

    act(() => client.emit('error', { type: 'daily-error' }));

    await findToast('Connection Error');
    await waitFor(() => expect(inserts).toHaveLength(1));
    const body = inserts[0]!.body as { end_reason: string; transcript: unknown[] };
    expect(body.end_reason).toBe('error');
    expect(body.transcript).toHaveLength(2);
  });

  it('keeps the transcript on screen with Copy transcript when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPostgrest('post', 'ai_consultations', {
      status: 500,
      body: postgrestError('XX000', 'boom'),
    });
    const view = renderDialog();
    await talk(view);

    act(() => client.endCall());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(within(dialog()).getByText('My landlord kept my deposit.')).toBeVisible();
    expect(
      within(dialog()).queryByRole('link', { name: 'View your consultation history' }),
    ).not.toBeInTheDocument();

    await view.user.click(button('Copy transcript'));
    expect(await navigator.clipboard.readText()).toBe(
      'You: My landlord kept my deposit.\nAI Lawyer: Send a legal notice first.',
    );
    expect(within(dialog()).getByText('Transcript copied.')).toBeVisible();
  });

  it('says when the hourly or daily limit refused the save, and keeps the transcript', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPostgrest('post', 'ai_consultations', {
      status: 429,
      body: postgrestError(
        'PT429',
        'You have saved 10 AI consultations in the last hour. Please try again later.',
      ),
    });
    const view = renderDialog();
    await talk(view);

    act(() => client.endCall());

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('You have saved the most AI consultations allowed for now.');
    expect(alert).toHaveTextContent('At most 10 are saved in an hour and 30 in a day.');
    expect(alert).not.toHaveTextContent(SAVE_FAILED);
    expect(within(dialog()).getByText('My landlord kept my deposit.')).toBeVisible();
    expect(button('Copy transcript')).toBeVisible();
  });

  it('saves again on request after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempt = 0;
    const inserts = mockPostgrest('post', 'ai_consultations', () =>
      ++attempt === 1 ? { status: 503, body: postgrestError('XX000', 'down') } : { status: 201 },
    );
    const view = renderDialog();
    await talk(view);
    act(() => client.endCall());
    await within(dialog()).findByRole('alert');

    await view.user.click(button('Save again'));

    expect(
      await within(dialog()).findByRole('link', { name: 'View your consultation history' }),
    ).toBeVisible();
    expect(inserts).toHaveLength(2);
    expect(inserts[1]!.body).toEqual(inserts[0]!.body);
  });

  it('stays open after End Call when saving fails, so the transcript can be copied', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPostgrest('post', 'ai_consultations', {
      status: 500,
      body: postgrestError('XX000', 'boom'),
    });
    const view = renderDialog();
    await talk(view);

    await view.user.click(button('End Call'));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(client.stop).toHaveBeenCalledTimes(1);
    expect(view.onClose).not.toHaveBeenCalled();
    expect(button('Copy transcript')).toBeVisible();
    expect(button('Start Voice Consultation')).toBeEnabled();

    await view.user.click(button('Close'));
    expect(view.onClose).toHaveBeenCalledTimes(1);
  });
});

describe('AiLawyerDialog: voice unavailable', () => {
  it.each([
    ['no voice configuration', {}],
    ['no assistant', { publicKey: 'public-key' }],
    ['no public key', { assistantId: 'assistant-1' }],
  ])('says so and offers the callback dialog with %s', async (_case, voice) => {
    const view = renderDialog({ voice });

    expect(
      within(dialog()).getByText('Voice consultation is not available right now.'),
    ).toBeVisible();
    expect(queryButton('Start Voice Consultation')).not.toBeInTheDocument();
    expect(button('Close')).toBeVisible();

    await view.user.click(button('Request a Call Back'));
    expect(useOverlays.getState().current).toEqual({ kind: 'callback' });
    expect(loadClient).not.toHaveBeenCalled();
  });
});

describe('AiLawyerDialog: microphone problems', () => {
  const DENIED =
    'Microphone access is blocked. Allow this site to use your microphone in your browser settings, then try again.';
  const NO_MICROPHONE = 'No microphone was found. Connect a microphone, then try again.';
  const UNSUPPORTED =
    'This browser cannot make voice calls. Please use a recent version of Chrome, Edge, Firefox or Safari.';

  it.each([
    ['microphone access is blocked', { permission: 'denied' } as MediaOptions, DENIED],
    [
      'there is no microphone',
      { devices: [{ kind: 'videoinput' }] } as MediaOptions,
      NO_MICROPHONE,
    ],
    ['the browser has no getUserMedia', { getUserMedia: false }, UNSUPPORTED],
    ['the browser has no WebRTC', { webrtc: false }, UNSUPPORTED],
  ])('says so, without loading the SDK, when %s', async (_case, media, message) => {
    stubMedia(media);
    const view = renderDialog();

    await view.user.click(button('Start Voice Consultation'));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(button('Start Voice Consultation')).toBeVisible();
    expect(loadClient).not.toHaveBeenCalled();
    expect(toastTitles()).toEqual([]);
  });

  it('does not take an empty device list for a missing microphone', async () => {
    stubMedia({ devices: [] });
    const view = renderDialog();
    await startCall(view);
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['permissions', { blockedBy: 'user', blockedMedia: ['audio'] }, DENIED],
    ['not-found', { missingMedia: ['audio'] }, NO_MICROPHONE],
    ['undefined-mediadevices', {}, UNSUPPORTED],
  ])(
    "says so when the call library reports '%s', and ends the call",
    async (type, details, message) => {
      const view = renderDialog();
      await startCall(view);

      // As the SDK re-emits daily-js's camera-error.
      act(() =>
        client.emit('camera-error', {
          type: 'camera-error',
          error: { action: 'camera-error', error: { type, msg: 'denied', ...details } },
        }),
      );

      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
      expect(client.stop).toHaveBeenCalledTimes(1);
      expect(button('Start Voice Consultation')).toBeVisible();
    },
  );

  it('ignores a camera-only problem: the call is audio only', async () => {
    const view = renderDialog();
    await connect(view);
    act(() =>
      client.emit('camera-error', {
        type: 'camera-error',
        error: { error: { type: 'permissions', blockedBy: 'user', blockedMedia: ['video'] } },
      }),
    );
    expect(screen.getByText(CONNECTED)).toBeVisible();
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the callback dialog with a microphone problem', async () => {
    stubMedia({ permission: 'denied' });
    const view = renderDialog();
    await view.user.click(button('Start Voice Consultation'));
    await within(dialog()).findByRole('alert');

    await view.user.click(button('Request a Call Back'));
    expect(useOverlays.getState().current).toEqual({ kind: 'callback' });
  });

  it('clears the message on the next start', async () => {
    stubMedia({ permission: 'denied' });
    const view = renderDialog();
    await view.user.click(button('Start Voice Consultation'));
    await within(dialog()).findByRole('alert');

    stubMedia({ permission: 'granted' });
    await startCall(view);
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AiLawyerDialog: the transcript choice', () => {
  const keep = 'Keep a transcript of each call in my consultation history';
  const discard = 'Do not keep transcripts';
  const radio = (name: string) => within(dialog()).getByRole('radio', { name });

  it('asks before the first call: nothing ticked, Start waits; the choice is saved and then starts', async () => {
    rememberedChoice(null);
    const saves = mockPostgrest('post', 'ai_lawyer_preferences', { status: 201 });
    const view = renderDialog();

    const group = await within(dialog()).findByRole('group', { name: 'Transcripts' });
    expect(group).toHaveAccessibleDescription(
      'The AI Lawyer hears and answers you either way. You can change this at any time; it applies to the calls you start afterwards.',
    );
    expect(radio(keep)).not.toBeChecked();
    expect(radio(discard)).not.toBeChecked();
    expect(
      within(dialog()).getByText('Choose whether to keep a transcript before you start.'),
    ).toBeVisible();
    expect(button('Start Voice Consultation')).toBeDisabled();

    await view.user.click(radio(keep));
    expect(radio(keep)).toBeChecked();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({ user_id: 'user-1', keep_transcripts: true });
    expect(saves[0]!.url.searchParams.get('on_conflict')).toBe('user_id');
    await startCall(view);
    expect(client.start).toHaveBeenCalledTimes(1);
  });

  it('shows the remembered choice, which can be changed, and not during a call', async () => {
    const saves = mockPostgrest('post', 'ai_lawyer_preferences', { status: 201 });
    const view = renderDialog();
    await waitFor(() => expect(radio(keep)).toBeChecked());
    await view.user.click(radio(discard));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body).toEqual({ user_id: 'user-1', keep_transcripts: false });

    await connect(view);
    expect(within(dialog()).queryByRole('group', { name: 'Transcripts' })).toBeNull();
  });

  it('saves nothing of a call the user chose not to keep, and keeps its transcript on screen to copy', async () => {
    rememberedChoice(false);
    const inserts = mockPostgrest('post', 'ai_consultations', { status: 201 });
    const view = renderDialog();
    await talk(view);

    await view.user.click(button('End Call'));

    expect(
      await within(dialog()).findByText('This consultation was not saved, as you chose.'),
    ).toBeVisible();
    expect(
      within(dialog()).getByText(
        'Copy the transcript if you want to keep it: it is gone when this dialog closes.',
      ),
    ).toBeVisible();
    expect(button('Copy transcript')).toBeVisible();
    expect(queryButton('Save again')).toBeNull();
    expect(within(dialog()).getByRole('log', { name: 'Transcript' })).toHaveTextContent(
      'My landlord kept my deposit.',
    );
    expect(inserts).toHaveLength(0);
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it('says when the choice could not be saved, and shows the one still remembered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPostgrest('post', 'ai_lawyer_preferences', { status: 503, body: { message: 'down' } });
    const view = renderDialog();
    await waitFor(() => expect(radio(keep)).toBeChecked());
    await view.user.click(radio(discard));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Your choice could not be saved. Check your connection and try again.',
    );
    expect(radio(keep)).toBeChecked();
  });

  it('says when the choice could not be read, with Try again; Start waits for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPostgrest('get', 'ai_lawyer_preferences', {
      status: 400,
      body: postgrestError('57014', 'canceling statement due to statement timeout'),
    });
    const view = renderDialog();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Your transcript choice could not be loaded.',
    );
    expect(button('Start Voice Consultation')).toBeDisabled();
    rememberedChoice(true);
    await view.user.click(button('Try again'));
    await waitFor(() => expect(radio(keep)).toBeChecked());
    expect(button('Start Voice Consultation')).toBeEnabled();
  });
});
