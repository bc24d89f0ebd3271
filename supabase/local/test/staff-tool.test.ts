/**
 * The operator's staff tool (`npm run staff -- ...`, `pnpm staff ...`): its argument parser,
 * and the real command run as a child process against the test stack with the secret key.
 * Staff accounts and capabilities: docs/product/users-and-roles.md.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForEmail } from '../src/mailbox-client.ts';
import { parseArguments } from '../src/staff/args.ts';
import { UsageError } from '../src/reviewer/args.ts';
import { formatStaffList } from '../src/staff/format.ts';
import { anonClient, env, serviceClient } from './support/clients.ts';
import { localPackageDir } from './support/spawn-stack.ts';

describe('staff tool arguments', () => {
  it('parses grant, revoke and list', () => {
    expect(parseArguments(['grant', ' Meera@Firm.in ', 'Reviewer'])).toEqual({
      command: {
        name: 'grant',
        email: 'Meera@Firm.in',
        capability: 'reviewer',
        fullName: null,
        siteUrl: null,
      },
      url: null,
      key: null,
    });
    expect(
      parseArguments([
        '--',
        'grant',
        'a@b.in',
        'support',
        '--name',
        'Rohan Das',
        '--site-url=https://nyaya.example.in/any/path',
      ]).command,
    ).toEqual({
      name: 'grant',
      email: 'a@b.in',
      capability: 'support',
      fullName: 'Rohan Das',
      siteUrl: 'https://nyaya.example.in',
    });
    expect(parseArguments(['revoke', 'a@b.in', 'support', '--key', 'sb_secret_1'])).toEqual({
      command: { name: 'revoke', email: 'a@b.in', capability: 'support' },
      url: null,
      key: 'sb_secret_1',
    });
    expect(parseArguments(['list']).command).toEqual({ name: 'list' });
    expect(parseArguments(['-h']).command).toEqual({ name: 'help' });
  });

  it.each([
    [[], /Missing command/],
    [['promote', 'a@b.in'], /Unknown command "promote"/],
    [['grant'], /Missing e-mail/],
    [['grant', 'a@b.in'], /Missing capability: npm run staff -- grant a@b\.in reviewer\|support/],
    [['grant', 'a@b.in', 'admin'], /Unknown capability "admin": use reviewer or support\./],
    [['revoke', 'a@b.in', 'lawyer'], /Unknown capability "lawyer"/],
    [['grant', 'not-an-email', 'support'], /is not an e-mail address/],
    [['grant', 'a@b.in', 'support', 'reviewer'], /Unexpected argument "reviewer"/],
    [['list', 'extra'], /Unexpected argument "extra"/],
    [['revoke', 'a@b.in', 'support', '--name', 'X'], /--name only applies to the grant command/],
    [['list', '--site-url', 'https://x.in'], /--site-url only applies to the grant command/],
    [['grant', 'a@b.in', 'support', '--site-url', 'nyaya'], /is not a URL/],
    [['grant', 'a@b.in', 'support', '--name', 'x'.repeat(201)], /at most 200/],
    [['list', '--verbose'], /Unknown option "--verbose"/],
    [['list', '--url'], /--url needs a value/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseArguments(argv)).toThrow(UsageError);
    expect(() => parseArguments(argv)).toThrow(message);
  });

  it('formats the list with a count per capability', () => {
    const text = formatStaffList(
      [
        {
          userId: '1',
          email: 'kavya@x.in',
          fullName: 'Kavya Nair',
          capabilities: ['reviewer', 'support'],
        },
        { userId: '2', email: 'rohan@x.in', fullName: null, capabilities: ['support'] },
      ],
      'http://h',
    );
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^E-mail\s+Name\s+Capabilities$/);
    expect(lines[2]).toMatch(/^kavya@x\.in\s+Kavya Nair\s+reviewer, support$/);
    expect(lines[3]).toMatch(/^rohan@x\.in\s+support$/);
    expect(text).toContain('2 staff accounts at http://h: 1 reviewer, 2 support.');
    expect(formatStaffList([], 'http://h')).toBe('No staff accounts at http://h.');
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `src/cli/staff.ts` the way `pnpm staff` does (tsx), as a child process with the test
 * stack's URL, secret key and database (where the local stack's accounts are created), and
 * the site at a port of its own for the reset link.
 */
