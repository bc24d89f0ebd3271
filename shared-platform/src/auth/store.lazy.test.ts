// startAuthListener() without an injected source: supabase-js is loaded only when the page can
// have a session. supabase-js is replaced by a counting fake whose clients emit auth events.
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../test/sessions';
import { testRuntimeConfig } from '../test/fixtures';
import type * as Platform from '../index';

const STORAGE_KEY = 'sb-supabase-auth-token';

type AuthCallback = (event: AuthChangeEvent, session: Session | null) => void;

/** What the fake backend knows: the stored session, and every client and import so far. */
const backend = {
  session: null as Session | null,
  imports: 0,
  clients: [] as FakeClient[],
};

class FakeClient {
  readonly listeners = new Set<AuthCallback>();
  readonly auth = {
    getSession: vi.fn(async () => ({ data: { session: backend.session }, error: null })),
    onAuthStateChange: vi.fn((callback: AuthCallback) => {
      this.listeners.add(callback);
      return { data: { subscription: { unsubscribe: () => this.listeners.delete(callback) } } };
    }),
    signInWithPassword: vi.fn(async () => {
      backend.session = fakeSession({ role: 'lawyer', full_name: 'Priya Sharma' });
      this.emit('SIGNED_IN', backend.session);
      return { data: { session: backend.session }, error: null };
    }),
    updateUser: vi.fn(async () => ({ data: { user: backend.session?.user ?? null }, error: null })),
  };

  emit(event: AuthChangeEvent, session: Session | null) {
    this.listeners.forEach((listener) => listener(event, session));
  }
}

let platform: typeof Platform;
beforeEach(async () => {
  vi.resetModules();
  backend.session = null;
  backend.imports = 0;
  backend.clients = [];
  vi.doMock('@supabase/supabase-js', () => {
    backend.imports += 1;
    return {
      createClient: vi.fn(() => {
        const client = new FakeClient();
        backend.clients.push(client);
        return client;
      }),
    };
  });
  platform = await import('../index');
  platform.setRuntimeConfig(testRuntimeConfig());
});

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  window.history.replaceState(null, '', '/');
});

function start(): void {
  stops.push(platform.startAuthListener());
}

const state = () => platform.useAuthStore.getState();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function storeSession(session: Session): void {
  backend.session = session;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
}

