/** Why a voice call cannot use the microphone; each has its own message in the dialog. */
export type MicrophoneProblem =
  /** The user or the browser refused microphone access. */
  | 'permission-denied'
  /** There is no microphone to use. */
  | 'no-microphone'
  /** The browser cannot make calls: no getUserMedia or no WebRTC. */
  | 'unsupported-browser'
  /** Another application holds the microphone. */
  | 'microphone-in-use'
  /** The microphone failed to start for another reason. */
  | 'microphone-failed';

/** The end reason the voice provider itself uses for a refused microphone. */
export const MICROPHONE_DENIED_END_REASON = 'customer-did-not-give-microphone-permission';

// The call library's camera-error types (daily-js DailyCameraErrorType). The call is audio only,
// so 'cam-in-use' (the camera alone) is no problem of ours.
const CALL_LIBRARY_TYPES: Readonly<Record<string, MicrophoneProblem>> = {
  permissions: 'permission-denied',
  'not-found': 'no-microphone',
  'undefined-mediadevices': 'unsupported-browser',
  'mic-in-use': 'microphone-in-use',
  'cam-mic-in-use': 'microphone-in-use',
  constraints: 'microphone-failed',
  unknown: 'microphone-failed',
};

// getUserMedia's DOMException names, old and new.
const MEDIA_ERROR_NAMES: Readonly<Record<string, MicrophoneProblem>> = {
  NotAllowedError: 'permission-denied',
  PermissionDeniedError: 'permission-denied',
  SecurityError: 'permission-denied',
  NotFoundError: 'no-microphone',
  DevicesNotFoundError: 'no-microphone',
  NotReadableError: 'microphone-in-use',
  TrackStartError: 'microphone-in-use',
  OverconstrainedError: 'microphone-failed',
};

// What daily-js throws from createCallObject() in a browser without WebRTC.
const NO_WEBRTC = /WebRTC not supported/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** False when the problem names the media it is about and the microphone is not among them. */
function concernsAudio(error: Record<string, unknown>): boolean {
  const media = error.blockedMedia ?? error.missingMedia ?? error.failedMedia;
  return !Array.isArray(media) || media.includes('audio');
}

function problemOf(error: Record<string, unknown>): MicrophoneProblem | null {
  const { type, name, message } = error;
  if (typeof type === 'string' && type in CALL_LIBRARY_TYPES) {
    return concernsAudio(error) ? CALL_LIBRARY_TYPES[type]! : null;
  }
  if (typeof name === 'string' && name in MEDIA_ERROR_NAMES) return MEDIA_ERROR_NAMES[name]!;
  if (typeof message === 'string' && NO_WEBRTC.test(message)) return 'unsupported-browser';
  return null;
}

/**
 * The microphone problem a voice SDK `camera-error` or `error` event (or a thrown error)
 * describes, or null when it is about something else. The SDK wraps the call library's error
 * (`{ type: 'camera-error', error: { ..., error: { type: 'permissions' } } }`), so the nested
 * `error`s are searched too.
 */
export function microphoneProblemOf(value: unknown): MicrophoneProblem | null {
  let current: unknown = value;
  for (let depth = 0; depth < 4 && isRecord(current); depth += 1) {
    const problem = problemOf(current);
    if (problem) return problem;
    current = current.error;
  }
  return null;
}
