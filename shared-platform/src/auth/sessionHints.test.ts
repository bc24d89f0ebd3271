import { describe, expect, it } from 'vitest';
import { PENDING_USER_TYPE_KEY } from './api';
import { hasAuthRedirectParams, mayHaveSession } from './sessionHints';

const storageKey = 'sb-project-auth-token';
const noRedirect = { hash: '', search: '' };

function storageWith(entries: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

describe('mayHaveSession', () => {
  it('is false for a first visit: nothing stored, nothing in the URL', () => {
    expect(mayHaveSession({ storageKey, storage: storageWith({}), location: noRedirect })).toBe(
      false,
    );
  });

  it.each([
    ['the session', storageKey],
    ['the separately stored user', `${storageKey}-user`],
    ['a pending Google sign-in', PENDING_USER_TYPE_KEY],
  ])('is true with %s in localStorage', (_what, key) => {
    const storage = storageWith({ [key]: '{"access_token":"a"}' });
    expect(mayHaveSession({ storageKey, storage, location: noRedirect })).toBe(true);
  });

  it("ignores another project's session and a leftover PKCE verifier", () => {
    const storage = storageWith({
      'sb-otherproject-auth-token': '{"access_token":"a"}',
      [`${storageKey}-code-verifier`]: '"verifier"',
    });
    expect(mayHaveSession({ storageKey, storage, location: noRedirect })).toBe(false);
  });

  it('is true for an auth redirect even without storage', () => {
    const location = { hash: '#access_token=a&refresh_token=b', search: '' };
    expect(mayHaveSession({ storageKey, storage: null, location })).toBe(true);
  });

  it('treats storage that throws as empty', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(mayHaveSession({ storageKey, storage, location: noRedirect })).toBe(false);
  });
});

describe('hasAuthRedirectParams', () => {
  it.each([
    { hash: '#access_token=a&refresh_token=b&type=signup', search: '' },
    { hash: '#error=access_denied&error_description=Denied', search: '' },
    { hash: '#error_description=Email+link+is+invalid', search: '' },
    { hash: '', search: '?code=abc' },
    { hash: '', search: '?error=server_error&error_code=unexpected_failure' },
  ])('finds %o', (location) => {
    expect(hasAuthRedirectParams(location)).toBe(true);
  });

  it.each([
    { hash: '', search: '' },
    { hash: '#main', search: '' },
    { hash: '', search: '?search=divorce&city=Delhi' },
  ])('ignores %o', (location) => {
    expect(hasAuthRedirectParams(location)).toBe(false);
  });
});
