import { afterEach, describe, expect, it } from 'vitest';
import { fakeAuthSource, fakeSession } from '../test/sessions';
import { resetAuthStore, startAuthListener, useAuthStore } from './store';

afterEach(() => resetAuthStore());

const state = () => useAuthStore.getState();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('auth store', () => {
  it('starts loading, then reads the initial session', async () => {
    const fake = fakeAuthSource(fakeSession({ full_name: 'Priya Sharma', role: 'lawyer' }));
    startAuthListener(fake.source);
    expect(state().status).toBe('loading');

    fake.resolveInitialSession();
    await flush();
    expect(state()).toMatchObject({
      status: 'signedIn',
      role: 'lawyer',
      displayName: 'Priya Sharma',
    });
    expect(state().user?.id).toBe('user-1');
  });

  it('is signed out when there is no initial session', async () => {
    const fake = fakeAuthSource(null);
    startAuthListener(fake.source);
    fake.resolveInitialSession();
    await flush();
    expect(state()).toMatchObject({ status: 'signedOut', session: null, user: null, role: null });
  });

  it("defaults the role to 'client' and leaves a missing name to each screen's fallback", () => {
    const fake = fakeAuthSource();
    startAuthListener(fake.source);
    fake.emit('INITIAL_SESSION', fakeSession({}));
    expect(state()).toMatchObject({ status: 'signedIn', role: 'client', displayName: null });

    fake.emit('USER_UPDATED', fakeSession({ role: 'admin', full_name: '   ' }));
    expect(state()).toMatchObject({ role: 'client', displayName: null });
  });

  it('follows sign-in, token refresh, user update, MFA and sign-out events', () => {
    const fake = fakeAuthSource();
    startAuthListener(fake.source);

    fake.emit('SIGNED_IN', fakeSession({ full_name: 'Asha', role: 'client' }));
    expect(state()).toMatchObject({ status: 'signedIn', role: 'client', displayName: 'Asha' });

    const refreshed = fakeSession({ full_name: 'Asha', role: 'client' });
    fake.emit('TOKEN_REFRESHED', refreshed);
    expect(state().session).toBe(refreshed);

    fake.emit('USER_UPDATED', fakeSession({ full_name: 'Asha Rao', role: 'lawyer' }));
    expect(state()).toMatchObject({ role: 'lawyer', displayName: 'Asha Rao' });

    fake.emit('MFA_CHALLENGE_VERIFIED', fakeSession({ full_name: 'Asha Rao', role: 'lawyer' }));
    expect(state().status).toBe('signedIn');

    fake.emit('SIGNED_OUT', null);
    expect(state()).toMatchObject({
      status: 'signedOut',
      session: null,
      role: null,
      displayName: null,
    });
  });

  it('does not let a late initial session overwrite a newer event', async () => {
    const fake = fakeAuthSource(fakeSession({ full_name: 'Stale' }));
    startAuthListener(fake.source);
    fake.emit('SIGNED_OUT', null);
    fake.resolveInitialSession();
    await flush();
    expect(state().status).toBe('signedOut');
  });

  it('stops following events after unsubscribe', () => {
    const fake = fakeAuthSource();
    const stop = startAuthListener(fake.source);
    fake.emit('SIGNED_IN', fakeSession({}));
    stop();
    expect(fake.unsubscribed).toBe(true);
    fake.emit('SIGNED_OUT', null);
    expect(state().status).toBe('signedIn');
  });
});
