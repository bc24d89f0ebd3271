// Addresses of the local services, and the summary printed once everything is up.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps, repoRoot, resolveAppPort } from '../../shared-platform/build/index.cjs';

/** The local Supabase stack's ports, with the same env overrides supabase/local honours. */
export function supabaseUrls(env = process.env) {
  const apiPort = env.SUPABASE_API_PORT || '54321';
  const mailPort = env.MAILDEV_WEB_PORT || '54324';
  return { api: `http://localhost:${apiPort}`, mailbox: `http://localhost:${mailPort}` };
}

export function appUrls(env = process.env) {
  return apps.map((app) => {
    const origin = `http://localhost:${resolveAppPort(app.name, env)}`;
    return { app, origin, url: app.isHost ? `${origin}/` : `${origin}/mf-manifest.json` };
  });
}

/**
 * The seeded demo accounts, read from supabase/local/src/demo-accounts.ts (the one list the seed,
 * tests and the db:start banner share). It is TypeScript, so the literals are read as text.
 */
function readDemoAccounts() {
  try {
    const source = readFileSync(join(repoRoot, 'supabase/local/src/demo-accounts.ts'), 'utf8');
    const password = /demoPassword\s*=\s*'([^']+)'/.exec(source)?.[1];
    const accounts = [...source.matchAll(/email:\s*'([^']+)'[^}]*?note:\s*'([^']+)'/g)].map(
      ([, email, note]) => ({
        email,
        note,
      }),
    );
    return accounts.length > 0 ? { password, accounts } : null;
  } catch {
    return null;
  }
}

export function printSummary(title) {
  const { api, mailbox } = supabaseUrls();
  const lines = ['', title];
  for (const { app, url } of appUrls()) lines.push(`  ${app.name.padEnd(20)} ${url}`);
  lines.push(
    `  ${'Supabase API'.padEnd(20)} ${api}`,
    `  ${'Mailbox (MailDev)'.padEnd(20)} ${mailbox}`,
  );
  const demo = readDemoAccounts();
  if (demo) {
    const width = Math.max(...demo.accounts.map(({ email }) => email.length));
    lines.push('', `Demo accounts (password: ${demo.password ?? 'see README.md'})`);
    for (const { email, note } of demo.accounts) lines.push(`  ${email.padEnd(width)}  ${note}`);
  } else {
    lines.push('', 'Demo accounts: see README.md.');
  }
  lines.push('', 'Press Ctrl-C to stop everything.', '');
  console.log(lines.join('\n'));
}
