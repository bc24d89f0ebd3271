// The dialog on the REAL voice SDK (@vapi-ai/web, `new Vapi(key, base)` through
// loadVoiceClient): its web-call request answered by msw, its call library faked.
//
// The call library (@daily-co/daily-js) loads its call engine from the provider's CDN when a
// call joins, so it is faked as the SDK uses it: createCallObject(), join(), destroy(), on()
// and the events the SDK listens to. The SDK is CommonJS and loaded by Node, not by Vite, so
// vi.mock('@daily-co/daily-js') cannot reach its require(); the fake goes into Node's module
// cache instead, where that require() finds it, before the SDK is first imported.
import type Vapi from '@vapi-ai/web';
import { useOverlays } from '@nyaya/shared-platform';
import {
  mockPostgrest,
  renderWithProviders,
  server,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import Module, { createRequire } from 'node:module';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import AiLawyerDialog from '../../../exposes/AiLawyerDialog';

type DailyCall = NonNullable<ReturnType<Vapi['getDailyCallObject']>>;
type Handler = (event?: unknown) => void;

/** What the SDK uses of a daily-js call object, recording what it is asked to do. */
class FakeDailyCall {
  readonly handlers = new Map<string, Set<Handler>>();
  private audio = true;
  private inMeeting = false;
  readonly join = vi.fn(async (_options: unknown) => {
    this.inMeeting = true;
  });
  /** Like daily-js: destroying the call leaves the meeting, which is said once. */
  readonly destroy = vi.fn(async () => this.leave());

  /** The meeting is over (left, or ended by the provider): 'left-meeting', once. */
  leave() {
    if (!this.inMeeting) return;
    this.inMeeting = false;
    this.emit('left-meeting', { action: 'left-meeting' });
  }
  readonly sendAppMessage = vi.fn(() => this);
  readonly updateInputSettings = vi.fn(async () => ({}));
  readonly startRemoteParticipantsAudioLevelObserver = vi.fn(async () => {});
  readonly startLocalAudioLevelObserver = vi.fn(async () => {});

  iframe() {
    return null;
  }
  on(event: string, handler: Handler) {
    const handlers = this.handlers.get(event) ?? new Set();
    handlers.add(handler);
    this.handlers.set(event, handlers);
    return this;
  }
  once(event: string, handler: Handler) {
    const wrapped: Handler = (payload) => {
      this.off(event, wrapped);
      handler(payload);
    };
    return this.on(event, wrapped);
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  emit(event: string, payload?: unknown) {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload);
  }
  localAudio() {
    return this.audio;
  }
  setLocalAudio(enabled: boolean) {
    this.audio = enabled;
    return this;
  }
  updateParticipant() {
    return this;
  }
  stopRecording() {}

  /** An app message from the assistant, as the provider sends it over the call. */
  appMessage(data: unknown) {
    this.emit('app-message', { data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

// Every method the fake offers is one daily-js's DailyCall has.
const _dailyMethods = [
  'join',
  'destroy',
  'sendAppMessage',
  'updateInputSettings',
  'startRemoteParticipantsAudioLevelObserver',
  'startLocalAudioLevelObserver',
  'iframe',
  'on',
  'once',
  'off',
  'localAudio',
  'setLocalAudio',
  'updateParticipant',
  'stopRecording',
] satisfies (keyof DailyCall & keyof FakeDailyCall)[];

const calls: FakeDailyCall[] = [];
const createCallObject = vi.fn((_options: unknown) => {
  const call = new FakeDailyCall();
  calls.push(call);
  return call;
});

beforeAll(() => {
  const require = createRequire(import.meta.url);
  const sdkPath = require.resolve('@vapi-ai/web');
  const dailyPath = createRequire(sdkPath).resolve('@daily-co/daily-js');
  const fake = new Module(dailyPath);
  fake.filename = dailyPath;
  fake.loaded = true;
  fake.exports = { __esModule: true, default: { createCallObject } };
  require.cache[dailyPath] = fake;
  // A copy of the SDK loaded earlier in this process would hold the real call library.
  delete require.cache[sdkPath];
});

const VOICE_API = 'https://api.vapi.ai';
const VOICE = { publicKey: 'public-key', assistantId: 'assistant-1' };

interface WebCallRequest {
  authorization: string | null;
  body: {
    assistantId?: string;
    assistantOverrides?: { metadata?: { userId?: string; consultationId?: string } };
  };
}

/** Answers POST {base}/call/web as the voice API does, keeping what it received. */
function answerWebCall(status = 201): WebCallRequest[] {
  const received: WebCallRequest[] = [];
  server.use(
    http.post(`${VOICE_API}/call/web`, async ({ request }) => {
      received.push({
        authorization: request.headers.get('authorization'),
        body: (await request.json()) as WebCallRequest['body'],
      });
      return status < 300
        ? HttpResponse.json(
            { id: 'call-1', webCallUrl: 'https://nyaya.daily.test/room-1' },
            { status },
          )
        : HttpResponse.json({ message: 'Internal Server Error' }, { status });
    }),
  );
  return received;
}

/** Start, once the remembered transcript choice has loaded. */
async function enabledStart(): Promise<HTMLElement> {
  const start = within(dialog()).getByRole('button', { name: 'Start Voice Consultation' });
  await waitFor(() => expect(start).toBeEnabled());
  return start;
}

beforeEach(() => {
  calls.length = 0;
  createCallObject.mockClear();
  // The user chose to keep transcripts (AiLawyerDialog.test.tsx tries the choice).
  mockPostgrest('get', 'ai_lawyer_preferences', { body: [{ keep_transcripts: true }] });
  vi.stubGlobal('RTCPeerConnection', class {});
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(), enumerateDevices: vi.fn(async () => []) },
  });
});

afterEach(async () => {
  cleanup();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <AiLawyerDialog intent={{ kind: 'ai-lawyer' }} onClose={onClose} />,
    { auth: { id: 'user-1' }, config: { ...testRuntimeConfig(), voice: VOICE } },
  );
  return { ...view, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'AI Lawyer Assistant' });

async function findToast(title: string, description?: string) {
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true });
  const toast = (await within(region).findByText(title)).closest('li')!;
  if (description !== undefined) expect(toast).toHaveTextContent(description);
  return toast;
}

