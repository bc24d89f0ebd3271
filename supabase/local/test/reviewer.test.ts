/**
 * The reviewers' tool (`npm run reviewer -- ...`, `pnpm reviewer ...`): its argument parser, and the real command
 * run as a child process against the test stack with the secret key.
 */
import { execFile } from 'node:child_process';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseArguments, UsageError } from '../src/reviewer/args.ts';
import { resolveTarget } from '../src/reviewer/client.ts';
import { ApiCallError, explainApiFailure, ReviewerError } from '../src/reviewer/errors.ts';
import { escapeLike } from '../src/reviewer/repository.ts';
import { formatLawyerList } from '../src/reviewer/format.ts';
import { env, serviceClient } from './support/clients.ts';
import { freePort } from '@nyaya/build-kit/ports';
import { clientFor, readRow, restoreAfterThisTest, runCleanups } from './support/matrix.ts';
import { localPackageDir } from './support/spawn-stack.ts';

afterEach(runCleanups);

describe('reviewer arguments', () => {
  it('parses list, with and without --status', () => {
    expect(parseArguments(['list'])).toEqual({
      command: { name: 'list', status: null },
      url: null,
      key: null,
    });
    expect(parseArguments(['list', '--status', 'pending']).command).toEqual({
      name: 'list',
      status: 'pending',
    });
    expect(parseArguments(['list', '--status=REVERIFY']).command).toEqual({
      name: 'list',
      status: 'reverify',
    });
    expect(parseArguments(['list', '--status', 'not submitted']).command).toEqual({
      name: 'list',
      status: 'not-submitted',
    });
  });

  it('maps approve, reject and reverify to their decisions; approve takes the version reviewed', () => {
    expect(
      parseArguments([
        'approve',
        'a@b.in',
        '--reviewed-version',
        '2026-11-23T10:15:30.123456+00:00',
      ]).command,
    ).toEqual({
      name: 'approve',
      decision: 'approved',
      email: 'a@b.in',
      version: '2026-11-23T10:15:30.123456+00:00',
      note: null,
    });
    expect(parseArguments(['reject', 'a@b.in']).command).toMatchObject({ decision: 'rejected' });
    expect(parseArguments(['reverify', ' a@b.in ']).command).toMatchObject({
      decision: 'reverify',
      email: 'a@b.in',
    });
  });

  it('takes a note for the lawyer with approve, reject and reverify', () => {
    expect(
      parseArguments(['reverify', 'a@b.in', '--note', '  Upload both sides of the certificate. '])
        .command,
    ).toEqual({
      name: 'reverify',
      decision: 'reverify',
      email: 'a@b.in',
      note: 'Upload both sides of the certificate.',
    });
    expect(parseArguments(['reject', '--note=Not your ID.', 'a@b.in']).command).toMatchObject({
      decision: 'rejected',
      note: 'Not your ID.',
    });
    expect(
      parseArguments([
        'approve',
        'a@b.in',
        '--reviewed-version',
        '2026-11-23T10:15:30Z',
        '--note',
        'Welcome!',
      ]).command,
    ).toMatchObject({ decision: 'approved', note: 'Welcome!' });
    // 1000 characters is the most the database takes.
    expect(parseArguments(['reject', 'a@b.in', '--note', 'ए'.repeat(1000)]).command).toMatchObject({
      note: 'ए'.repeat(1000),
    });
  });

  it('takes --url and --key before or after the command, with = or a space', () => {
    expect(
      parseArguments(['--url', 'https://x.supabase.co', 'reject', 'a@b.in', '--key=sb_secret_1']),
    ).toEqual({
      command: { name: 'reject', decision: 'rejected', email: 'a@b.in', note: null },
      url: 'https://x.supabase.co',
      key: 'sb_secret_1',
    });
    // pnpm may pass its `--` separator through.
    expect(parseArguments(['--', 'list']).command).toEqual({ name: 'list', status: null });
  });

  it('parses history of a lawyer by e-mail or by id', () => {
    expect(parseArguments(['history', 'a@b.in']).command).toEqual({
      name: 'history',
      lawyer: { email: 'a@b.in' },
    });
    expect(parseArguments(['history', 'D0000000-0000-4000-8000-000000000004']).command).toEqual({
      name: 'history',
      lawyer: { id: 'd0000000-0000-4000-8000-000000000004' },
    });
    expect(() => parseArguments(['history'])).toThrow(/Missing e-mail or id/);
    expect(() => parseArguments(['history', 'nobody'])).toThrow(/is not an e-mail address/);
    expect(() => parseArguments(['history', 'a@b.in', '--note', 'x'])).toThrow(
      /--note only applies/,
    );
  });

  it('recognises help', () => {
    expect(parseArguments(['--help']).command).toEqual({ name: 'help' });
    expect(parseArguments(['-h', 'approve']).command).toEqual({ name: 'help' });
    expect(parseArguments(['help']).command).toEqual({ name: 'help' });
  });

  it.each([
    [[], /Missing command/],
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['approve'], /Missing e-mail/],
    [['show'], /Missing e-mail/],
    [['approve', 'a@b.in'], /Missing --reviewed-version: run npm run reviewer -- show a@b\.in/],
    [['approve', 'a@b.in', '--reviewed-version', 'yesterday'], /is not a profile version/],
    [
      ['reject', 'a@b.in', '--reviewed-version', '2026-11-23T10:15:30Z'],
      /only applies to the approve/,
    ],
    [['reject', 'not-an-email'], /is not an e-mail address/],
    [['approve', 'a@b.in', 'c@d.in'], /Unexpected argument "c@d.in"/],
    [['list', 'extra'], /Unexpected argument "extra"/],
    [['list', '--status', 'maybe'], /Unknown status "maybe"/],
    [['list', '--status'], /--status needs a value/],
    [['approve', 'a@b.in', '--status', 'pending'], /--status only applies to the list command/],
    [['list', '--note', 'x'], /--note only applies to the approve, reject and reverify commands/],
    [['show', 'a@b.in', '--note', 'x'], /--note only applies to the approve, reject/],
    [['reject', 'a@b.in', '--note'], /--note needs a value/],
    [['reject', 'a@b.in', '--note', '   '], /--note needs a value/],
    [['reject', 'a@b.in', '--note', 'x'.repeat(1001)], /has 1001 characters; .* at most 1000/],
    [['reject', 'a@b.in', '--note', 'a', '--note', 'b'], /--note is given twice/],
    [['list', '--url'], /--url needs a value/],
    [['list', '--url', ''], /--url needs a value/],
    [['list', '--verbose'], /Unknown option "--verbose"/],
    [['list', '--key', 'a', '--key', 'b'], /--key is given twice/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseArguments(argv)).toThrow(UsageError);
    expect(() => parseArguments(argv)).toThrow(message);
  });

  it('escapes LIKE wildcards in e-mail look-ups', () => {
    expect(escapeLike('first_last%x\\y@firm.in')).toBe('first\\_last\\%x\\\\y@firm.in');
  });

  it('formats the list in review order with a status count', () => {
    const row = (
      email: string,
      approvalStatus: 'pending' | 'approved' | 'reverify' | null,
      submittedAt: string,
      reviewNote: string | null = null,
    ) => ({
      id: email,
      name: email.split('@')[0]!,
      email,
      approvalStatus,
      barCouncilId: 'D/1/2020',
      yearsExperience: 5,
      location: 'Delhi High Court',
      submittedAt,
      reviewNote,
    });
    const text = formatLawyerList(
      [
        row('old@x.in', 'approved', '2026-01-01T00:00:00Z'),
        row('none@x.in', null, '2026-02-01T00:00:00Z'),
        row('new@x.in', 'pending', '2026-03-01T00:00:00Z'),
        row(
          'redo@x.in',
          'reverify',
          '2026-04-01T00:00:00Z',
          'Upload both sides of the enrolment certificate,\nsigned.',
        ),
      ],
      { url: 'http://localhost:54321', status: null },
    );
    const lines = text.split('\n');
    expect(lines[0]).toMatch(
      /^Name\s+E-mail\s+Status\s+Bar council ID\s+Years\s+Location\s+Submitted\s+Review note$/,
    );
    expect(lines[2]).toMatch(/new@x\.in\s+pending.*2026-03-01$/);
    expect(lines[3]).toMatch(
      /redo@x\.in\s+reverify.*2026-04-01\s+Upload both sides of the enrolment cert…$/,
    );
    expect(lines[4]).toMatch(/none@x\.in\s+not submitted/);
    expect(lines[5]).toMatch(/old@x\.in\s+approved/);
    expect(text).toContain(
      '4 lawyer profiles at http://localhost:54321: 1 pending, 1 reverify, 1 not submitted, 1 approved.',
    );
    expect(formatLawyerList([], { url: 'http://h', status: 'pending' })).toBe(
      'No lawyer profiles with status pending at http://h.',
    );
  });
});

