/**
 * No dead ends for an account: a forgotten password is reset by the e-mailed link or code, and
 * an unconfirmed account can have its confirmation sent again (lite accepts that request but
 * never sends; the stack does, src/auth/resend-confirmation.ts), no more often than
 * config.toml's `max_frequency` per address. Both e-mails state their 6-digit code in the HTML
 * part too, since the site lets the user enter it.
 *
 * On a stack of its own whose clock the tests move on (Date.now, read by the limits), so the
 * minute between two e-mails to one address passes at once.
 */
import { createClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ws from 'ws';
import { loadConfig } from '../src/config.ts';
import {
  emailsTo,
  extractConfirmationLink,
  waitForEmail,
  type MailMessage,
} from '../src/mailbox-client.ts';
import { startLocalStack, type LocalStack } from '../src/stack.ts';
import type { Database, DatabaseClient } from '../src/types/database.ts';
import { env } from './support/clients.ts';
import { freePort } from '@nyaya/build-kit/ports';

const password = 'Recovery#Pass1';
const realNow = Date.now.bind(Date);
let clockAhead = 0;
let stack: LocalStack;

beforeAll(async () => {
  // Taken by the rate limits when the stack starts, so moving it on moves their clock.
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + clockAhead);
  const config = loadConfig({
    SUPABASE_API_PORT: String(await freePort()),
    MAILDEV_WEB_PORT: String(await freePort()),
    MAILDEV_SMTP_PORT: String(await freePort()),
    SUPABASE_DB_PORT: String(await freePort()),
    SUPABASE_DATA_DIR: ':memory:',
    DATABASE_URL: env().databaseUrl ?? '',
  });
  stack = await startLocalStack(config);
});

afterAll(async () => {
  await stack?.stop();
  vi.restoreAllMocks();
});

/** One e-mail per address per minute (config.toml's max_frequency): let that minute pass. */
const aMinuteLater = () => (clockAhead += 61_000);

function freshClient(): DatabaseClient {
  return createClient<Database>(stack.apiUrl, env().publishableKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function uniqueEmail(label: string): string {
  return `${label}-${realNow()}-${randomBytes(3).toString('hex')}@recovery.nyaya.test`;
}

function codeIn(message: MailMessage): string {
  const code = /code: (\d{6})\b/.exec(message.text ?? '')?.[1];
  if (!code) throw new Error(`No code in "${message.subject}":\n${message.text}`);
  return code;
}

async function signUp(email: string) {
  const { error } = await freshClient().auth.signUp({
    email,
    password,
    options: { data: { full_name: 'Rekha Recovery', role: 'client', phone: '9876543210' } },
  });
  expect(error).toBeNull();
  return waitForEmail(email, { mailUrl: stack.mailUrl, timeoutMs: 30_000 });
}

/** Waits for the `count`-th e-mail to `email`, newest last. */
async function nthEmail(email: string, count: number): Promise<MailMessage> {
  const deadline = realNow() + 30_000;
  for (;;) {
    const sent = await emailsTo(email, { mailUrl: stack.mailUrl });
    if (sent.length >= count) return sent[count - 1]!;
    if (realNow() > deadline) throw new Error(`${email} got ${sent.length} e-mails, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('resending the sign-up confirmation', () => {
  it('sends a new code and link once a minute has passed; the new code confirms', async () => {
    const email = uniqueEmail('resend');
    const first = await signUp(email);
    expect(first.html).toContain(codeIn(first));

    const tooSoon = await freshClient().auth.resend({ type: 'signup', email });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    expect(tooSoon.error?.message).toMatch(
      /^For security purposes, you can only request this after (60|[1-5]\d) seconds\.$/,
    );

    aMinuteLater();
    const again = await freshClient().auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: 'http://localhost:3000/' },
    });
    expect(again.error).toBeNull();
    const second = await nthEmail(email, 2);
    expect(second.subject).toBe('Confirm Your Signup');
    const code = codeIn(second);
    expect(second.html).toContain(code);
    const link = new URL(extractConfirmationLink(second));
    expect(link.origin + link.pathname).toBe(`${stack.apiUrl}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');

    const confirmed = await freshClient().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.session?.user.email).toBe(email);
    const signIn = await freshClient().auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
  });

  it("sends a link that confirms and returns to the site, and ends the first e-mail's code", async () => {
    const email = uniqueEmail('relink');
    const first = await signUp(email);
    aMinuteLater();
    expect((await freshClient().auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = await nthEmail(email, 2);

    const stale = await freshClient().auth.verifyOtp({
      email,
      token: codeIn(first),
      type: 'signup',
    });
    expect(stale.error?.code).toBe('otp_expired');
    const followed = await fetch(extractConfirmationLink(second), { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/?#access_token=/);
  });

  it('answers for an unknown or a confirmed address as for an unconfirmed one, and mails nobody', async () => {
    const unknown = uniqueEmail('nobody');
    const confirmed = uniqueEmail('confirmed');
    const message = await signUp(confirmed);
    await fetch(extractConfirmationLink(message), { redirect: 'manual' });
    aMinuteLater();

    for (const email of [unknown, confirmed]) {
      const { error } = await freshClient().auth.resend({ type: 'signup', email });
      expect(error).toBeNull();
    }
    // A confirmation sent to someone else afterwards has arrived: these would have by now.
    await signUp(uniqueEmail('marker'));
    expect(await emailsTo(unknown, { mailUrl: stack.mailUrl })).toEqual([]);
    expect(await emailsTo(confirmed, { mailUrl: stack.mailUrl })).toHaveLength(1);
  });
});

describe('a forgotten password', () => {
  async function confirmedMember(label: string) {
    const email = uniqueEmail(label);
    const message = await signUp(email);
    await fetch(extractConfirmationLink(message), { redirect: 'manual' });
    return email;
  }

  it('is reset by the link: it signs the user in on the site, who sets a new one', async () => {
    const email = await confirmedMember('link');
    expect((await freshClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const message = await waitForEmail(email, {
      mailUrl: stack.mailUrl,
      subject: 'Reset Your Password',
      timeoutMs: 30_000,
    });
    expect(message.html).toContain(codeIn(message));
    const followed = await fetch(extractConfirmationLink(message), { redirect: 'manual' });
    const location = new URL(followed.headers.get('location')!);
    expect(location.origin).toBe('http://localhost:3000');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');

    const client = freshClient();
    const { error } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect((await client.auth.updateUser({ password: 'weakpass' })).error?.code).toBe(
      'weak_password',
    );
    expect((await client.auth.updateUser({ password: 'Reset#ByLink2' })).error).toBeNull();
    expect(
      (await freshClient().auth.signInWithPassword({ email, password: 'Reset#ByLink2' })).error,
    ).toBeNull();
    expect((await freshClient().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('is reset by the code, and the reset e-mail comes once a minute', async () => {
    const email = await confirmedMember('code');
    expect((await freshClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const again = await freshClient().auth.resetPasswordForEmail(email);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    const message = await waitForEmail(email, {
      mailUrl: stack.mailUrl,
      subject: 'Reset Your Password',
      timeoutMs: 30_000,
    });
    const client = freshClient();
    const verified = await client.auth.verifyOtp({
      email,
      token: codeIn(message),
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'Reset#ByCode3' })).error).toBeNull();
    expect(
      (await freshClient().auth.signInWithPassword({ email, password: 'Reset#ByCode3' })).error,
    ).toBeNull();
  });
});