/** The call the SDK joined, once it listens to the assistant's messages. */
async function joinedCall(): Promise<FakeDailyCall> {
  await waitFor(() => expect(calls[0]?.handlers.has('app-message')).toBe(true));
  return calls[0]!;
}

describe('the AI Lawyer on the real voice SDK', () => {
  it('starts a web call with the assistant and the call metadata, and saves what was said', async () => {
    const webCalls = answerWebCall();
    const inserts = mockPostgrest('post', 'ai_consultations', { status: 201 });
    const view = renderDialog();

    await view.user.click(await enabledStart());
    const call = await joinedCall();

    expect(webCalls).toHaveLength(1);
    expect(webCalls[0]!.authorization).toBe('Bearer public-key');
    expect(webCalls[0]!.body.assistantId).toBe('assistant-1');
    expect(webCalls[0]!.body.assistantOverrides).toEqual({
      metadata: { userId: 'user-1', consultationId: expect.any(String) },
    });
    const { consultationId } = webCalls[0]!.body.assistantOverrides!.metadata!;
    expect(call.join).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://nyaya.daily.test/room-1' }),
    );
    // The call engine is loaded without eval(), as the site's Content-Security-Policy requires.
    expect(createCallObject).toHaveBeenCalledWith(
      expect.objectContaining({ dailyConfig: expect.objectContaining({ avoidEval: true }) }),
    );
    expect(screen.getByText('Connecting to AI Lawyer...')).toBeVisible();

    // The assistant is listening: the SDK's call-start.
    act(() => call.appMessage('listening'));
    expect(await screen.findByText('Connected - AI Lawyer is listening')).toBeVisible();
    await findToast('Connected', 'AI Lawyer is now listening. Start speaking!');

    // Its audio level: the SDK's volume-level (the summed level over 0.15).
    act(() =>
      call.emit('remote-participants-audio-level', { participantsAudioLevel: { a: 0.06 } }),
    );
    expect(within(dialog()).getByRole('meter', { name: 'AI Lawyer voice level' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    // Its transcripts: only final ones are lines.
    act(() => {
      call.appMessage({
        type: 'transcript',
        role: 'user',
        transcriptType: 'partial',
        transcript: 'My',
      });
      call.appMessage({
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: 'My landlord kept my deposit.',
      });
    });
    const log = within(dialog()).getByRole('log', { name: 'Transcript' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['You: My landlord kept my deposit.']);

    // Mute goes to the call library's microphone.
    await view.user.click(within(dialog()).getByRole('button', { name: 'Mute' }));
    expect(call.localAudio()).toBe(false);
    await view.user.click(within(dialog()).getByRole('button', { name: 'Unmute' }));
    expect(call.localAudio()).toBe(true);

    await view.user.click(within(dialog()).getByRole('button', { name: 'End Call' }));

    await waitFor(() => expect(view.onClose).toHaveBeenCalledTimes(1));
    expect(call.destroy).toHaveBeenCalled();
    expect(inserts).toHaveLength(1);
    expect(inserts[0]!.body).toMatchObject({
      id: consultationId,
      end_reason: 'customer-ended-call',
      transcript: [{ speaker: 'user', text: 'My landlord kept my deposit.' }],
    });
  });

  it("returns to idle with the SDK's ended reason when the call ends on the provider's side", async () => {
    answerWebCall();
    const inserts = mockPostgrest('post', 'ai_consultations', { status: 201 });
    const view = renderDialog();
    await view.user.click(await enabledStart());
    const call = await joinedCall();
    act(() => call.appMessage('listening'));
    await screen.findByText('Connected - AI Lawyer is listening');
    act(() =>
      call.appMessage({
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: 'Goodbye.',
      }),
    );

    act(() => {
      call.appMessage({
        type: 'status-update',
        status: 'ended',
        endedReason: 'assistant-ended-call',
      });
      call.leave();
    });

    await findToast('Call Ended', 'Your session with the AI Lawyer has ended.');
    expect(
      await within(dialog()).findByRole('button', { name: 'Start Voice Consultation' }),
    ).toBeVisible();
    await waitFor(() => expect(inserts).toHaveLength(1));
    expect(inserts[0]!.body).toMatchObject({ end_reason: 'assistant-ended-call' });
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it("says 'Failed to Start' and returns to idle when the web call is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const webCalls = answerWebCall(500);
    const view = renderDialog();

    await view.user.click(await enabledStart());

    await findToast('Failed to Start', 'Could not start the AI Lawyer session. Please try again.');
    // The SDK's own error event of the failed start is not a second message.
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
    expect(webCalls).toHaveLength(1);
    expect(
      within(dialog()).getByRole('button', { name: 'Start Voice Consultation' }),
    ).toBeVisible();
    expect(screen.queryByText('Connecting to AI Lawyer...')).not.toBeInTheDocument();
    expect(createCallObject).not.toHaveBeenCalled();
    expect(useOverlays.getState().current).toBeNull();
  });
});