describe('reviewer target (URL and key)', () => {
  const localEnv = { SUPABASE_URL: undefined, SUPABASE_SECRET_KEY: undefined };

  it('defaults to the local stack in supabase/.env.local', () => {
    const target = resolveTarget({ url: null, key: null }, localEnv);
    expect(target).toMatchObject({
      url: 'http://localhost:54321',
      urlSource: 'supabase/.env.local',
      keySource: 'supabase/.env.local',
    });
    expect(target.key).toMatch(/^sb_secret_/);
  });

  it('follows SUPABASE_API_PORT to the local stack it moved, unless a URL is given', () => {
    const moved = resolveTarget(
      { url: null, key: null },
      { ...localEnv, SUPABASE_API_PORT: '64321' },
    );
    expect(moved).toMatchObject({
      url: 'http://localhost:64321',
      urlSource: 'SUPABASE_API_PORT',
      keySource: 'supabase/.env.local',
    });
    expect(
      resolveTarget(
        { url: null, key: null },
        { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_API_PORT: '64321' },
      ).url,
    ).toBe('https://abc.supabase.co');
    expect(
      resolveTarget({ url: 'http://localhost:1234', key: null }, { SUPABASE_API_PORT: '64321' })
        .url,
    ).toBe('http://localhost:1234');
    expect(() =>
      resolveTarget({ url: null, key: null }, { ...localEnv, SUPABASE_API_PORT: 'abc' }),
    ).toThrow(/SUPABASE_API_PORT must be a port number/);
  });

  it('prefers the environment, and flags over both', () => {
    const fromEnv = resolveTarget(
      { url: null, key: null },
      { SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_SECRET_KEY: 'sb_secret_env' },
    );
    expect(fromEnv).toEqual({
      url: 'https://abc.supabase.co',
      key: 'sb_secret_env',
      urlSource: 'SUPABASE_URL',
      keySource: 'SUPABASE_SECRET_KEY',
    });
    const fromFlags = resolveTarget(
      { url: 'https://flag.supabase.co', key: 'sb_secret_flag' },
      { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SECRET_KEY: 'sb_secret_env' },
    );
    expect(fromFlags).toMatchObject({
      url: 'https://flag.supabase.co',
      key: 'sb_secret_flag',
      urlSource: '--url',
    });
  });

  it('refuses keys that cannot be a secret key, and bad URLs', () => {
    const jwt = (role: string) =>
      ['{"alg":"HS256"}', JSON.stringify({ role })]
        .map((part) => Buffer.from(part).toString('base64url'))
        .join('.') + '.signature';
    expect(() => resolveTarget({ url: null, key: 'sb_publishable_abc' }, localEnv)).toThrow(
      /is a publishable key/,
    );
    expect(() => resolveTarget({ url: null, key: jwt('anon') }, localEnv)).toThrow(
      /JWT for the "anon" role/,
    );
    expect(resolveTarget({ url: null, key: jwt('service_role') }, localEnv).key).toBe(
      jwt('service_role'),
    );
    expect(() => resolveTarget({ url: 'localhost:54321', key: null }, localEnv)).toThrow(
      ReviewerError,
    );
    expect(() => resolveTarget({ url: 'ftp://x', key: null }, localEnv)).toThrow(
      /http:\/\/ or https:\/\//,
    );
  });

  it('explains a rejected key, pointing hosted users away from the local key', () => {
    const failure = new ApiCallError('reading lawyer_profiles', {
      error: { message: 'Invalid API key', hint: 'Double check your Supabase `apikey`' },
      status: 401,
    });
    const hosted = explainApiFailure(failure, {
      url: 'https://abc.supabase.co',
      key: 'sb_secret_local',
      urlSource: '--url',
      keySource: 'supabase/.env.local',
    });
    expect(hosted.message).toContain('rejected the key from supabase/.env.local');
    expect(hosted.message).toContain('only works for the local stack');
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `src/cli/reviewer.ts` the way `pnpm reviewer` does (tsx), as a child process with
 * the test stack's URL and secret key unless `extraEnv` says otherwise.
 */
function reviewer(args: string[], extraEnv: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/reviewer.ts', ...args],
      {
        cwd: localPackageDir,
        env: {
          ...process.env,
          SUPABASE_URL: env().apiUrl,
          SUPABASE_SECRET_KEY: env().secretKey,
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

async function approvalStatus(id: string): Promise<string | null> {
  const { data, error } = await serviceClient()
    .from('lawyer_profiles')
    .select('approval_status')
    .eq('id', id)
    .single();
  expect(error).toBeNull();
  return data!.approval_status;
}

function lineFor(output: string, email: string): string {
  const line = output.split('\n').find((candidate) => candidate.includes(email));
  expect(line, `no line for ${email} in:\n${output}`).toBeDefined();
  return line!;
}

describe('pnpm reviewer against the test stack', () => {
  const { pendingLawyer, approvedLawyer, rejectedLawyer, clientA } = env().fixtures.users;

  afterAll(async () => {
    // Other files expect the fixture as it was: pending, with no note. set_lawyer_approval
    // cannot set pending, so the service role writes the row directly.
    const { error } = await serviceClient()
      .from('lawyer_profiles')
      .update({ approval_status: 'pending', review_note: null })
      .eq('id', pendingLawyer.id);
    expect(error).toBeNull();
  });

  it('lists the lawyer profiles with their e-mails and statuses', async () => {
    const run = await reviewer(['list']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /Name\s+E-mail\s+Status\s+Bar council ID\s+Years\s+Location\s+Submitted/,
    );
    expect(lineFor(run.stdout, pendingLawyer.email)).toMatch(/\bpending\b/);
    expect(lineFor(run.stdout, approvedLawyer.email)).toMatch(/\bapproved\b/);
    expect(lineFor(run.stdout, rejectedLawyer.email)).toMatch(/\brejected\b/);
    expect(lineFor(run.stdout, pendingLawyer.email)).toContain(pendingLawyer.fullName);
    expect(run.stdout).toContain(`lawyer profiles at ${env().apiUrl}`);
    // Clients have no lawyer profile.
    expect(run.stdout).not.toContain(clientA.email);
  });

  it('lists only one status with --status', async () => {
    const run = await reviewer(['list', '--status', 'pending']);
    expect(run.code, run.stderr).toBe(0);
    expect(lineFor(run.stdout, pendingLawyer.email)).toMatch(/\bpending\b/);
    expect(run.stdout).not.toContain(approvedLawyer.email);
    expect(run.stdout).not.toContain(rejectedLawyer.email);
  });

  it('shows what approving would publish, with the version to approve', async () => {
    await restoreAfterThisTest('lawyer_profiles', pendingLawyer.id);
    const bio = 'Family law in Delhi.\nMediation and custody matters.';
    const edited = await (
      await clientFor('pendingLawyer')
    )
      .from('lawyer_profiles')
      .update({ bio, hourly_rate: 2500 })
      .eq('id', pendingLawyer.id);
    expect(edited.error).toBeNull();
    const version = (await readRow('lawyer_profiles', pendingLawyer.id))!.updated_at.replace(
      ' ',
      'T',
    );

    const run = await reviewer(['show', pendingLawyer.email]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Status\s+pending$/m);
    expect(run.stdout).toMatch(new RegExp(`^Name\\s+${pendingLawyer.fullName}$`, 'm'));
    expect(run.stdout).toMatch(/^Areas\s+Family Law, Tax Law$/m);
    expect(run.stdout).toMatch(/^Hourly rate\s+₹2,500$/m);
    expect(run.stdout).toMatch(/^Languages\s+English \(en\), Hindi \(hi\)$/m);
    expect(run.stdout).toMatch(
      /^Bio\s+Family law in Delhi\.\n\s+Mediation and custody matters\.$/m,
    );
    expect(/^Version\s+(\S+)$/m.exec(run.stdout)?.[1]).toBe(version);
    expect(run.stdout).toContain(
      `npm run reviewer -- approve ${pendingLawyer.email} --reviewed-version ${version}`,
    );
  });

  it('refuses to approve when the lawyer has changed the profile since the version shown', async () => {
    await restoreAfterThisTest('lawyer_profiles', pendingLawyer.id);
    const shown = await reviewer(['show', pendingLawyer.email]);
    expect(shown.code, shown.stderr).toBe(0);
    const version = /^Version\s+(\S+)$/m.exec(shown.stdout)![1]!;

    // Between the reviewer's look and the approval:
    const edited = await (
      await clientFor('pendingLawyer')
    )
      .from('lawyer_profiles')
      .update({ bio: 'Former Chief Justice of India. Guaranteed win.' })
      .eq('id', pendingLawyer.id);
    expect(edited.error).toBeNull();

    const approve = await reviewer(['approve', pendingLawyer.email, '--reviewed-version', version]);
    expect(approve.code).toBe(1);
    expect(approve.stderr).toContain(
      `${pendingLawyer.email} has changed their profile since version ${version}; nothing was approved.`,
    );
    expect(approve.stdout).toBe('');
    expect(await approvalStatus(pendingLawyer.id)).toBe('pending');
  });

  it('approves, asks to reverify and rejects a lawyer found by e-mail (any case)', async () => {
    const shown = await reviewer(['show', pendingLawyer.email.toUpperCase()]);
    expect(shown.code, shown.stderr).toBe(0);
    const version = /^Version\s+(\S+)$/m.exec(shown.stdout)![1]!;
    const approve = await reviewer([
      'approve',
      pendingLawyer.email.toUpperCase(),
      '--reviewed-version',
      version,
    ]);
    expect(approve.code, approve.stderr).toBe(0);
    expect(approve.stdout).toContain(pendingLawyer.email);
    expect(approve.stdout).toContain(`pending -> approved (version ${version})`);
    expect(await approvalStatus(pendingLawyer.id)).toBe('approved');

    const listed = await serviceClient()
      .from('lawyer_directory')
      .select('id')
      .eq('id', pendingLawyer.id);
    expect(listed.data).toHaveLength(1);

    const reverify = await reviewer(['reverify', pendingLawyer.email]);
    expect(reverify.code, reverify.stderr).toBe(0);
    expect(reverify.stdout).toContain('approved -> reverify');
    expect(await approvalStatus(pendingLawyer.id)).toBe('reverify');

    const reject = await reviewer(['reject', pendingLawyer.email]);
    expect(reject.code, reject.stderr).toBe(0);
    expect(reject.stdout).toContain('reverify -> rejected');
    expect(await approvalStatus(pendingLawyer.id)).toBe('rejected');

    const unlisted = await serviceClient()
      .from('lawyer_directory')
      .select('id')
      .eq('id', pendingLawyer.id);
    expect(unlisted.data).toHaveLength(0);
  });

  it('sends the lawyer a note with a decision, prints it, and clears it with a decision without one', async () => {
    await restoreAfterThisTest('lawyer_profiles', pendingLawyer.id);
    const note = 'Upload both sides of the certificate.';
    const noteSeenByTheLawyer = async () => {
      const { data, error } = await (
        await clientFor('pendingLawyer')
      )
        .from('lawyer_profiles')
        .select('review_note')
        .eq('id', pendingLawyer.id)
        .single();
      expect(error).toBeNull();
      return data!.review_note;
    };

    const reverify = await reviewer(['reverify', pendingLawyer.email, '--note', ` ${note} `]);
    expect(reverify.code, reverify.stderr).toBe(0);
    expect(reverify.stdout).toContain('-> reverify');
    expect(reverify.stdout).toMatch(/^Review note\s+Upload both sides of the certificate\.$/m);
    expect(await noteSeenByTheLawyer()).toBe(note);

    const shown = await reviewer(['show', pendingLawyer.email]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(
      /^Status\s+reverify\nReview note\s+Upload both sides of the certificate\.$/m,
    );
    const listed = await reviewer(['list', '--status', 'reverify']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(lineFor(listed.stdout, pendingLawyer.email)).toMatch(
      /\breverify\b.*\s{2}Upload both sides of the certificate\.$/,
    );

    const reject = await reviewer(['reject', pendingLawyer.email]);
    expect(reject.code, reject.stderr).toBe(0);
    expect(reject.stdout).toContain('reverify -> rejected');
    expect(reject.stdout).toContain('No review note: the lawyer has none now.');
    expect(await noteSeenByTheLawyer()).toBeNull();
    const shownAgain = await reviewer(['show', pendingLawyer.email]);
    expect(shownAgain.stdout).toMatch(/^Review note\s+\(none\)$/m);
  });

  it('records every decision in the verification history, and prints it with history', async () => {
    await restoreAfterThisTest('lawyer_profiles', pendingLawyer.id);
    const decisions = async () => {
      const { data, error } = await serviceClient()
        .from('verification_decisions')
        .select('id, decision, note, decided_by, decided_by_label, reviewed_version, snapshot')
        .eq('lawyer_id', pendingLawyer.id)
        .order('id', { ascending: true });
      expect(error).toBeNull();
      return data!;
    };
    const before = (await decisions()).length;

    const shown = await reviewer(['show', pendingLawyer.email]);
    const version = /^Version\s+(\S+)$/m.exec(shown.stdout)![1]!;
    const approve = await reviewer([
      'approve',
      pendingLawyer.email,
      '--reviewed-version',
      version,
      '--note',
      'Welcome aboard.',
    ]);
    expect(approve.code, approve.stderr).toBe(0);
    const reverify = await reviewer([
      'reverify',
      pendingLawyer.email,
      '--note',
      'Upload both sides of the certificate.',
    ]);
    expect(reverify.code, reverify.stderr).toBe(0);

    const added = (await decisions()).slice(before);
    expect(added).toMatchObject([
      {
        decision: 'approved',
        note: 'Welcome aboard.',
        decided_by: null,
        decided_by_label: 'reviewer tool',
      },
      {
        decision: 'reverify',
        note: 'Upload both sides of the certificate.',
        decided_by: null,
        decided_by_label: 'reviewer tool',
      },
    ]);
    // The local stack answers 2026-11-23 10:15:30.123456+00, hosted PostgREST the ISO form.
    const instant = (value: string) =>
      new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).getTime();
    expect(instant(added[0]!.reviewed_version!)).toBe(instant(version));
    expect(added[0]!.snapshot).toMatchObject({ bar_council_id: expect.any(String) });

    for (const lawyer of [pendingLawyer.email, pendingLawyer.id]) {
      const history = await reviewer(['history', lawyer]);
      expect(history.code, history.stderr).toBe(0);
      expect(history.stdout).toContain(
        `Verification history of ${pendingLawyer.fullName} <${pendingLawyer.email}>, newest first`,
      );
      expect(history.stdout).toMatch(/^When\s+Decision\s+By\s+Note$/m);
      const rows = history.stdout
        .split('\n')
        .filter((line) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}\s/.test(line));
      expect(rows).toHaveLength(before + 2);
      expect(rows[0]).toMatch(
        /\breverify\s+reviewer tool\s+Upload both sides of the certificate\.$/,
      );
      expect(rows[1]).toMatch(/\bapproved\s+reviewer tool\s+Welcome aboard\.$/);
    }

    const client = await reviewer(['history', clientA.email]);
    expect(client.code).toBe(1);
    expect(client.stderr).toContain(`${clientA.email} has no lawyer profile`);
  });

  it('takes --url and --key over the environment', async () => {
    const run = await reviewer(
      ['list', '--status', 'approved', '--url', env().apiUrl, '--key', env().secretKey],
      {
        SUPABASE_URL: `http://localhost:${await freePort()}`,
        SUPABASE_SECRET_KEY: 'sb_secret_wrong',
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(lineFor(run.stdout, approvedLawyer.email)).toMatch(/\bapproved\b/);
  });

  it('fails with exit code 1 for an unknown e-mail', async () => {
    const run = await reviewer(['show', 'nobody-at-all@fixtures.nyaya.test']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No account with the e-mail nobody-at-all@fixtures.nyaya.test');
    expect(run.stdout).toBe('');
  });

  it('fails with exit code 1 for an account without a lawyer profile', async () => {
    const run = await reviewer(['reject', clientA.email]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${clientA.email} has no verification submitted`);
  });

  it('fails with exit code 1 for a wrong secret key, and for a publishable key', async () => {
    const wrong = await reviewer(['list'], { SUPABASE_SECRET_KEY: 'sb_secret_not_the_right_one' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`The Supabase API at ${env().apiUrl} rejected the key`);
    expect(wrong.stdout).toBe('');

    const publishable = await reviewer(['show', pendingLawyer.email], {
      SUPABASE_SECRET_KEY: env().publishableKey,
    });
    expect(publishable.code).toBe(1);
    expect(publishable.stderr).toContain('is a publishable key');
  });

  it('fails with exit code 1 naming the URL when the API is unreachable', async () => {
    const url = `http://localhost:${await freePort()}`;
    const run = await reviewer(['list'], { SUPABASE_URL: url });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Could not reach the Supabase API at ${url}`);
    expect(run.stderr).toContain('ECONNREFUSED');
  });

  it('prints the usage and exits 1 for an unknown command or a missing e-mail', async () => {
    const unknown = await reviewer(['frobnicate']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
    expect(unknown.stderr).toContain('Usage: npm run reviewer -- <command>');

    const missing = await reviewer(['approve']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Missing e-mail');

    const help = await reviewer(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run reviewer -- <command>');
  });
});
