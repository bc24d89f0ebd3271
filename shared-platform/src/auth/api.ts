import type { Session } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtimeConfigStore';
import { DataError, toDataError } from '../supabase/DataError';
import type { SupportedLanguage } from '../i18n/i18n';
import type { UserRole } from './roles';
import { loadSupabaseClient } from '../supabase/client';

/**
 * localStorage key that carries the chosen portal across the Google redirect
 * (docs/product/accounts.md).
 */
export const PENDING_USER_TYPE_KEY = 'pending_user_type';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  phone: string;
  role: UserRole;
  /** The page's language: the new account's e-mails are written in it (docs/product/languages.md). */
  language?: SupportedLanguage;
  /**
   * The versions of the privacy notice and the terms the person agreed to by ticking the sign-up
   * box; the database records them with the account (docs/product/privacy.md).
   */
  consent?: LegalNoticeVersions;
}

/** A version of each legal notice a person agrees to, e.g. `{ privacy: '1.1', terms: '1.0' }`. */
export interface LegalNoticeVersions {
  privacy: string;
  terms: string;
}

export interface SignUpResult {
  /** True when the account must be confirmed by e-mail before signing in (no session yet). */
  needsEmailConfirmation: boolean;
}

/**
 * Starts downloading the auth client in the background; call it when a sign-in or sign-up form
 * opens, so the first submit does not wait for it. A failed download is ignored here: the
 * submit tries again and reports it.
 */
export function prepareAuth(): void {
  loadSupabaseClient().catch(() => undefined);
}

/**
 * Creates the account; the role comes from the portal used (docs/product/users-and-roles.md).
 * Throws DataError.
 */
export async function signUp({
  email,
  password,
  fullName,
  phone,
  role,
  language,
  consent,
}: SignUpInput): Promise<SignUpResult> {
  const supabase = await loadSupabaseClient();
  const { data, error } = await supabase.auth.signUp({
    email: email.trim(),
    password,
    options: {
      data: {
        full_name: fullName.trim(),
        role,
        phone: phone.trim(),
        ...(language && { language }),
        ...(consent && { consent: { privacy: consent.privacy, terms: consent.terms } }),
      },
      emailRedirectTo: `${window.location.origin}/`,
    },
  });
  if (error) throw toDataError(error);
  return { needsEmailConfirmation: !data.session };
}

/** Password sign-in. Throws DataError with the backend's message (e.g. 'Invalid login credentials'). */
export async function signIn({
  email,
  password,
}: {
  email: string;
  password: string;
}): Promise<Session> {
  const supabase = await loadSupabaseClient();
  const { data, error } = await supabase.auth.signInWithPassword({
    email: email.trim(),
    password,
  });
  if (error) throw toDataError(error);
  return data.session;
}

