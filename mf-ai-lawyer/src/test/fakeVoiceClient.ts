// A stand-in for the voice SDK's client (@vapi-ai/web) in component tests: the dialog gets it
// from a mocked `loadVoiceClient`, and the test plays the SDK's part by emitting its events.
// It has the SDK's own method signatures and event names (voiceClient.test-d.ts checks it).
import type Vapi from '@vapi-ai/web';
import { vi } from 'vitest';
import type {
  VoiceClient,
  VoiceEventListener,
  VoiceEventName,
} from '../features/ai-lawyer/voice/voiceClient';

type AnyListener = (...args: never[]) => void;

/** What `start()` resolved with: the SDK's Call. The dialog only checks it is not null. */
export const FAKE_CALL = { id: 'call-1' } as Awaited<ReturnType<Vapi['start']>>;

export class FakeVoiceClient implements VoiceClient {
  private readonly listeners = new Map<VoiceEventName, Set<AnyListener>>();
  private muted = false;

  /** Resolves with FAKE_CALL; make it resolve null or reject to fail the start. */
  readonly start = vi.fn<Vapi['start']>(async () => FAKE_CALL);
  /** Like the SDK: leaving the meeting ends the call (call-end, then its status-update). */
  readonly stop = vi.fn<Vapi['stop']>(async () => {
    this.endCall('customer-ended-call');
  });
  readonly setMuted = vi.fn<Vapi['setMuted']>((mute) => {
    this.muted = mute;
  });
  readonly isMuted = vi.fn<Vapi['isMuted']>(() => this.muted);

  on<E extends VoiceEventName>(event: E, listener: VoiceEventListener<E>): this {
    const listeners = this.listeners.get(event) ?? new Set();
    listeners.add(listener as AnyListener);
    this.listeners.set(event, listeners);
    return this;
  }

  removeListener<E extends VoiceEventName>(event: E, listener: VoiceEventListener<E>): this {
    this.listeners.get(event)?.delete(listener as AnyListener);
    return this;
  }

  /** Emits an SDK event with the SDK's arguments for it, as the SDK does (synchronously). */
  emit<E extends VoiceEventName>(event: E, ...args: Parameters<VoiceEventListener<E>>): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as (...values: Parameters<VoiceEventListener<E>>) => void)(...args);
    }
  }

  /** How many listeners the dialog has on an event (all of them are removed when a call ends). */
  listenerCount(event?: VoiceEventName): number {
    if (event) return this.listeners.get(event)?.size ?? 0;
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }

  /** A final transcript line, as the SDK's `message` event carries it. */
  say(
    role: 'user' | 'assistant',
    transcript: string,
    transcriptType: 'final' | 'partial' = 'final',
  ) {
    this.emit('message', { type: 'transcript', role, transcriptType, transcript });
  }

  /** The SDK's end of a call: call-end, then its status-update with the ended reason. */
  endCall(endedReason = 'assistant-ended-call') {
    this.emit('call-end');
    this.emit('message', { type: 'status-update', status: 'ended', endedReason });
  }
}