function staff(args: string[], extraEnv: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/staff.ts', ...args],
      {
        cwd: localPackageDir,
        env: {
          ...process.env,
          SUPABASE_URL: env().apiUrl,
          SUPABASE_SECRET_KEY: env().secretKey,
          DATABASE_URL: env().stackDatabaseUrl,
          SITE_URL: 'http://localhost:3000',
          ...extraEnv,
        },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

function staffEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@staff-tool.nyaya.test`;
}

/** The 6-digit code of an auth e-mail ("... with this code: 123456"). */
function codeIn(text: string): string {
  const match = /code:?\s*(\d{6})/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

async function capabilitiesOf(email: string): Promise<string[] | null> {
  const { data, error } = await serviceClient().rpc('list_staff');
  expect(error).toBeNull();
  return data!.find((row) => row.email === email)?.capabilities ?? null;
}

const granted: string[] = [];

describe('pnpm staff against the test stack', () => {
  afterAll(async () => {
    // Other files count staff: leave none of these accounts with a capability.
    for (const email of granted) {
      await staff(['revoke', email, 'reviewer']);
      await staff(['revoke', email, 'support']);
    }
  });

  it('creates a confirmed account without a password for a new e-mail, grants, and sends a password reset that lets the person in', async () => {
    const email = staffEmail('meera');
    granted.push(email);
    const run = await staff(['grant', email.toUpperCase(), 'reviewer', '--name', 'Meera Iyer']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `Granted reviewer to Meera Iyer <${email}> (new account: a password-reset e-mail was sent so they can choose a password).`,
    );
    expect(run.stdout).toContain('Staff capabilities now: reviewer.');
    expect(await capabilitiesOf(email)).toEqual(['reviewer']);

    const profile = await serviceClient()
      .from('profiles')
      .select('full_name')
      .eq('email', email)
      .single();
    expect(profile.error).toBeNull();
    expect(profile.data!.full_name).toBe('Meera Iyer');

    // No password yet: nothing signs in until the person sets one.
    const guess = await anonClient().auth.signInWithPassword({ email, password: 'Nyaya#Guess1' });
    expect(guess.error).not.toBeNull();

    const message = await waitForEmail(email, {
      mailUrl: env().mailUrl,
      subject: 'Reset Your Password',
      timeoutMs: 30_000,
    });
    // The link returns to the site (SITE_URL), where /reset-password takes the new password.
    expect(message.text).toContain(`redirect_to=${encodeURIComponent('http://localhost:3000')}`);
    const person = anonClient();
    const verified = await person.auth.verifyOtp({
      email,
      token: codeIn(message.text ?? ''),
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect((await person.auth.updateUser({ password: 'Staff#Chosen2026' })).error).toBeNull();

    const signedIn = anonClient();
    const session = await signedIn.auth.signInWithPassword({ email, password: 'Staff#Chosen2026' });
    expect(session.error).toBeNull();
    expect(session.data.user?.email_confirmed_at).toBeTruthy();
    const mine = await signedIn.rpc('my_staff_capabilities');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual(['reviewer']);

    // The grant is in the audit trail, written by the staff tool; a reviewer (staff) reads it.
    const audit = await signedIn
      .from('staff_audit_log')
      .select('actor_id, actor_label, action, subject_id, after')
      .eq('subject_id', session.data.user!.id)
      .eq('action', 'staff.granted');
    expect(audit.error).toBeNull();
    expect(audit.data).toEqual([
      {
        actor_id: null,
        actor_label: 'staff tool',
        action: 'staff.granted',
        subject_id: session.data.user!.id,
        after: { capability: 'reviewer' },
      },
    ]);
  });

  it('grants to an existing account without a new account or e-mail, says when nothing changes, revokes, and lists', async () => {
    const email = staffEmail('rohan');
    granted.push(email);
    const signUp = await anonClient().auth.signUp({
      email,
      password: 'Client#Own2026',
      options: { data: { full_name: 'Rohan Das' } },
    });
    expect(signUp.error).toBeNull();

    const support = await staff(['grant', email, 'support']);
    expect(support.code, support.stderr).toBe(0);
    expect(support.stdout).toBe(
      `Granted support to Rohan Das <${email}>.\nStaff capabilities now: support.\n`,
    );
    const both = await staff(['grant', email, 'reviewer']);
    expect(both.stdout).toContain('Staff capabilities now: reviewer, support.');
    const again = await staff(['grant', email, 'reviewer']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(
      `Rohan Das <${email}> already has reviewer; nothing changed (staff capabilities: reviewer, support).`,
    );
    expect(await capabilitiesOf(email)).toEqual(['reviewer', 'support']);

    const listed = await staff(['list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.split('\n').find((line) => line.startsWith(email))).toMatch(
      /Rohan Das\s+reviewer, support$/,
    );
    expect(listed.stdout).toMatch(/staff accounts? at /);

    const revoked = await staff(['revoke', email, 'reviewer']);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toBe(
      `Revoked reviewer from Rohan Das <${email}>.\nStaff capabilities now: support.\n`,
    );
    const last = await staff(['revoke', email, 'support']);
    expect(last.stdout).toContain('No staff capabilities left: the account is no longer staff.');
    expect(await capabilitiesOf(email)).toBeNull();
    const none = await staff(['revoke', email, 'support']);
    expect(none.code, none.stderr).toBe(0);
    expect(none.stdout).toContain(`Rohan Das <${email}> does not have support; nothing changed`);
  });

  it('fails with exit code 1 for revoking from an unknown e-mail', async () => {
    const email = staffEmail('nobody');
    const run = await staff(['revoke', email, 'support']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`No account with the e-mail ${email} at ${env().apiUrl}.`);
    expect(run.stdout).toBe('');
  });

  it('fails with exit code 1 for a wrong or publishable key, and prints the usage for a mistake', async () => {
    const wrong = await staff(['list'], { SUPABASE_SECRET_KEY: 'sb_secret_not_the_right_one' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`The Supabase API at ${env().apiUrl} rejected the key`);

    const publishable = await staff(['list'], { SUPABASE_SECRET_KEY: env().publishableKey });
    expect(publishable.code).toBe(1);
    expect(publishable.stderr).toContain(
      "is a publishable key. The staff tool needs the project's secret key",
    );

    const mistake = await staff(['grant', 'a@b.in', 'admin']);
    expect(mistake.code).toBe(1);
    expect(mistake.stderr).toContain('Unknown capability "admin": use reviewer or support.');
    expect(mistake.stderr).toContain('Usage: npm run staff -- <command>');
  });
});
