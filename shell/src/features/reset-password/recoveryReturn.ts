import { RESET_PASSWORD_PATH } from '@nyaya/shared-platform';

/**
 * A password-reset link signs the user in and returns with `#access_token=…&type=recovery`
 * to the address the auth server allows (the local stack: the site's root, whatever the
 * request asked). Wherever it lands, the reset-password page is where it belongs: moved there
 * before the router and supabase-js read the address, the fragment kept for supabase-js.
 */
export function moveRecoveryReturnToResetPage(
  location: Pick<Location, 'hash' | 'pathname'>,
  history: Pick<History, 'replaceState'>,
): boolean {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  if (params.get('type') !== 'recovery' || !params.has('access_token')) return false;
  if (location.pathname === RESET_PASSWORD_PATH) return false;
  history.replaceState(null, '', `${RESET_PASSWORD_PATH}${location.hash}`);
  return true;
}
