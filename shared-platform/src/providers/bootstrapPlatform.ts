import { completePendingGoogleSignIn } from '../auth/api';
import { startAuthListener, type AuthSessionSource } from '../auth/store';
import { DEFAULT_RUNTIME_CONFIG_URL, loadRuntimeConfig } from '../config/loadRuntimeConfig';
import { setRuntimeConfig } from '../config/runtimeConfigStore';
import type { RuntimeConfig } from '../config/schema';
import { initI18n } from '../i18n/i18n';
import { initSentry, reportError } from '../observability/sentry';

export interface BootstrapPlatformOptions {
  configUrl?: string;
  fetchImpl?: typeof fetch;
  /** Sentry envelope tunnel (the local envelope sink). */
  sentryTunnel?: string;
  /** Replaces supabase.auth as the session source (tests). */
  authSource?: AuthSessionSource;
}

export interface PlatformSession {
  config: RuntimeConfig;
  /** Stops following auth events (tests, hot reload). */
  stopAuthListener: () => void;
}

/**
 * Everything a page does before first render, in order: load and hold /config.json, start
 * i18n and Sentry, follow the auth session, and finish a pending Google sign-in. supabase-js
 * is downloaded only if the page can have a session (startAuthListener). The shell
 * and every remote's dev host call this once, then register remotes and render. Throws
 * RuntimeConfigError if the config cannot be loaded (show it; nothing can work without it).
 */
export async function bootstrapPlatform({
  configUrl = DEFAULT_RUNTIME_CONFIG_URL,
  fetchImpl,
  sentryTunnel,
  authSource,
}: BootstrapPlatformOptions = {}): Promise<PlatformSession> {
  const config = await loadRuntimeConfig(configUrl, fetchImpl);
  setRuntimeConfig(config);
  initI18n();
  initSentry(config.sentry, { tunnel: sentryTunnel });
  const stopAuthListener = startAuthListener(authSource);
  // Not awaited: the page can render while the role is written after a Google redirect.
  completePendingGoogleSignIn().catch((error: unknown) =>
    reportError(error, { during: 'completePendingGoogleSignIn' }),
  );
  return { config, stopAuthListener };
}
