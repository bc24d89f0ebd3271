// The seam between the AI Lawyer dialog and the voice SDK (@vapi-ai/web). The SDK and its call
// library (@daily-co/daily-js) are only ever imported dynamically, here, when the user starts a
// call: a page that never starts one never downloads them. Component tests replace this module
// (vi.mock) with a fake client that emits the SDK's events.
import type Vapi from '@vapi-ai/web';

/** Every event name the SDK declares; derived from its types, so an upgrade that renames one fails the type check. */
export type VoiceEventName = Parameters<Vapi['on']>[0];

// Only for the type below: the SDK's `on` instantiated per event gives that event's listener.
declare const _sdkClient: Vapi;

/** The listener the SDK declares for an event, e.g. `(volume: number) => void` for 'volume-level'. */
export type VoiceEventListener<E extends VoiceEventName> = Parameters<typeof _sdkClient.on<E>>[1];

/**
 * What the dialog uses of the SDK's client, with the SDK's own signatures. The SDK's `Vapi`
 * class is one (checked where it is created, below, and in voiceClient.test-d.ts), and so is
 * the tests' fake.
 */
export interface VoiceClient extends Pick<Vapi, 'start' | 'stop' | 'setMuted' | 'isMuted'> {
  on<E extends VoiceEventName>(event: E, listener: VoiceEventListener<E>): unknown;
  removeListener<E extends VoiceEventName>(event: E, listener: VoiceEventListener<E>): unknown;
}

interface ClientEntry {
  /** The key and API the client was made for; other ones mean another client. */
  target: string;
  client: Promise<VoiceClient>;
}

let entry: ClientEntry | null = null;

/**
 * The page's one voice client, created on first use with the public key (and the voice API's
 * base URL, the SDK's default when omitted). Concurrent callers share it; a failed load (the
 * chunk did not arrive) is forgotten, so the next start tries again.
 */
export function loadVoiceClient(publicKey: string, apiBaseUrl?: string): Promise<VoiceClient> {
  const target = `${publicKey}\n${apiBaseUrl ?? ''}`;
  if (!entry || entry.target !== target) {
    const next: ClientEntry = { target, client: createVoiceClient(publicKey, apiBaseUrl) };
    entry = next;
    next.client.catch(() => {
      if (entry === next) entry = null;
    });
  }
  return entry.client;
}

async function createVoiceClient(publicKey: string, apiBaseUrl?: string): Promise<VoiceClient> {
  const { default: VoiceSdk } = await import(/* webpackChunkName: "voice-sdk" */ '@vapi-ai/web');
  // avoidEval: the call library loads its call engine with a script tag rather than eval(), so
  // the site's Content-Security-Policy needs no 'unsafe-eval' (docs/adr/0025).
  const client: VoiceClient = new VoiceSdk(publicKey, apiBaseUrl, { avoidEval: true });
  return client;
}
