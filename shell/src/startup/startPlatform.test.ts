import {
  PENDING_USER_TYPE_KEY,
  getRuntimeConfig,
  parseRuntimeConfig,
  useAuthStore,
  type AuthSessionSource,
} from '@nyaya/shared-platform';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, validConfigJson } from '../test/fixtures';
import { startPlatform, takeOAuthRedirectError } from './startPlatform';

function fakeAuthSource(session = fakeSession({ role: 'lawyer', full_name: 'Priya Sharma' })) {
  const unsubscribe = vi.fn();
  const source: AuthSessionSource = {
    getSession: async () => ({ data: { session }, error: null }),
    onAuthStateChange: () => ({ data: { subscription: { unsubscribe } } }),
  };
  return { source, unsubscribe };
}

const noRedirect = {
  location: { hash: '', search: '', pathname: '/' },
  history: { replaceState: vi.fn() },
};

describe('startPlatform', () => {
  it('holds the config, then follows the auth session', async () => {
    const { source, unsubscribe } = fakeAuthSource();
    const config = parseRuntimeConfig(validConfigJson());
    const started = startPlatform(config, { authSource: source, ...noRedirect });
    expect(getRuntimeConfig()).toBe(config);
    expect(started.sentryEnabled).toBe(false);
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('signedIn'));
    expect(useAuthStore.getState().displayName).toBe('Priya Sharma');
    started.stopAuthListener();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('leaves no pending Google portal choice behind', async () => {
    localStorage.setItem(PENDING_USER_TYPE_KEY, 'lawyer');
    startPlatform(parseRuntimeConfig(validConfigJson()), {
      authSource: fakeAuthSource().source,
      ...noRedirect,
    });
    await vi.waitFor(() => expect(localStorage.getItem(PENDING_USER_TYPE_KEY)).toBeNull());
  });
});

describe('takeOAuthRedirectError', () => {
  it("returns the auth server's message from the fragment and cleans the address bar", () => {
    const history = { replaceState: vi.fn() };
    const message = takeOAuthRedirectError(
      {
        hash: '#error=server_error&error_code=unexpected_failure&error_description=Unable+to+exchange+external+code',
        search: '',
        pathname: '/',
      },
      history,
    );
    expect(message).toBe('Unable to exchange external code');
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/');
  });

  it('leaves a successful redirect alone', () => {
    const history = { replaceState: vi.fn() };
    expect(
      takeOAuthRedirectError(
        { hash: '#access_token=abc&refresh_token=def', search: '', pathname: '/' },
        history,
      ),
    ).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
