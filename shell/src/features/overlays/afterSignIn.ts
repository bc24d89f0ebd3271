import type { OverlayIntent } from '@nyaya/shared-platform';

let pending: OverlayIntent | null = null;

/**
 * What to open once the auth dialog signs someone in: 'Login to Continue' in the consultation
 * choice dialog continues to the request form. Kept in the shell because OverlayIntent carries
 * no follow-up; any overlay other than the auth dialog clears it (see OverlayHost).
 */
export function rememberAfterSignIn(intent: OverlayIntent): void {
  pending = intent;
}

/** The follow-up, once; null if none. */
export function takeAfterSignIn(): OverlayIntent | null {
  const next = pending;
  pending = null;
  return next;
}

export function forgetAfterSignIn(): void {
  pending = null;
}
