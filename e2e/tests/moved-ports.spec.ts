/**
 * What the README promises for moved ports (SHELL_PORT, DEMO_PARTNER_PORT, SUPABASE_API_PORT
 * and the rest), on whatever ports this run uses: the e-mailed sign-up link leads back to this
 * site, the demo partner page (scripts/partner-demo.mjs) shows its widget, and the reviewers'
 * tool, run as the README writes it with only Node and npm, works on this run's stack. Run it
 * with every port moved (e2e/README.md) to check a newcomer's moved setup.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { extractConfirmationLink, waitForEmail } from '@nyaya/local-supabase';
import { startPartnerDemo } from '../../scripts/partner-demo.mjs';
import {
  answers,
  demoPartnerPorts,
  demoPartnerUrl,
  supabaseUrl,
} from '../../scripts/lib/services.mjs';
import { appOrigin, mailboxUrl, shellOrigin } from '../support/apps.ts';
import { expect, test } from '../support/fixtures.ts';
import { dialog, signedOutActions, toast } from '../support/journeys.ts';
import { repoRoot } from '../support/paths.ts';
import { consentBox } from '../support/consent.ts';

test('the sign-up e-mail’s link leads back to the site on SHELL_PORT', async ({ page }) => {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `moved.${unique}@nyaya.test`;

  await page.goto('/');
  await signedOutActions(page).login.click();
  const portal = dialog(page, 'Client Portal');
  await portal.getByRole('tab', { name: 'Sign Up' }).click();
  await portal.getByLabel('Full Name').fill('Meera Moved');
  await portal.getByLabel('Phone Number').fill('+91 98765 43210');
  await portal.getByLabel('Email').fill(email);
  await portal.getByLabel('Password').fill('Moved#2026pass');
  await consentBox(portal).check();
  await portal.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(toast(page, 'Please check your email to confirm your account.')).toBeVisible();

  const link = extractConfirmationLink(await waitForEmail(email, { mailUrl: mailboxUrl() }));
  expect(new URL(link).origin).toBe(supabaseUrl());
  expect(new URL(link).searchParams.get('redirect_to')).toBe(shellOrigin);

  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`^${shellOrigin}/`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('the demo partner page on DEMO_PARTNER_PORT shows the seeded demo partner’s widget', async ({
  page,
}) => {
  // As `npm start` serves it: its port from DEMO_PARTNER_PORT, the seeded partner's id. With
  // E2E_REUSE_SERVERS=1 and `npm start` running, the page it serves.
  const reuse = /^(1|true)$/.test(process.env.E2E_REUSE_SERVERS ?? '');
  const demo =
    reuse && (await answers([demoPartnerUrl()]))
      ? { origin: new URL(demoPartnerUrl()).origin, close: async () => {} }
      : await startPartnerDemo({ embedOrigin: appOrigin('mf_support_widgets') });
  try {
    expect(demo.origin).toBe(`http://localhost:${demoPartnerPorts()[0]!.port}`);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${demo.origin}/`);
    const help = page.locator('nyaya-support-widget').getByRole('button', { name: 'Help' });
    await expect(help).toBeVisible();
    expect(errors.filter((text) => /not allowed/.test(text))).toEqual([]);
  } finally {
    await demo.close();
  }
});

/** `npm run --silent reviewer -- <args>` in a terminal with Node and npm and no pnpm. */
function npmReviewer(args: string[]) {
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir && !existsSync(join(dir, 'pnpm')) && !dir.includes('node_modules'))
    .join(delimiter);
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|PNPM_|INIT_CWD$|SUPABASE_URL$|SUPABASE_SECRET_KEY$)/i.test(key),
    ),
  );
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    execFile(
      'npm',
      ['run', '--silent', 'reviewer', '--', ...args],
      { cwd: repoRoot, env: { ...env, PATH: path }, timeout: 120_000 },
      (error, stdout, stderr) =>
        done({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

test('the reviewers’ tool, as the README writes it, works on the stack at SUPABASE_API_PORT', async () => {
  test.setTimeout(180_000);
  const list = await npmReviewer(['list', '--status', 'approved']);
  expect(list.stderr).toBe('');
  expect(list.code).toBe(0);
  expect(list.stdout).toContain(`at ${supabaseUrl()}`);
  expect(list.stdout).toContain('lawyer.approved@nyaya.test');

  const show = await npmReviewer(['show', 'lawyer.approved@nyaya.test']);
  expect(show.code).toBe(0);
  expect(show.stdout).toMatch(/--reviewed-version \S+/);
});