/** What the browser fires in this tab when another tab writes localStorage. */
function storageEventFromAnotherTab(key: string | null, newValue: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('startAuthListener, signed out', () => {
  it('is signed out at once and never loads supabase-js', async () => {
    start();
    expect(state()).toMatchObject({ status: 'signedOut', session: null, user: null });
    await flush();
    expect(backend.imports).toBe(0);
    expect(state().status).toBe('signedOut');
  });

  it("follows the client from when a feature's api or a sign-in first needs it, once", async () => {
    start();
    await platform.loadSupabaseClient();
    expect(backend.clients).toHaveLength(1);
    const [client] = backend.clients;
    expect(client!.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
    expect(state().status).toBe('signedOut');

    await platform.signIn({ email: 'priya@nyaya.test', password: 'pw' });
    expect(state()).toMatchObject({ status: 'signedIn', displayName: 'Priya Sharma' });
    expect(backend.clients).toHaveLength(1);
    expect(client!.auth.onAuthStateChange).toHaveBeenCalledTimes(1);

    client!.emit('SIGNED_OUT', null);
    expect(state().status).toBe('signedOut');
  });

  it('follows a new client when the backend changes, and leaves the old one', async () => {
    start();
    await platform.signIn({ email: 'priya@nyaya.test', password: 'pw' });
    platform.setRuntimeConfig({
      ...testRuntimeConfig(),
      supabase: { url: 'http://other.test', anonKey: 'other-key' },
    });
    await platform.signIn({ email: 'priya@nyaya.test', password: 'pw' });
    const [old, current] = backend.clients;
    expect(old!.listeners.size).toBe(0);
    expect(current!.listeners.size).toBe(1);
  });
});

describe('startAuthListener, when the page may have a session', () => {
  it('loads supabase-js for a stored session and stays loading until it is read', async () => {
    storeSession(fakeSession({ role: 'client', full_name: 'Asha Rao' }));
    start();
    expect(state().status).toBe('loading');
    await vi.waitFor(() => expect(state().status).toBe('signedIn'));
    expect(state().displayName).toBe('Asha Rao');
    expect(backend.imports).toBe(1);
    expect(backend.clients[0]!.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
  });

  it('loads supabase-js for tokens in the URL (e-mail confirmation, Google)', async () => {
    window.history.replaceState(null, '', '/#access_token=a&refresh_token=b&type=signup');
    backend.session = fakeSession({ role: 'lawyer' });
    start();
    expect(state().status).toBe('loading');
    await vi.waitFor(() => expect(state().status).toBe('signedIn'));
    expect(backend.imports).toBe(1);
  });

  it('loads supabase-js for a pending Google sign-in, and writes its role', async () => {
    localStorage.setItem(platform.PENDING_USER_TYPE_KEY, 'lawyer');
    backend.session = fakeSession({});
    start();
    expect(state().status).toBe('loading');
    expect(await platform.completePendingGoogleSignIn()).toBe('lawyer');
    expect(backend.imports).toBe(1);
    expect(backend.clients).toHaveLength(1);
    expect(backend.clients[0]!.auth.updateUser).toHaveBeenCalledWith({ data: { role: 'lawyer' } });
  });

  it('is signed out, not loading forever, when supabase-js cannot load', async () => {
    vi.doMock('@supabase/supabase-js', () => {
      throw new Error('Loading chunk 679 failed.');
    });
    storeSession(fakeSession({}));
    start();
    await vi.waitFor(() => expect(state().status).toBe('signedOut'));
  });
});

describe('startAuthListener and other tabs', () => {
  it('follows a sign-in in another tab', async () => {
    start();
    storeSession(fakeSession({ full_name: 'Asha Rao' }));
    storageEventFromAnotherTab(STORAGE_KEY, localStorage.getItem(STORAGE_KEY));
    await vi.waitFor(() => expect(state().status).toBe('signedIn'));
    expect(state().displayName).toBe('Asha Rao');
    expect(backend.clients[0]!.auth.onAuthStateChange).toHaveBeenCalledTimes(1);

    // Signed out there, then: this tab reads the session again.
    backend.session = null;
    localStorage.removeItem(STORAGE_KEY);
    storageEventFromAnotherTab(STORAGE_KEY, null);
    await vi.waitFor(() => expect(state().status).toBe('signedOut'));
    expect(backend.imports).toBe(1);
  });

  it('ignores other keys, and removals while this tab never needed supabase-js', async () => {
    start();
    storageEventFromAnotherTab('sb-otherproject-auth-token', '{}');
    storageEventFromAnotherTab('i18nextLng', 'hi');
    storageEventFromAnotherTab(STORAGE_KEY, null);
    storageEventFromAnotherTab(null, null);
    await flush();
    expect(backend.imports).toBe(0);
    expect(state().status).toBe('signedOut');
  });

  it('stops listening to storage, clients and events on unsubscribe', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const stop = platform.startAuthListener();
    const onStorage = added.mock.calls.find(([type]) => type === 'storage')?.[1];
    stop();
    expect(onStorage).toBeDefined();
    expect(removed).toHaveBeenCalledWith('storage', onStorage);
    storeSession(fakeSession({}));
    storageEventFromAnotherTab(STORAGE_KEY, localStorage.getItem(STORAGE_KEY));
    await flush();
    expect(backend.imports).toBe(0);

    await platform.signIn({ email: 'priya@nyaya.test', password: 'pw' });
    expect(backend.clients[0]!.listeners.size).toBe(0);
    expect(state().status).toBe('signedOut');
  });

  it('unsubscribes from a client it follows', async () => {
    storeSession(fakeSession({}));
    const stop = platform.startAuthListener();
    await vi.waitFor(() => expect(state().status).toBe('signedIn'));
    stop();
    expect(backend.clients[0]!.listeners.size).toBe(0);
  });
});

describe('startAuthListener with an injected source', () => {
  it('follows that source only, without supabase-js or storage events', async () => {
    const source = {
      getSession: async () => ({
        data: { session: fakeSession({ full_name: 'Dev' }) },
        error: null,
      }),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
    };
    stops.push(platform.startAuthListener(source));
    expect(state().status).toBe('loading');
    await vi.waitFor(() => expect(state().status).toBe('signedIn'));
    storageEventFromAnotherTab(STORAGE_KEY, '{}');
    await flush();
    expect(backend.imports).toBe(0);
  });
});

describe('completePendingGoogleSignIn', () => {
  it('does not load supabase-js without a pending sign-in', async () => {
    expect(await platform.completePendingGoogleSignIn()).toBeNull();
    expect(backend.imports).toBe(0);
  });
});
