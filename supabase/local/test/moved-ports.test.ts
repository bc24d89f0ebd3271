/**
 * Every port moved, as the README allows: a stack started with `npm run db:start` and
 * SHELL_PORT, DEMO_PARTNER_PORT, SUPABASE_API_PORT and the mailbox's ports all off their
 * defaults. Its confirmation e-mails lead back to the moved site, the demo partner's widget is
 * accepted on the moved demo page, and the reviewers' tool, run as the README writes it with
 * only Node and npm, decides on this stack's lawyers. A fresh in-memory database of its own,
 * seeded as a newcomer's is.
 */
import { createClient } from '@supabase/supabase-js';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { delimiter, join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { extractConfirmationLink, waitForEmail } from '../src/mailbox-client.ts';
import type { Database, DatabaseClient } from '../src/types/database.ts';
import { env } from './support/clients.ts';
import { freePort } from '@nyaya/build-kit/ports';
import {
  freeStackPorts,
  localPackageDir,
  stackEnv,
  startStack,
  stopAllStacks,
  type StackPorts,
  type StackProcess,
} from './support/spawn-stack.ts';

const bootTimeoutMs = 120_000;
const repoRoot = resolve(localPackageDir, '../..');

let ports: StackPorts;
let shellPort: number;
let demoPartnerPort: number;
let stack: StackProcess;

beforeAll(async () => {
  ports = await freeStackPorts();
  shellPort = await freePort();
  demoPartnerPort = await freePort();
  stack = await startStack({
    env: {
      ...stackEnv(ports, { dataDir: ':memory:' }),
      SHELL_PORT: String(shellPort),
      DEMO_PARTNER_PORT: String(demoPartnerPort),
    },
    apiKey: env().publishableKey,
    timeoutMs: bootTimeoutMs,
  });
}, bootTimeoutMs + 30_000);

afterAll(stopAllStacks, bootTimeoutMs);

function client(headers: Record<string, string> = {}): DatabaseClient {
  return createClient<Database>(stack.apiUrl, env().publishableKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
  });
}

describe('a stack whose ports all moved', () => {
  it('links the sign-up confirmation back to the site on SHELL_PORT, and the account signs in', async () => {
    const site = `http://localhost:${shellPort}`;
    const email = `moved-${randomBytes(4).toString('hex')}@signup.nyaya.test`;
    const password = 'Moved-Ports#2026';
    // As the shell signs up: the page's own origin as the redirect.
    const { error } = await client().auth.signUp({
      email,
      password,
      options: {
        data: { full_name: 'Meera Moved', role: 'client', phone: '+919876543210' },
        emailRedirectTo: site,
      },
    });
    expect(error).toBeNull();

    const link = extractConfirmationLink(
      await waitForEmail(email, { mailUrl: stack.mailUrl, timeoutMs: 30_000 }),
    );
    expect(link.startsWith(`${stack.apiUrl}/auth/v1/verify?`)).toBe(true);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(site);

    const verify = await fetch(link, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    const location = new URL(verify.headers.get('location')!);
    expect(location.origin).toBe(site);
    expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy();

    const signIn = await client().auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('sends a confirmation without a redirect of its own to the site on SHELL_PORT too', async () => {
    const email = `moved-default-${randomBytes(4).toString('hex')}@signup.nyaya.test`;
    const { error } = await client().auth.signUp({
      email,
      password: 'Moved-Ports#2026',
      options: { data: { full_name: 'Dev Default', role: 'client', phone: '+919876543211' } },
    });
    expect(error).toBeNull();
    const link = extractConfirmationLink(
      await waitForEmail(email, { mailUrl: stack.mailUrl, timeoutMs: 30_000 }),
    );
    const verify = await fetch(link, { redirect: 'manual' });
    expect(new URL(verify.headers.get('location')!).origin).toBe(`http://localhost:${shellPort}`);
  });

  it("accepts the demo partner's widget on the demo page at DEMO_PARTNER_PORT", async () => {
    for (const origin of [
      `http://localhost:${demoPartnerPort}`,
      `http://127.0.0.1:${demoPartnerPort}`,
    ]) {
      const { error } = await client({ Origin: origin })
        .from('call_support_requests')
        .insert({
          name: 'Moved Partner Visitor',
          mobile_number: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
          issue_description: 'A question from the partner page on a moved port.',
          source: 'demo-legal-aid',
        });
      expect(error).toBeNull();
    }
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A terminal with Node and npm and no pnpm: PATH without any folder holding a pnpm binary,
 * and none of the variables a running npm or pnpm script sets.
 */
function nodeAndNpmOnly(extra: Record<string, string>): NodeJS.ProcessEnv {
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir && !existsSync(join(dir, 'pnpm')) && !dir.includes('node_modules'))
    .join(delimiter);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(npm_|PNPM_|INIT_CWD$|SUPABASE_URL$|SUPABASE_SECRET_KEY$|SUPABASE_API_PORT$)/i.test(key),
    ),
  );
  return { ...inherited, PATH: path, ...extra };
}

/** `npm run --silent reviewer -- <args>` from the repository root, as the README writes it. */
function npmReviewer(args: string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(
      'npm',
      ['run', '--silent', 'reviewer', '--', ...args],
      {
        cwd: repoRoot,
        env: nodeAndNpmOnly({ SUPABASE_API_PORT: String(ports.api) }),
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

describe('the reviewers’ tool with only Node and npm, SUPABASE_API_PORT moved', () => {
  it('lists, shows and approves a lawyer of this stack, and the approval is stored here', async () => {
    const list = await npmReviewer(['list', '--status', 'pending']);
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(`at ${stack.apiUrl}`);
    expect(list.stdout).toContain('lawyer.pending@nyaya.test');

    const show = await npmReviewer(['show', 'lawyer.pending@nyaya.test']);
    expect(show.code).toBe(0);
    const version = /--reviewed-version (\S+)/.exec(show.stdout)?.[1];
    expect(version, show.stdout).toBeDefined();

    const approve = await npmReviewer([
      'approve',
      'lawyer.pending@nyaya.test',
      '--reviewed-version',
      version!,
    ]);
    expect(approve.stderr).toBe('');
    expect(approve.code).toBe(0);

    const service = createClient<Database>(stack.apiUrl, env().secretKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const account = await service
      .from('profiles')
      .select('id')
      .eq('email', 'lawyer.pending@nyaya.test')
      .single();
    expect(account.error).toBeNull();
    const { data, error } = await service
      .from('lawyer_profiles')
      .select('approval_status')
      .eq('id', account.data!.id)
      .single();
    expect(error).toBeNull();
    expect(data?.approval_status).toBe('approved');
  }, 300_000);
});
