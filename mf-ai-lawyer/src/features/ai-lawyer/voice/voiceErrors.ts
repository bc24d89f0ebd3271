// The SDK reports some failures on its `error` event although the call goes on: it says so in
// its source ("non-critical", "Don't throw here"). Ending the consultation for them would cut
// off a call that works.
const RECOVERABLE_ERROR_TYPES: ReadonlySet<string> = new Set([
  // Noise cancellation could not be set up or restored: the raw microphone is used.
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  // The assistant's level meter could not start: the call has no volume-level events.
  'audio-observer-setup-error',
  // Video recording is optional and unused here.
  'video-recording-setup-error',
]);

/** True for an SDK `error` event after which the call carries on. */
export function isRecoverableVoiceError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { type } = error as { type?: unknown };
  return typeof type === 'string' && RECOVERABLE_ERROR_TYPES.has(type);
}
