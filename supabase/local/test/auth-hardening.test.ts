/**
 * Account abuse (docs/adr/0015), through the auth API as supabase-js and raw clients use it:
 * the password policy, e-mailed codes that die after a few wrong guesses and after 15
 * minutes, one e-mail per kind per address per minute, no e-mail change, answers that do not
 * tell registered addresses from new ones, and config.toml's rate limits per client address
 * and for the whole project.
 *
 * The shared test stack multiplies the rate limits (global-setup.ts); the tests of the real
 * numbers run on a stack of their own, each from its own loopback address (127.0.0.x), so no
 * test spends another's allowance.
 */
import { createClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { env, serviceClient } from './support/clients.ts';
import { fixturePassword } from './support/fixtures.ts';
import { freePort } from '@nyaya/build-kit/ports';

const password = 'Hardening#Pass1';

function freshClient(apiUrl = env().apiUrl): DatabaseClient {
  return createClient<Database>(apiUrl, env().publishableKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@hardening.nyaya.test`;
}

/** The six-digit code of an auth e-mail ("... with this code: 123456"). */
function codeIn(message: MailMessage): string {
  const code = /code: (\d{6})\b/.exec(message.text ?? '')?.[1];
  if (!code) throw new Error(`No code in "${message.subject}":\n${message.text}`);
  return code;
}

/** A code that is not `code`. */
const otherThan = (code: string, offset: number) =>
  String((Number(code) + offset) % 1_000_000).padStart(6, '0');

async function signUp(email: string, apiUrl = env().apiUrl, secret = password) {
  return freshClient(apiUrl).auth.signUp({
    email,
    password: secret,
    options: { data: { full_name: 'Harsh Hardening', role: 'client', phone: '9876543210' } },
  });
}

/** A new account, confirmed through its e-mailed link. */
async function confirmedMember(label: string): Promise<{ email: string }> {
  const email = uniqueEmail(label);
  expect((await signUp(email)).error).toBeNull();
  const message = await waitForEmail(email, { mailUrl: env().mailUrl, timeoutMs: 30_000 });
  const confirmed = await fetch(extractConfirmationLink(message), { redirect: 'manual' });
  expect(confirmed.headers.get('location')).toContain('access_token=');
  return { email };
}

async function signedIn(email: string, secret = password): Promise<DatabaseClient> {
  const client = freshClient();
  const { error } = await client.auth.signInWithPassword({ email, password: secret });
  expect(error).toBeNull();
  return client;
}

describe('an e-mail address that is not a bare address', () => {
  const addresses = [
    '"quoted"@example.com',
    '"two words"@example.com',
    '<angle@example.com>',
    'Name <angle@example.com>',
    'a@b@example.com',
  ];
  const routes: [string, Record<string, unknown>][] = [
    [
      '/signup',
      { password, data: { full_name: 'Harsh Hardening', role: 'client', phone: '9876543210' } },
    ],
    ['/token?grant_type=password', { password }],
    ['/recover', {}],
    ['/resend', { type: 'signup' }],
    ['/otp', { create_user: false }],
    ['/magiclink', {}],
  ];

  it.each(
    routes.flatMap(([route, body]) => addresses.map((email) => [route, email, body] as const)),
  )('POST %s with %s answers 400 saying what an address looks like', async (route, email, body) => {
    const response = await fetch(`${env().apiUrl}/auth/v1${route}`, {
      method: 'POST',
      headers: { apikey: env().publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, email }),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error_code?: string; msg?: string };
    expect(answer.error_code).toBe('validation_failed');
    expect(answer.msg).toBe(
      'Unable to validate email address: invalid format. Enter the address alone, like ' +
        'name@example.com, without quotes, spaces or angle brackets.',
    );
  });

  it('is not stored, and nobody is mailed', async () => {
    const email = '"quoted-stored"@example.com';
    await fetch(`${env().apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: env().publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { data, error } = await serviceClient()
      .from('profiles')
      .select('id')
      .ilike('email', '%quoted-stored%');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('the password policy', () => {
  it.each([
    ['only lower-case letters', 'aaaaaaaa'],
    ['no capital letter', 'password1'],
    ['no lower-case letter', 'PASSWORD1'],
    ['no digit', 'Password'],
  ])('refuses a sign-up with %s, saying what is missing, and mails nothing', async (_, weak) => {
    const email = uniqueEmail('weak');
    const { data, error } = await signUp(email, env().apiUrl, weak);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ' +
        'ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
    expect(data.user).toBeNull();
    expect(await emailsTo(email, { mailUrl: env().mailUrl })).toEqual([]);
  });

  it('refuses a weak new password for a signed-in user and keeps the old one', async () => {
    const { email } = await confirmedMember('change');
    const client = await signedIn(email);
    const { error } = await client.auth.updateUser({ password: 'aaaaaaaa1' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    await signedIn(email);
  });

  it('refuses a weak password set through recovery, then takes a strong one', async () => {
    const { email } = await confirmedMember('recover');
    expect((await freshClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const message = await waitForEmail(email, {
      mailUrl: env().mailUrl,
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

    const weak = await client.auth.updateUser({ password: 'recovered' });
    expect(weak.error?.code).toBe('weak_password');
    const strong = await client.auth.updateUser({ password: 'Recovered#Pass2' });
    expect(strong.error).toBeNull();
    await signedIn(email, 'Recovered#Pass2');
  });
});

describe('e-mailed codes', () => {
  const email = uniqueEmail('guessed');
  let code = '';
  let link = '';

  it('stop working after five wrong ones, the real code and link included', async () => {
    expect((await signUp(email)).error).toBeNull();
    const message = await waitForEmail(email, { mailUrl: env().mailUrl, timeoutMs: 30_000 });
    code = codeIn(message);
    link = extractConfirmationLink(message);

    for (let guess = 1; guess <= 5; guess++) {
      const { data, error } = await freshClient().auth.verifyOtp({
        email,
        token: otherThan(code, guess),
        type: 'signup',
      });
      expect(data.session).toBeNull();
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('otp_expired');
    }

    const real = await freshClient().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(real.data.session).toBeNull();
    expect(real.error?.code).toBe('otp_expired');
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.headers.get('location')).toContain('error_code=otp_expired');
    const signIn = await freshClient().auth.signInWithPassword({ email, password });
    expect(signIn.error?.code).toBe('email_not_confirmed');
  });

  it('say why on the fifth wrong one', async () => {
    const other = uniqueEmail('told');
    expect((await signUp(other)).error).toBeNull();
    const real = codeIn(await waitForEmail(other, { mailUrl: env().mailUrl, timeoutMs: 30_000 }));
    const answers: (string | undefined)[] = [];
    for (let guess = 1; guess <= 5; guess++) {
      answers.push(
        (
          await freshClient().auth.verifyOtp({
            email: other,
            token: otherThan(real, guess),
            type: 'signup',
          })
        ).error?.message,
      );
    }
    expect(answers.at(-1)).toBe(
      'Too many wrong codes were entered for this e-mail address, so its codes no longer work. ' +
        'Please request a new code.',
    );
    expect(answers.slice(0, -1)).not.toContain(answers.at(-1));
  });

  it('can be asked for again: a new code works', async () => {
    expect(code, 'the previous test must have revoked a code').not.toBe('');
    expect((await freshClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const message = await waitForEmail(email, {
      mailUrl: env().mailUrl,
      subject: 'Reset Your Password',
      timeoutMs: 30_000,
    });
    const { data, error } = await freshClient().auth.verifyOtp({
      email,
      token: codeIn(message),
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });
});

describe('one e-mail address', () => {
  it('gets one recovery e-mail a minute, and an unknown address gets the same answers', async () => {
    const registered = env().fixtures.users.pendingLawyer.email;
    const unknown = uniqueEmail('nobody');
    for (const address of [registered, unknown]) {
      const first = await freshClient().auth.resetPasswordForEmail(address);
      expect(first.error).toBeNull();
      const second = await freshClient().auth.resetPasswordForEmail(address);
      expect(second.error?.status).toBe(429);
      expect(second.error?.code).toBe('over_email_send_rate_limit');
      expect(second.error?.message).toMatch(
        /^For security purposes, you can only request this after (60|[1-5]\d) seconds\.$/,
      );
    }
    await waitForEmail(registered, { mailUrl: env().mailUrl, subject: 'Reset Your Password' });
    const sent = await emailsTo(registered, { mailUrl: env().mailUrl });
    expect(sent.filter((message) => message.subject === 'Reset Your Password')).toHaveLength(1);
    expect(await emailsTo(unknown, { mailUrl: env().mailUrl })).toEqual([]);
  });
});

/** Keys and kinds of value, in order: what tells two answers apart when their values do not. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.entries(value as object).map(([key, item]) => [key, shapeOf(item)]);
  }
  if (typeof value !== 'string') return typeof value;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(value)) {
    return 'uuid v7';
  }
  if (/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,3})?\+00$/.test(value)) return 'timestamp';
  return 'string';
}

async function postSignUp(email: string) {
  const response = await fetch(`${env().apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: env().publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      data: { full_name: 'Same Answer', role: 'lawyer', phone: '9123456780' },
    }),
  });
  const headerNames = [...response.headers.keys()].filter((name) => name !== 'date').sort();
  return {
    status: response.status,
    headerNames,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('a registered address', () => {
  it('gets the answer to a sign-up that a new address gets, and no e-mail', async () => {
    const account = env().fixtures.users.clientB;
    const fresh = uniqueEmail('fresh');
    const newcomer = await postSignUp(fresh);
    const registered = await postSignUp(account.email);

    expect(registered.status).toBe(200);
    expect(registered.status).toBe(newcomer.status);
    expect(registered.headerNames).toEqual(newcomer.headerNames);
    expect(shapeOf(registered.body)).toEqual(shapeOf(newcomer.body));
    expect(registered.body).toMatchObject({
      email: account.email,
      user_metadata: { full_name: 'Same Answer', role: 'lawyer', email: account.email },
    });
    expect(registered.body.id).not.toBe(account.id);

    await waitForEmail(fresh, { mailUrl: env().mailUrl, timeoutMs: 30_000 });
    expect(await emailsTo(account.email, { mailUrl: env().mailUrl })).toEqual([]);
    // The account is untouched: same password, same name.
    const client = await signedIn(account.email, fixturePassword);
    const profile = await client.from('profiles').select('full_name').eq('id', account.id).single();
    expect(profile.data?.full_name).toBe(account.fullName);
  });

  it('gets the answer to an OTP request without sign-up that an unknown address gets', async () => {
    const registered = env().fixtures.users.approvedLawyer.email;
    const unknown = uniqueEmail('unknown');
    const answers = await Promise.all(
      [registered, unknown].map((email) =>
        freshClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } }),
      ),
    );
    expect(answers.map((answer) => answer.error)).toEqual([null, null]);
    expect(answers[0]).toEqual(answers[1]);

    // The registered address is mailed a link; the unknown one gets nothing and no account.
    await waitForEmail(registered, { mailUrl: env().mailUrl, timeoutMs: 30_000 });
    expect(await emailsTo(unknown, { mailUrl: env().mailUrl })).toEqual([]);
    const profiles = await serviceClient().from('profiles').select('id').eq('email', unknown);
    expect(profiles.data).toEqual([]);
  });
});

describe('the e-mail address of an account', () => {
  it('cannot be changed, and nobody is mailed', async () => {
    const { email } = await confirmedMember('stays');
    const client = await signedIn(email);
    const target = uniqueEmail('elsewhere');

    const { error } = await client.auth.updateUser({ email: target });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_change_not_allowed');
    expect(error?.message).toBe('The e-mail address of an account cannot be changed.');

    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBeUndefined();
    const profile = await serviceClient()
      .from('profiles')
      .select('email')
      .eq('id', data.user!.id)
      .single();
    expect(profile.data?.email).toBe(email);
    expect(await emailsTo(target, { mailUrl: env().mailUrl })).toEqual([]);
    const mailed = await emailsTo(email, { mailUrl: env().mailUrl });
    expect(mailed.map((message) => message.subject)).toEqual(['Confirm Your Signup']);
  });

  it('still lets a user update their metadata', async () => {
    const { email } = await confirmedMember('metadata');
    const client = await signedIn(email);
    const { data, error } = await client.auth.updateUser({ email, data: { role: 'client' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.role).toBe('client');
  });
});

// ---------------------------------------------------------------------------------------------
// config.toml's numbers, on a stack of their own
// ---------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { error_code?: string; msg?: string } | null;
}

/** One request to `stack` from the loopback address `from`, as a client on that address. */
function send(
  stack: LocalStack,
  from: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: new URL(stack.apiUrl).port,
        localAddress: from,
        agent: false,
        method,
        path,
        headers: {
          apikey: env().publishableKey,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            retryAfter: response.headers['retry-after'] as string | undefined,
            body: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function sendMany(count: number, attempt: (index: number) => Promise<Answer>) {
  const answers: Answer[] = [];
  for (let index = 0; index < count; index++) answers.push(await attempt(index));
  return answers;
}

const statuses = (answers: Answer[]) => [...new Set(answers.map((answer) => answer.status))];

describe("config.toml's limits", () => {
  let stack: LocalStack;

  beforeAll(async () => {
    const config = loadConfig({
      SUPABASE_API_PORT: String(await freePort()),
      MAILDEV_WEB_PORT: String(await freePort()),
      MAILDEV_SMTP_PORT: String(await freePort()),
      SUPABASE_DB_PORT: String(await freePort()),
      SUPABASE_DATA_DIR: ':memory:',
      // On PostgreSQL, this run's database: migrated and seeded already.
      DATABASE_URL: env().databaseUrl ?? '',
      SUPABASE_AUTH_RATE_LIMIT_SCALE: '1',
    });
    stack = await startLocalStack(config);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('refuse the 31st code check from one client address in five minutes, not from another', async () => {
    const verify = (from: string, index: number) =>
      send(stack, from, 'POST', '/auth/v1/verify', {
        type: 'signup',
        email: `verify-${index}-${uniqueEmail('limit')}`,
        token: '000000',
      });
    const allowed = await sendMany(30, (index) => verify('127.0.0.11', index));
    expect(statuses(allowed)).toEqual([403]);

    const refused = await verify('127.0.0.11', 30);
    expect(refused.status).toBe(429);
    expect(refused.body?.error_code).toBe('over_request_rate_limit');
    expect(refused.body?.msg).toMatch(
      /^Too many requests from your network\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);

    expect((await verify('127.0.0.12', 31)).status).toBe(403);
  });

  it('refuse the 31st sign-up, OTP or recovery request from one client address in five minutes', async () => {
    const from = '127.0.0.13';
    const requests = [
      (index: number) =>
        send(stack, from, 'POST', '/auth/v1/signup', {
          email: `signup-${index}-${uniqueEmail('limit')}`,
          password: 'too-weak',
        }),
      (index: number) =>
        send(stack, from, 'POST', '/auth/v1/otp', {
          email: `otp-${index}-${uniqueEmail('limit')}`,
          create_user: false,
        }),
      (index: number) =>
        send(stack, from, 'POST', '/auth/v1/recover', {
          email: `recover-${index}-${uniqueEmail('limit')}`,
        }),
    ];
    const allowed = await sendMany(30, (index) => requests[index % 3]!(index));
    expect(statuses(allowed).sort()).toEqual([200, 422]);

    const refused = await requests[2]!(30);
    expect(refused.status).toBe(429);
    expect(refused.body?.error_code).toBe('over_request_rate_limit');
  });

  it('refuse the 151st sign-in from one client address in five minutes', async () => {
    const signIn = (index: number) =>
      send(stack, '127.0.0.14', 'POST', '/auth/v1/token?grant_type=password', {
        email: `token-${index}-${uniqueEmail('limit')}`,
        password,
      });
    const allowed = await sendMany(150, signIn);
    expect(statuses(allowed)).toEqual([400]);
    const refused = await signIn(150);
    expect(refused.status).toBe(429);
    expect(refused.body?.error_code).toBe('over_request_rate_limit');
  });

  it('answer a sign-up for a registered but unconfirmed address as for a new one', async () => {
    const email = uniqueEmail('unconfirmed');
    await stack.database.runScript(`
      insert into auth.users (id, aud, role, email, encrypted_password, raw_app_meta_data,
        raw_user_meta_data, created_at, updated_at)
      values (gen_random_uuid(), 'authenticated', 'authenticated', '${email}', '',
        '{"provider":"email","providers":["email"]}', '{}', now(), now());
    `);
    const answer = await send(stack, '127.0.0.15', 'POST', '/auth/v1/signup', { email, password });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email, identities: [expect.objectContaining({ email })] });
  });

  it('end an e-mailed code after 15 minutes', async () => {
    const aged = async (minutes: number) => {
      const email = uniqueEmail(`aged-${minutes}`);
      expect((await signUp(email, stack.apiUrl)).error).toBeNull();
      const message = await waitForEmail(email, { mailUrl: stack.mailUrl, timeoutMs: 30_000 });
      await stack.database.runScript(
        `update auth.users set confirmation_sent_at = now() - interval '${minutes} minutes'
          where email = '${email}'`,
      );
      return freshClient(stack.apiUrl).auth.verifyOtp({
        email,
        token: codeIn(message),
        type: 'signup',
      });
    };
    const early = await aged(14);
    expect(early.error).toBeNull();
    const late = await aged(16);
    expect(late.error?.code).toBe('otp_expired');
    expect(late.data.session).toBeNull();
  });

  // Last: it spends the project's e-mail allowance for the hour.
  it('refuse auth e-mails past email_sent in an hour, whichever address asks', async () => {
    const recover = (from: string, index: number) =>
      send(stack, from, 'POST', '/auth/v1/recover', {
        email: `mail-${index}-${uniqueEmail('limit')}`,
      });
    const answers: Answer[] = [];
    // 25 requests per address stay within each address's sign_in_sign_ups.
    for (let index = 0; index < 101 && answers.at(-1)?.status !== 429; index++) {
      answers.push(await recover(`127.0.0.${20 + Math.floor(index / 25)}`, index));
    }
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.body?.error_code).toBe('over_email_send_rate_limit');
    expect(refused.body?.msg).toMatch(
      /^Too many e-mails have been sent in the last hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(statuses(answers.slice(0, -1))).toEqual([200]);

    const fromElsewhere = await recover('127.0.0.30', 101);
    expect(fromElsewhere.status).toBe(429);
    expect(fromElsewhere.body?.error_code).toBe('over_email_send_rate_limit');
  });
});
