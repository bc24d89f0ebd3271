#!/usr/bin/env node
// The newcomer's path, checked (CONTRIBUTING.md, "Tests"): the committed HEAD is cloned into an
// empty folder, and the README's commands run there in a process group of their own, as in a
// terminal with only Node and npm: `npm start` (no node_modules yet: it installs, builds and
// serves), then `npm run dev`. Each passes when the Supabase API, the shell, every remote's
// manifest and the demo partner page answer, `/` renders the landing page's hero in Chromium
// without a page error, and Ctrl-C (SIGINT to the group) ends every process of the clone and frees
// every port. After `npm start` the newcomer also signs up (the e-mailed link must lead back to the
// site), sees the widget on the demo partner page, and runs `npm run reviewer -- list`; both
// commands must run the notification worker (it says it is running). Ports follow SHELL_PORT,
// SUPABASE_DB_PORT, ... as usual, so this checks them moved.
import { execFile, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { repoRoot } from '../build-kit/src/apps.cjs';
import * as services from './lib/services.mjs';

const clone = mkdtempSync(join(tmpdir(), 'nyaya-fresh-clone-'));
execFileSync('git', ['clone', '--quiet', repoRoot, clone], { stdio: 'inherit' });
// A newcomer's terminal: none of the variables npm or pnpm set for the script running this, and
// no pnpm on PATH (nor the node_modules/.bin folders a running script adds).
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_|^INIT_CWD$|^PNPM_SCRIPT_SRC_DIR$|^SUPABASE_URL$/.test(key),
  ),
);
env.PATH = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => dir && !existsSync(join(dir, 'pnpm')) && !dir.includes('node_modules'))
  .join(delimiter);
const ports = () => [
  ...services.appPorts(),
  ...services.supabasePorts(),
  ...services.demoPartnerPorts(),
];
let running = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running) process.kill(-running.pid, 'SIGINT');
    process.exit(130);
  });
}

/** Processes working in the clone: their folder or their command line is inside it. */
function processesOfClone() {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
        const inClone =
          readlinkSync(`/proc/${pid}/cwd`).startsWith(clone) || command.includes(clone);
        return inClone ? [{ pid: Number(pid), command }] : [];
      } catch {
        return []; // gone meanwhile, or not ours to read
      }
    });
}

async function renderLanding() {
  const browser = await chromium.launch(services.chromiumOptions);
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(services.appOrigin('shell'));
    const hero = page.locator('section[aria-labelledby="hero-title"] h1');
    await hero.waitFor({ timeout: 30_000 });
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return `hero "${(await hero.innerText()).replace(/\s+/g, ' ')}"`;
  } finally {
    await browser.close();
  }
}

const localKey = () =>
  /^SUPABASE_PUBLISHABLE_KEY=(.+)$/m.exec(
    readFileSync(join(clone, 'supabase', '.env.local'), 'utf8'),
  )[1];

/** Signs up as the shell does; the confirmation e-mail's link must lead back to the site. */
async function signUpAndConfirm() {
  const site = services.appOrigin('shell');
  const api = services.supabaseUrl();
  const email = `fresh.${Date.now().toString(36)}@signup.nyaya.test`;
  const response = await fetch(`${api}/auth/v1/signup?redirect_to=${encodeURIComponent(site)}`, {
    method: 'POST',
    headers: { apikey: localKey(), 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'Fresh#Clone2026',
      data: { full_name: 'Fresh Clone', role: 'client', phone: '+919876543210' },
    }),
  });
  if (!response.ok)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  let link = null;
  for (let waited = 0; !link && waited < 30; waited += 1) {
    const messages = await (await fetch(`${services.mailboxUrl()}/email`)).json();
    const message = messages.find((candidate) =>
      candidate.to.some((to) => to.address.toLowerCase() === email),
    );
    link = /https?:\/\/[^\s<>"']+\/auth\/v1\/verify\?[^\s<>"']+/
      .exec(message?.text ?? '')?.[0]
      ?.replaceAll('&amp;', '&');
    if (!link) await delay(1000);
  }
  if (!link) throw new Error(`no confirmation e-mail to ${email} in the mailbox`);
  const verify = await fetch(link, { redirect: 'manual' });
  const location = verify.headers.get('location');
  const origin = location ? new URL(location).origin : null;
  if (origin !== site) {
    throw new Error(`the confirmation link led to ${origin ?? verify.status}, not ${site}`);
  }
  return `confirmation link to ${origin}`;
}

async function partnerWidget() {
  const browser = await chromium.launch(services.chromiumOptions);
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(services.demoPartnerUrl());
    const help = page.locator('nyaya-support-widget').getByRole('button', { name: 'Help' });
    await help.waitFor({ timeout: 30_000 }).catch(() => {
      throw new Error(`no widget on the demo partner page: ${errors.join('; ') || 'no error'}`);
    });
    return `the widget on ${services.demoPartnerUrl()}`;
  } finally {
    await browser.close();
  }
}