/** The site path a password-recovery link returns to (the shell's set-new-password page). */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * Mails a password-reset link and 6-digit code to `email`. The auth server answers alike for
 * registered and unknown addresses; it refuses a second request within `max_frequency`
 * (config.toml) with its 'For security purposes...' message. Throws DataError.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await loadSupabaseClient();
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}`,
  });
  if (error) throw toDataError(error);
}

/** Which e-mailed code is entered: a sign-up confirmation or a password reset. */
export type EmailCodePurpose = 'signup' | 'recovery';

/**
 * Checks a 6-digit code from an auth e-mail; a right one signs the user in (a recovery code
 * with a session that may set a new password). Throws DataError ('otp_expired' for a wrong or
 * expired code, or once too many wrong ones revoked it).
 */
export async function verifyEmailCode({
  email,
  code,
  purpose,
}: {
  email: string;
  code: string;
  purpose: EmailCodePurpose;
}): Promise<Session> {
  const supabase = await loadSupabaseClient();
  const { data, error } = await supabase.auth.verifyOtp({
    email: email.trim(),
    token: code.trim(),
    type: purpose,
  });
  if (error) throw toDataError(error);
  if (!data.session)
    throw new DataError('Email link is invalid or has expired', { code: 'otp_expired' });
  return data.session;
}

/**
 * Sets a new password for the signed-in user (after a recovery link or code). The server checks
 * the password policy ('weak_password'). Throws DataError.
 */
export async function updatePassword(password: string): Promise<void> {
  const supabase = await loadSupabaseClient();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw toDataError(error);
}

/**
 * Mails the sign-up confirmation (link and code) again to an unconfirmed account. Rate limited
 * by the auth server as config.toml says (one per address per `max_frequency`). Throws DataError.
 */
export async function resendConfirmation(email: string): Promise<void> {
  const supabase = await loadSupabaseClient();
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email: email.trim(),
    options: { emailRedirectTo: `${window.location.origin}/` },
  });
  if (error) throw toDataError(error);
}

/** Whether the runtime config offers Google sign-in (`auth.google`); off when absent. */
export function isGoogleSignInEnabled(): boolean {
  return getRuntimeConfig().auth?.google === true;
}

/** The DataError code for Google sign-in that this site or its auth server does not offer. */
export const GOOGLE_UNAVAILABLE = 'google_unavailable';

/**
 * Whether the auth server has the Google provider on (GoTrue's public `/auth/v1/settings`).
 * Asked before leaving for Google, because a provider that is off answers the browser's
 * navigation with a bare JSON error page instead of returning to the site.
 */
async function authServerOffersGoogle(): Promise<boolean> {
  const { url, anonKey } = getRuntimeConfig().supabase;
  const response = await fetch(`${url.replace(/\/$/, '')}/auth/v1/settings`, {
    headers: { apikey: anonKey },
  });
  if (!response.ok) return false;
  const settings = (await response.json().catch(() => null)) as {
    external?: { google?: unknown };
  } | null;
  return settings?.external?.google === true;
}

/**
 * Starts Google sign-in; the browser leaves for Google and comes back to the site root.
 * The chosen portal travels in localStorage (cleared again if the start fails). Throws
 * DataError with code GOOGLE_UNAVAILABLE, without leaving the page, when the runtime config or
 * the auth server does not offer Google.
 */
export async function signInWithGoogle(role: UserRole): Promise<void> {
  const unavailable = () =>
    new DataError('Google sign-in is not available', { code: GOOGLE_UNAVAILABLE });
  if (!isGoogleSignInEnabled()) throw unavailable();
  localStorage.setItem(PENDING_USER_TYPE_KEY, role);
  try {
    if (!(await authServerOffersGoogle())) throw unavailable();
    const supabase = await loadSupabaseClient();
    const { error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: window.location.origin,
        queryParams: { access_type: 'offline', prompt: 'consent' },
      },
    });
    if (error) throw toDataError(error);
  } catch (error) {
    localStorage.removeItem(PENDING_USER_TYPE_KEY);
    throw toDataError(error);
  }
}

/**
 * After the Google redirect: if a portal choice is pending and a session exists, writes the
 * role to the user metadata. The choice is cleared in every case (success, failure, or no
 * session because the sign-in was abandoned), so it can never apply to a later, different
 * sign-in. Call once at start-up, after startAuthListener(), never from inside an
 * onAuthStateChange callback. Returns the role written, or null. Throws DataError.
 */
export async function completePendingGoogleSignIn(): Promise<UserRole | null> {
  const pending = localStorage.getItem(PENDING_USER_TYPE_KEY);
  if (pending === null) return null;
  try {
    if (pending !== 'client' && pending !== 'lawyer') return null;
    // Only now: a page without a pending sign-in must not load supabase-js for this.
    const { auth } = await loadSupabaseClient();
    const { data } = await auth.getSession();
    if (!data.session) return null;
    const { error } = await auth.updateUser({ data: { role: pending } });
    if (error) throw toDataError(error);
    return pending;
  } finally {
    localStorage.removeItem(PENDING_USER_TYPE_KEY);
  }
}

const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

/**
 * Signs out. 401, 403 and 404 answers mean the server already forgot the session and are
 * ignored (docs/product/accounts.md). Any other failure still signs this device out locally, then
 * throws so the caller may tell the user.
 */
export async function signOut(): Promise<void> {
  const { auth } = await loadSupabaseClient();
  const { error } = await auth.signOut();
  if (!error) return;
  await auth.signOut({ scope: 'local' });
  if (typeof error.status === 'number' && ALREADY_SIGNED_OUT.has(error.status)) return;
  throw toDataError(error);
}
