import { AuthApiError, type Session } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfigStore';
import { DataError } from '../supabase/DataError';
import { dataErrorMessage } from '../supabase/errorMessage';
import { loadSupabaseClient } from '../supabase/client';
import { testRuntimeConfig, TEST_SUPABASE_URL } from '../test/fixtures';
import { server } from '../testing/msw-server';
import { fakeSession } from '../test/sessions';
import {
  completePendingGoogleSignIn,
  GOOGLE_UNAVAILABLE,
  PENDING_USER_TYPE_KEY,
  requestPasswordReset,
  resendConfirmation,
  signIn,
  signInWithGoogle,
  signOut,
  signUp,
  updatePassword,
  verifyEmailCode,
} from './api';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));
afterEach(() => clearRuntimeConfig());

const auth = async () => (await loadSupabaseClient()).auth;

describe('signUp', () => {
  it("sends the metadata (with the page's language) and a redirect to the site root", async () => {
    let url: URL | undefined;
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/signup`, async ({ request }) => {
        url = new URL(request.url);
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          id: 'new-user',
          aud: 'authenticated',
          email: 'asha@nyaya.test',
          app_metadata: {},
          user_metadata: {},
          created_at: '2026-11-21T00:00:00Z',
        });
      }),
    );

    const result = await signUp({
      email: ' asha@nyaya.test ',
      password: 'Secret#2026',
      fullName: 'Asha Rao ',
      phone: '9876543210',
      role: 'lawyer',
      language: 'hi',
      consent: { privacy: '1.1', terms: '1.0' },
    });

    expect(result).toEqual({ needsEmailConfirmation: true });
    expect(url?.searchParams.get('redirect_to')).toBe(`${window.location.origin}/`);
    expect(body).toMatchObject({
      email: 'asha@nyaya.test',
      password: 'Secret#2026',
      data: {
        full_name: 'Asha Rao',
        role: 'lawyer',
        phone: '9876543210',
        language: 'hi',
        consent: { privacy: '1.1', terms: '1.0' },
      },
    });
  });

  it("throws the backend's message", async () => {
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/signup`, () =>
        HttpResponse.json(
          { code: 'user_already_exists', message: 'User already registered' },
          { status: 422 },
        ),
      ),
    );
    const error = await signUp({
      email: 'a@b.in',
      password: 'x',
      fullName: '',
      phone: '',
      role: 'client',
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).message).toBe('User already registered');
  });
});

describe('signIn', () => {
  it('returns the session', async () => {
    const session = fakeSession({ role: 'client' });
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('grant_type')).toBe('password');
        return HttpResponse.json(session);
      }),
      http.post(
        `${TEST_SUPABASE_URL}/auth/v1/logout`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const result = await signIn({ email: 'user-1@nyaya.test', password: 'pw' });
    expect(result.access_token).toBe(session.access_token);
    await (await auth()).signOut({ scope: 'local' });
  });

  it("throws the backend's message for wrong credentials", async () => {
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, () =>
        HttpResponse.json(
          { code: 'invalid_credentials', message: 'Invalid login credentials' },
          { status: 400 },
        ),
      ),
    );
    await expect(signIn({ email: 'a@b.in', password: 'wrong' })).rejects.toThrow(
      'Invalid login credentials',
    );
  });

  it('says the server could not be reached when offline', async () => {
    server.use(http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, () => HttpResponse.error()));
    const error = await signIn({ email: 'a@b.in', password: 'pw' }).catch((thrown) => thrown);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ reason: 'network', messageKey: 'common:errors.network' });
    expect(dataErrorMessage(error)).toBe(
      'Could not reach the server. Please check your connection and try again.',
    );
  });
});

