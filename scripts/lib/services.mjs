// Where each local service listens, a clear error when a port is taken, readiness (wait-on)
// and process groups (concurrently): shared by `npm start`, `pnpm dev`, `pnpm serve`, the
// fresh-clone check and the e2e suite.
import { clearTimeout, setTimeout } from 'node:timers';
import { concurrently } from 'concurrently';
import waitOn from 'wait-on';
import { apps, portEnvName, repoRoot, resolveAppPort } from '../../build-kit/src/apps.cjs';

/** Debian's Chromium (Playwright's browsers cannot be downloaded here), off the network and GPU. */
export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const localhost = (port) => `http://localhost:${port}`;

/**
 * The local Supabase stack's ports, with the overrides supabase/local honours. The database port
 * is the stack's only on the embedded PGlite: on PostgreSQL (`DATABASE_URL`) clients use that URL.
 */
export function supabasePorts(env = process.env) {
  return [
    { label: 'Supabase API', envName: 'SUPABASE_API_PORT', port: 54321 },
    ...(env.DATABASE_URL
      ? []
      : [{ label: 'Supabase database', envName: 'SUPABASE_DB_PORT', port: 54322 }]),
    { label: 'MailDev web', envName: 'MAILDEV_WEB_PORT', port: 54324 },
    { label: 'MailDev SMTP', envName: 'MAILDEV_SMTP_PORT', port: 54325 },
  ].map((entry) => ({ ...entry, port: Number(env[entry.envName] || entry.port) }));
}

const supabasePort = (envName, env) =>
  supabasePorts(env).find((entry) => entry.envName === envName).port;

/** The demo partner page (scripts/partner-demo.mjs), which embeds the support widget. */
export function demoPartnerPorts(env = process.env) {
  return [
    {
      label: 'partner demo page',
      envName: 'DEMO_PARTNER_PORT',
      port: Number(env.DEMO_PARTNER_PORT || 3006),
    },
  ];
}

export const demoPartnerUrl = (env = process.env) => `${localhost(demoPartnerPorts(env)[0].port)}/`;

export function appPorts(env = process.env) {
  return apps.map((app) => ({
    label: app.name,
    envName: portEnvName(app.name),
    port: resolveAppPort(app.name, env),
  }));
}

export const supabaseUrl = (env = process.env) => localhost(supabasePort('SUPABASE_API_PORT', env));
/**
 * The stack listens once its migrations and seed are applied (its API answers 401 without a key);
 * its database port (on PGlite) is open by then.
 */
export const supabaseReady = (env = process.env) =>
  `tcp:localhost:${supabasePort('SUPABASE_API_PORT', env)}`;
export const mailboxUrl = (env = process.env) => localhost(supabasePort('MAILDEV_WEB_PORT', env));
export const appOrigin = (name, env = process.env) => localhost(resolveAppPort(name, env));

/** What answers once an app is up: the shell's page, each remote's manifest. */
export function appReadyUrls(env = process.env) {
  return apps.map((app) => `${appOrigin(app.name, env)}/${app.isHost ? '' : 'mf-manifest.json'}`);
}

// Probing a port and saying how to move a taken one: build-kit's one helper.
export { busyPortsMessage, portInUseMessage } from '../../build-kit/src/ports.cjs';

/** Resolves once every URL answers GET with a 2xx status (`tcp:host:port`: accepts connections). */
export function waitForUrls(urls, timeoutMs) {
  const resources = urls.map((url) => url.replace(/^http:/, 'http-get:'));
  return waitOn({ resources, timeout: timeoutMs, interval: 250, window: 0, proxy: false });
}

export const answers = (urls, timeoutMs = 1500) =>
  waitForUrls(urls, timeoutMs).then(
    () => true,
    () => false,
  );

/**
 * Runs `commands` ({ name, command, cwd, readyLine? }) as one group with prefixed output until
 * Ctrl-C, or until one of them fails (half a platform is no use: the others are stopped too).
 * Prints `title` and the addresses once `readyUrls` answer and every command with a `readyLine`
 * has printed it. Exits the process when the group is done.
 */
export function runServices(title, commands, readyUrls, { timeoutMs = 180_000 } = {}) {
  const group = concurrently(
    commands.map(({ readyLine: _readyLine, ...command }) => command),
    {
      prefix: 'name',
      padPrefix: true,
      // Not 'success': Ctrl-C ends every command with code 0, and they all stop anyway.
      killOthersOn: ['failure'],
      killTimeout: 10_000,
    },
  );
  const printed = commands.flatMap(({ readyLine }, index) =>
    readyLine ? [linePrinted(group.commands[index], readyLine, timeoutMs)] : [],
  );
  Promise.all([waitForUrls(readyUrls, timeoutMs), ...printed]).then(
    () => {
      const lines = appReadyUrls().map((url, index) => `  ${apps[index].name.padEnd(20)} ${url}`);
      lines.push(`  ${'Supabase API'.padEnd(20)} ${supabaseUrl()}`);
      lines.push(`  ${'Mailbox (MailDev)'.padEnd(20)} ${mailboxUrl()}`);
      if (commands.some(({ name }) => name === notificationWorkerCommand.name)) {
        lines.push(
          `  ${'Notification worker'.padEnd(20)} every e-mail it sends lands in the mailbox`,
        );
      }
      if (readyUrls.includes(demoPartnerUrl())) {
        lines.push(`  ${'Partner demo page'.padEnd(20)} ${demoPartnerUrl()}`);
      }
      console.log(`\n${title}\n${lines.join('\n')}\n\nPress Ctrl-C to stop everything.\n`);
    },
    () => {
      console.error(`\nNot everything was running within ${timeoutMs / 1000} s; stopping.`);
      for (const command of group.commands) command.kill();
    },
  );
  group.result.then(
    () => process.exit(0),
    () => process.exit(1),
  );
}

/** Resolves once `command` (concurrently's) prints `text`; rejects after `timeoutMs`. */
function linePrinted(command, text, timeoutMs) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${command.name} did not print "${text}"`)),
      timeoutMs,
    );
    const subscription = command.stdout.subscribe((chunk) => {
      output = (output + chunk.toString()).slice(-4096);
      if (output.includes(text)) {
        clearTimeout(timer);
        subscription.unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * The notification worker beside the stack (scripts/notification-worker.mjs): it waits for the
 * stack, then delivers the database's notifications to MailDev.
 */
export const notificationWorkerCommand = {
  name: 'notifications',
  command: 'node scripts/notification-worker.mjs',
  cwd: repoRoot,
  readyLine: 'Notification worker is running',
};
