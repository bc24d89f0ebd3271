import type { Session } from '@supabase/supabase-js';
import { toDataError } from '../supabase/DataError';
import type { UserRole } from './roles';
import { loadSupabaseClient } from '../supabase/client';

/** localStorage key that carries the chosen portal across the Google redirect (spec section 3). */
export const PENDING_USER_TYPE_KEY = 'pending_user_type';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  phone: string;
  role: UserRole;
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

/** Creates the account; the role comes from the portal used (spec section 6). Throws DataError. */
export async function signUp({
  email,
  password,
  fullName,
  phone,
  role,
}: SignUpInput): Promise<SignUpResult> {
  const supabase = await loadSupabaseClient();
  const { data, error } = await supabase.auth.signUp({
    email: email.trim(),
    password,
    options: {
      data: { full_name: fullName.trim(), role, phone: phone.trim() },
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

/**
 * Starts Google sign-in; the browser leaves for Google and comes back to the site root.
 * The chosen portal travels in localStorage (cleared again if the start fails).
 */
export async function signInWithGoogle(role: UserRole): Promise<void> {
  localStorage.setItem(PENDING_USER_TYPE_KEY, role);
  try {
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
 * ignored (spec section 7). Any other failure still signs this device out locally, then
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
