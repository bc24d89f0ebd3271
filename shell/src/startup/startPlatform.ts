import {
  completePendingGoogleSignIn,
  initI18n,
  initSentry,
  reportError,
  setRuntimeConfig,
  startAuthListener,
  translateKey,
  type AuthSessionSource,
  type RuntimeConfig,
} from '@nyaya/shared-platform';
import { toast } from '@nyaya/shared-design';
import { moveRecoveryReturnToResetPage } from '../features/reset-password/recoveryReturn';

export interface StartedPlatform {
  config: RuntimeConfig;
  sentryEnabled: boolean;
  stopAuthListener: () => void;
}

export interface StartPlatformOptions {
  /** Replaces supabase.auth as the session source (tests). */
  authSource?: AuthSessionSource;
  location?: Pick<Location, 'hash' | 'search' | 'pathname'>;
  history?: Pick<History, 'replaceState'>;
}

/**
 * A Google sign-in that failed at Google or at the auth server comes back to the site with
 * `error_description` in the URL. Returns that message and removes it from the address bar.
 */
export function takeOAuthRedirectError(
  location: Pick<Location, 'hash' | 'search' | 'pathname'>,
  history: Pick<History, 'replaceState'>,
): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const fromQuery = new URLSearchParams(location.search);
  const params = fromHash.has('error') ? fromHash : fromQuery.has('error') ? fromQuery : null;
  if (!params) return null;
  const message = params.get('error_description') ?? params.get('error') ?? '';
  history.replaceState(null, '', location.pathname);
  return message.replace(/\+/g, ' ');
}

/**
 * shared-platform's start-up sequence (bootstrapPlatform) on the config the shell has loaded
 * (`loadRuntimeConfig`, which validates it): hold it, start i18n and Sentry, follow the auth
 * session, and finish a pending Google sign-in.
 */
export function startPlatform(
  config: RuntimeConfig,
  { authSource, location = window.location, history = window.history }: StartPlatformOptions = {},
): StartedPlatform {
  setRuntimeConfig(config);
  initI18n();
  const sentryEnabled = initSentry(config.sentry, { tunnel: config.sentry.tunnel });

  const redirectError = takeOAuthRedirectError(location, history);
  moveRecoveryReturnToResetPage(location, history);
  const stopAuthListener = startAuthListener(authSource);
  if (redirectError !== null) {
    // Said on the site, never left to the auth server's JSON: what failed, then its reason.
    toast({
      title: translateKey('shell:auth.redirectFailed'),
      description: redirectError,
      variant: 'destructive',
    });
  }
  // Not awaited: the page renders while the portal's role is written after a Google redirect.
  completePendingGoogleSignIn().catch((error: unknown) => {
    reportError(error, { during: 'completePendingGoogleSignIn' });
    toast({
      title: error instanceof Error ? error.message : String(error),
      variant: 'destructive',
    });
  });
  return { config, sentryEnabled, stopAuthListener };
}