describe('password reset and e-mailed codes', () => {
  it('asks for a reset e-mail that returns to the reset-password page', async () => {
    let url: URL | undefined;
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/recover`, async ({ request }) => {
        url = new URL(request.url);
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({});
      }),
    );
    await requestPasswordReset(' asha@nyaya.test ');
    expect(body?.email).toBe('asha@nyaya.test');
    expect(url?.searchParams.get('redirect_to')).toBe(`${window.location.origin}/reset-password`);
  });

  it("reports the server's wait between two reset e-mails", async () => {
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/recover`, () =>
        HttpResponse.json(
          {
            code: 429,
            error_code: 'over_email_send_rate_limit',
            msg: 'For security purposes, you can only request this after 42 seconds.',
          },
          { status: 429 },
        ),
      ),
    );
    const error = await requestPasswordReset('asha@nyaya.test').catch((thrown) => thrown);
    expect(error).toBeInstanceOf(DataError);
    expect(dataErrorMessage(error)).toBe(
      'For security purposes, you can only request this after 42 seconds.',
    );
  });

  it('verifies a recovery or sign-up code by e-mail address and type', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/verify`, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          { error_code: 'otp_expired', msg: 'Token has expired or is invalid' },
          {
            status: 403,
          },
        );
      }),
    );
    await expect(
      verifyEmailCode({ email: 'asha@nyaya.test', code: ' 123456 ', purpose: 'recovery' }),
    ).rejects.toMatchObject({ code: 'otp_expired' });
    await expect(
      verifyEmailCode({ email: 'asha@nyaya.test', code: '654321', purpose: 'signup' }),
    ).rejects.toBeInstanceOf(DataError);
    expect(sent).toMatchObject([
      { email: 'asha@nyaya.test', token: '123456', type: 'recovery' },
      { email: 'asha@nyaya.test', token: '654321', type: 'signup' },
    ]);
  });

  it('resends the sign-up confirmation with a redirect to the site root', async () => {
    let body: Record<string, unknown> | undefined;
    let url: URL | undefined;
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/resend`, async ({ request }) => {
        url = new URL(request.url);
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({});
      }),
    );
    await resendConfirmation('asha@nyaya.test ');
    expect(body).toMatchObject({ type: 'signup', email: 'asha@nyaya.test' });
    expect(url?.searchParams.get('redirect_to')).toBe(`${window.location.origin}/`);
  });

  it('sets a new password for the signed-in user', async () => {
    const update = vi
      .spyOn(await auth(), 'updateUser')
      .mockResolvedValue({ data: { user: fakeSession().user }, error: null });
    await updatePassword('New#Password1');
    expect(update).toHaveBeenCalledWith({ password: 'New#Password1' });
  });
});

/** The runtime config with Google sign-in offered, and the auth server's settings saying `google`. */
function offerGoogle(serverHasGoogle = true) {
  setRuntimeConfig({ ...testRuntimeConfig(), auth: { google: true } });
  server.use(
    http.get(`${TEST_SUPABASE_URL}/auth/v1/settings`, () =>
      HttpResponse.json({ external: { google: serverHasGoogle, email: true } }),
    ),
  );
}

