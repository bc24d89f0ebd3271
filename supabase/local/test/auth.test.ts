/**
 * Sign-up through the auth API, as the web app does it with supabase-js: confirmation by
 * e-mail (caught by MailDev), then sign-in, the profile the database creates, sign-out.
 */
import { createClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import type { Database, DatabaseClient } from '../src/types/database.ts';
import { env, serviceClient } from './support/clients.ts';
import { emailsTo, extractConfirmationLink, waitForEmail } from '../src/mailbox-client.ts';

const siteUrl = 'http://localhost:3000';
const password = 'Sign-up#Password1';

/** A client of its own, so each test's session stays its own. */
function freshClient(): DatabaseClient {
  return createClient<Database>(env().apiUrl, env().publishableKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@signup.nyaya.test`;
}

async function signUp(
  email: string,
  data: { full_name: string; role: 'client' | 'lawyer'; phone: string },
) {
  return freshClient().auth.signUp({
    email,
    password,
    options: { data, emailRedirectTo: siteUrl },
  });
}

/** Follows the confirmation link from the mailbox, then signs in with a fresh client. */
async function confirmAndSignIn(email: string): Promise<DatabaseClient> {
  const link = extractConfirmationLink(
    await waitForEmail(email, { mailUrl: env().mailUrl, timeoutMs: 30_000 }),
  );
  const verify = await fetch(link, { redirect: 'manual' });
  expect(verify.status).toBe(303);
  const client = freshClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

describe('sign-up with e-mail confirmation', () => {
  it('confirms a new client through the e-mailed link, then signs in and out', async () => {
    const email = uniqueEmail('client');
    const signUpResult = await signUp(email, {
      full_name: 'Kiran Signup',
      role: 'client',
      phone: '+919876543210',
    });
    expect(signUpResult.error).toBeNull();
    expect(signUpResult.data.user?.email).toBe(email);
    // Confirmation is required: no session until the link is followed.
    expect(signUpResult.data.session).toBeNull();
    const userId = signUpResult.data.user!.id;

    const early = await freshClient().auth.signInWithPassword({ email, password });
    expect(early.data.session).toBeNull();
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.message).toMatch(/email not confirmed/i);

    const message = await waitForEmail(email, { mailUrl: env().mailUrl, timeoutMs: 30_000 });
    expect(message.subject).toBe('Confirm Your Signup');
    const link = extractConfirmationLink(message);
    // The link goes to the API (as on hosted Supabase), not to the site.
    expect(link.startsWith(`${env().apiUrl}/auth/v1/verify?`)).toBe(true);
    const linkUrl = new URL(link);
    expect(linkUrl.searchParams.get('type')).toBe('signup');
    expect(linkUrl.searchParams.get('redirect_to')).toBe(siteUrl);

    const verify = await fetch(link, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    const location = new URL(verify.headers.get('location')!);
    expect(location.origin).toBe(siteUrl);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('type')).toBe('signup');

    // A link works once.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error_code=otp_expired');

    const client = freshClient();
    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBeTruthy();
    expect(signIn.data.user?.id).toBe(userId);
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();
    expect(signIn.data.user?.user_metadata).toMatchObject({
      full_name: 'Kiran Signup',
      role: 'client',
      phone: '+919876543210',
    });

    // The database made the profile; the user reads it with their own session.
    const profile = await client.from('profiles').select('id, full_name, email');
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual([expect.objectContaining({ id: userId, email })]);

    const { access_token: accessToken, refresh_token: refreshToken } = signIn.data.session!;
    const signOut = await client.auth.signOut();
    expect(signOut.error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    // The session is gone on the server too.
    expect((await freshClient().auth.getUser(accessToken)).error).not.toBeNull();
    const refresh = await freshClient().auth.refreshSession({ refresh_token: refreshToken });
    expect(refresh.error).not.toBeNull();
    expect(refresh.data.session).toBeNull();
  });

  it('gives a lawyer who signs up a profile too', async () => {
    const email = uniqueEmail('lawyer');
    const { data, error } = await signUp(email, {
      full_name: 'Leela Lawyer',
      role: 'lawyer',
      phone: '9123456780',
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ role: 'lawyer', full_name: 'Leela Lawyer' });
    const userId = data.user!.id;

    const profile = await serviceClient()
      .from('profiles')
      .select('id, full_name, email')
      .eq('id', userId);
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual([expect.objectContaining({ id: userId, email })]);

    // No verification yet: that is a separate step after signing in.
    const lawyerProfile = await serviceClient()
      .from('lawyer_profiles')
      .select('id')
      .eq('id', userId);
    expect(lawyerProfile.data).toEqual([]);

    const message = await waitForEmail(email, { mailUrl: env().mailUrl, timeoutMs: 30_000 });
    expect(extractConfirmationLink(message).startsWith(`${env().apiUrl}/auth/v1/verify?`)).toBe(
      true,
    );
  });

  let named: { id: string; email: string; profile: unknown } | undefined;

  it('reads the profile of a confirmed user as that user', async () => {
    const email = uniqueEmail('named');
    const { data, error } = await signUp(email, {
      full_name: '  Nandita Named  ',
      role: 'client',
      phone: '+919876543210',
    });
    expect(error).toBeNull();
    const client = await confirmAndSignIn(email);
    const profile = await client.from('profiles').select('id, full_name, email');
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual([expect.objectContaining({ id: data.user!.id, email })]);
    named = { id: data.user!.id, email, profile: profile.data };
  });

  it('copies full_name from the sign-up data into the profile', () => {
    expect(named, 'the previous test must have signed the user up').toBeDefined();
    // The trigger trims the name.
    expect(named!.profile).toEqual([
      { id: named!.id, full_name: 'Nandita Named', email: named!.email },
    ]);
  });

  it('rejects a malformed e-mail address and sends nothing', async () => {
    const email = 'not-an-email-address';
    const { data, error } = await signUp(email, {
      full_name: 'Bad Address',
      role: 'client',
      phone: '+919876543210',
    });
    expect(error).not.toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.message).toMatch(/email/i);
    expect(data.user).toBeNull();
    expect(await emailsTo(email, { mailUrl: env().mailUrl })).toEqual([]);
  });
});