/** `npm run --silent reviewer -- list`, as the README writes it, in the clone. */
function reviewerList() {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'reviewer', '--', 'list'],
      { cwd: clone, env, timeout: 120_000 },
      (error, stdout, stderr) => {
        const at = `at ${services.supabaseUrl()}`;
        if (error || !stdout.includes(at)) {
          reject(new Error(`npm run reviewer -- list: ${stderr || stdout || error?.message}`));
        } else {
          resolve(`npm run reviewer -- list ${at}`);
        }
      },
    );
  });
}

/** The notification worker runs beside the stack: its line in the command's output. */
async function notificationWorker({ logFile }) {
  for (let waited = 0; waited < 60; waited += 1) {
    if (readFileSync(logFile, 'utf8').includes('Notification worker is running')) {
      return 'the notification worker running';
    }
    await delay(1000);
  }
  throw new Error('the notification worker did not say it was running within 60 s');
}

async function check(name, [command, ...args], timeoutMs, journeys = []) {
  console.log(`\n=== fresh clone: ${name} (in ${clone}) ===`);
  const started = performance.now();
  const logFile = `${clone}-${name.replace(/\W+/g, '-')}.log`;
  const output = openSync(logFile, 'w');
  running = spawn(command, args, {
    cwd: clone,
    env,
    detached: true,
    stdio: ['ignore', output, output],
  });
  const exited = new Promise((resolve) =>
    running.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const problems = [];
  const ready = await Promise.race([
    services
      .waitForUrls(
        [services.supabaseReady(), ...services.appReadyUrls(), services.demoPartnerUrl()],
        timeoutMs,
      )
      .then(
        () => 'ready',
        () => 'timeout',
      ),
    exited.then((how) => `exited (${how})`),
  ]);
  const readySeconds = (performance.now() - started) / 1000;
  if (ready !== 'ready') problems.push(`not every port answered: ${ready}`);
  const rendered =
    ready === 'ready' && (await renderLanding().catch((error) => problems.push(error.message)));
  const journeysDone = [];
  for (const journey of ready === 'ready' ? journeys : []) {
    await journey({ logFile }).then(
      (done) => journeysDone.push(done),
      (error) => problems.push(error.message),
    );
  }
  // Ctrl-C, as a terminal sends it to its foreground process group (gone already if it exited).
  try {
    process.kill(-running.pid, 'SIGINT');
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
  const how = await Promise.race([exited, delay(30_000).then(() => 'still running after 30 s')]);
  let left = processesOfClone();
  for (let waited = 0; left.length > 0 && waited < 10; waited += 1) {
    await delay(1000);
    left = processesOfClone();
  }
  if (left.length) {
    problems.push(
      `left running after Ctrl-C:\n    ${left.map((p) => `${p.pid} ${p.command}`).join('\n    ')}`,
    );
    for (const { pid } of left) process.kill(pid, 'SIGKILL');
  }
  const busy = await services.busyPortsMessage(ports());
  if (busy) problems.push(`ports still taken after Ctrl-C:\n${busy}`);
  running = null;
  if (problems.length === 0) {
    console.log(
      `✓ ${name}: answered after ${readySeconds.toFixed(0)} s, rendered the ${rendered}, ` +
        journeysDone.map((done) => `${done}, `).join('') +
        `Ctrl-C ended it (${how}) with no process or port left`,
    );
    return true;
  }
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n');
  console.log(`✗ ${name}:\n  ${problems.join('\n  ')}\n--- last lines of its output ---\n${tail}`);
  return false;
}

const busy = await services.busyPortsMessage(ports());
if (busy) {
  console.error(`\n${busy}\n`);
  process.exit(1);
}
const results = [
  await check('npm start', ['npm', 'start'], 15 * 60_000, [
    notificationWorker,
    signUpAndConfirm,
    partnerWidget,
    reviewerList,
  ]),
  await check('npm run dev', ['npm', 'run', 'dev'], 10 * 60_000, [notificationWorker]),
];
rmSync(clone, { recursive: true, force: true });
for (const file of readdirSync(tmpdir())) {
  if (join(tmpdir(), file).startsWith(`${clone}-`)) rmSync(join(tmpdir(), file), { force: true });
}
const passed = results.filter(Boolean).length;
const failed = results.length - passed;
console.log(`\nfresh clone: ${passed} passed, ${failed} failed`);
const report = parseArgs({ options: { report: { type: 'string' } } }).values.report;
if (report) writeFileSync(report, JSON.stringify({ passed, failed }));
process.exit(passed === results.length ? 0 : 1);