describe('Google sign-in', () => {
  beforeEach(() => offerGoogle());

  it('does not start when the runtime config does not offer it, and leaves nothing pending', async () => {
    setRuntimeConfig(testRuntimeConfig());
    const start = vi.spyOn(await auth(), 'signInWithOAuth');
    await expect(signInWithGoogle('client')).rejects.toMatchObject({ code: GOOGLE_UNAVAILABLE });
    expect(start).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_USER_TYPE_KEY)).toBeNull();
  });

  it('does not leave for the auth server when its Google provider is off', async () => {
    offerGoogle(false);
    const start = vi.spyOn(await auth(), 'signInWithOAuth');
    await expect(signInWithGoogle('lawyer')).rejects.toMatchObject({ code: GOOGLE_UNAVAILABLE });
    expect(start).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_USER_TYPE_KEY)).toBeNull();
  });

  it('stores the pending portal and asks for offline access with a consent prompt', async () => {
    const start = vi.spyOn(await auth(), 'signInWithOAuth').mockResolvedValue({
      data: { provider: 'google', url: 'https://accounts.google.test' },
      error: null,
    });

    await signInWithGoogle('lawyer');

    expect(localStorage.getItem(PENDING_USER_TYPE_KEY)).toBe('lawyer');
    expect(start).toHaveBeenCalledWith({
      provider: 'google',
      options: {
        redirectTo: window.location.origin,
        queryParams: { access_type: 'offline', prompt: 'consent' },
      },
    });
  });

  it('clears the pending portal when the start fails', async () => {
    vi.spyOn(await auth(), 'signInWithOAuth').mockResolvedValue({
      data: { provider: 'google', url: null },
      error: new AuthApiError(
        'Unsupported provider: provider is not enabled',
        400,
        'validation_failed',
      ),
    });
    await expect(signInWithGoogle('client')).rejects.toThrow('Unsupported provider');
    expect(localStorage.getItem(PENDING_USER_TYPE_KEY)).toBeNull();
  });

  it('after the redirect, writes the pending role to the metadata and clears it', async () => {
    localStorage.setItem(PENDING_USER_TYPE_KEY, 'lawyer');
    vi.spyOn(await auth(), 'getSession').mockResolvedValue({
      data: { session: fakeSession() as Session },
      error: null,
    });
    const update = vi
      .spyOn(await auth(), 'updateUser')
      .mockResolvedValue({ data: { user: fakeSession({ role: 'lawyer' }).user }, error: null });

    expect(await completePendingGoogleSignIn()).toBe('lawyer');
    expect(update).toHaveBeenCalledWith({ data: { role: 'lawyer' } });
    expect(localStorage.getItem(PENDING_USER_TYPE_KEY)).toBeNull();
  });

  it('clears the pending role when the update fails', async () => {
    localStorage.setItem(PENDING_USER_TYPE_KEY, 'client');
    vi.spyOn(await auth(), 'getSession').mockResolvedValue({
      data: { session: fakeSession() },
      error: null,
    });
    vi.spyOn(await auth(), 'updateUser').mockResolvedValue({
      data: { user: null },
      error: new AuthApiError('Update failed', 500, 'unexpected_failure'),
    });
    await expect(completePendingGoogleSignIn()).rejects.toThrow('Update failed');
    expect(localStorage.getItem(PENDING_USER_TYPE_KEY)).toBeNull();
  });

  it('does nothing without a pending role, and drops it without a session', async () => {
    const update = vi.spyOn(await auth(), 'updateUser');
    expect(await completePendingGoogleSignIn()).toBeNull();

    localStorage.setItem(PENDING_USER_TYPE_KEY, 'lawyer');
    vi.spyOn(await auth(), 'getSession').mockResolvedValue({
      data: { session: null },
      error: null,
    });
    expect(await completePendingGoogleSignIn()).toBeNull();
    expect(update).not.toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_USER_TYPE_KEY)).toBeNull();
  });
});

describe('signOut', () => {
  it.each([401, 403, 404])('ignores a %i answer from the server', async (status) => {
    const signOutSpy = vi
      .spyOn(await auth(), 'signOut')
      .mockResolvedValueOnce({ error: new AuthApiError('gone', status, 'session_not_found') })
      .mockResolvedValueOnce({ error: null });
    await expect(signOut()).resolves.toBeUndefined();
    expect(signOutSpy).toHaveBeenLastCalledWith({ scope: 'local' });
  });

  it('signs this device out and reports any other failure', async () => {
    const signOutSpy = vi
      .spyOn(await auth(), 'signOut')
      .mockResolvedValueOnce({
        error: new AuthApiError('Internal error', 500, 'unexpected_failure'),
      })
      .mockResolvedValueOnce({ error: null });
    await expect(signOut()).rejects.toThrow('Internal error');
    expect(signOutSpy).toHaveBeenLastCalledWith({ scope: 'local' });
  });

  it('succeeds quietly when the server agrees', async () => {
    const signOutSpy = vi.spyOn(await auth(), 'signOut').mockResolvedValue({ error: null });
    await signOut();
    expect(signOutSpy).toHaveBeenCalledTimes(1);
  });
});

describe('prepareAuth', () => {
  /** Fresh modules: no client exists yet, so creating one is observable. */
  async function freshModules() {
    // auth-js warns when it meets the earlier tests' clients.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.resetModules();
    const config = await import('../config/runtimeConfigStore');
    const clients = await import('../supabase/client');
    const api = await import('./api');
    return { config, clients, api };
  }

  it("creates the page's client in the background", async () => {
    const { config, clients, api } = await freshModules();
    config.setRuntimeConfig(testRuntimeConfig());
    const created = vi.fn();
    const stop = clients.followSupabaseClient(created);
    try {
      expect(created).not.toHaveBeenCalled();
      api.prepareAuth();
      await vi.waitFor(() => expect(created).toHaveBeenCalledTimes(1));
      expect(created).toHaveBeenCalledWith(await clients.loadSupabaseClient());
    } finally {
      stop();
      config.clearRuntimeConfig();
    }
  });

  it('swallows a failure: without a runtime config it neither throws nor rejects', async () => {
    const { api } = await freshModules();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => api.prepareAuth()).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
