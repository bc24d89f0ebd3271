/**
 * The lawyer side for the journeys: /lawyer-dashboard (mf_lawyer_portal) and its dialogs by role
 * and name, lawyers signed up as a person does ('Join as Lawyer', the e-mail from the mailbox)
 * or through the auth API for tests whose subject is not signing up, and the reviewers' tool
 * (`pnpm reviewer`) deciding their verification.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { extractConfirmationLink, waitForEmail } from '@nyaya/local-supabase';
import { pnpmCommand } from '../../scripts/lib/pnpm.mjs';
import { mailboxUrl, shellOrigin } from './apps.ts';
import { signInWithPassword } from './auth.ts';
import { dialog, signedOutActions } from './journeys.ts';
import { repoRoot } from './paths.ts';
import { run } from './processes.ts';
import { fetchRuntimeConfig } from './runtime-config.ts';
import { agreedAtSignUp } from './consent.ts';

export const LAWYER_PASSWORD = 'Lawyer#2026pass';

export interface LawyerAccount {
  email: string;
  password: string;
  name: string;
  /** A BAR Council ID of this lawyer's own (the database keeps them unique). */
  barCouncilId: string;
}

/** A new lawyer's details, unique to this run. */
export function newLawyer(firstName: string): LawyerAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `lawyer.${unique}@nyaya.test`,
    password: LAWYER_PASSWORD,
    name: `${firstName} Advocate ${unique.slice(-5).toUpperCase().replace(/\d/g, 'X')}`,
    barCouncilId: `E2E/${unique.toUpperCase()}`,
  };
}

/** What a lawyer submits in the verification form. */
export interface VerificationValues {
  barCouncilId: string;
  yearsExperience: string;
  expertiseAreas: string[];
  practiceLocations: string[];
  /** The languages the lawyer consults in, by their names ('Hindi'); Hindi and English when not given. */
  languages?: string[];
  /** Rupees per hour (required by the form); '2500' when not given. */
  hourlyRate?: string;
  bio?: string;
}

/** The verification dialog, titled by the lawyer's status ('Complete Verification', ...). */
export function verificationDialog(page: Page, title = 'Complete Verification') {
  const root = dialog(page, title);
  return {
    root,
    barCouncilId: root.getByRole('textbox', { name: 'BAR Council ID' }),
    yearsExperience: root.getByRole('spinbutton', { name: 'Years of Experience' }),
    hourlyRate: root.getByRole('spinbutton', { name: 'Hourly Rate (₹ per hour)' }),
    photo: root.getByLabel('Photo (optional)'),
    expertiseAreas: root.getByRole('combobox', { name: 'Areas of Expertise' }),
    practiceLocations: root.getByRole('combobox', { name: 'Practice Locations' }),
    languages: root.getByRole('combobox', { name: 'Languages you consult in' }),
    bio: root.getByRole('textbox', { name: 'Bio (optional)' }),
    submit: root.getByRole('button', { name: title, exact: true }),
  };
}
export type VerificationDialog = ReturnType<typeof verificationDialog>;

/**
 * Chooses an option in a picker the way a keyboard user does: type (key by key, as fast as the
 * browser takes keys, so no character may be lost), then Enter.
 */
export async function pick(combobox: Locator, option: string): Promise<void> {
  await combobox.pressSequentially(option);
  await expect(combobox).toHaveValue(option);
  await expect(combobox.page().getByRole('option', { name: option, exact: true })).toBeVisible();
  await combobox.press('Enter');
  await expect(combobox).toHaveValue('');
}

export async function fillVerification(form: VerificationDialog, values: VerificationValues) {
  await form.barCouncilId.fill(values.barCouncilId);
  await form.yearsExperience.fill(values.yearsExperience);
  await form.hourlyRate.fill(values.hourlyRate ?? '2500');
  for (const area of values.expertiseAreas) await pick(form.expertiseAreas, area);
  for (const location of values.practiceLocations) await pick(form.practiceLocations, location);
  for (const language of values.languages ?? ['Hindi', 'English']) {
    await pick(form.languages, language);
  }
  await form.bio.fill(values.bio ?? '');
}

/** /lawyer-dashboard's parts. */
export function lawyerDashboard(page: Page) {
  const available = page.getByRole('region', {
    name: 'Available Consultation Requests',
    exact: true,
  });
  const myCases = page.getByRole('region', { name: 'My Cases', exact: true });
  return {
    heading: page.getByRole('heading', { name: 'Lawyer Dashboard', level: 1 }),
    /** Consultation Requests, My Cases, Completed Cases: their values, in order. */
    counters: page
      .getByRole('region', { name: 'Requests and cases at a glance', exact: true })
      .getByRole('definition'),
    status: page.getByRole('region', { name: 'Verification Status', exact: true }),
    overview: page.getByRole('region', { name: 'Profile Overview', exact: true }),
    available,
    myCases,
    /** A request card in a list, found by the client's own words. */
    availableCard: (description: string) =>
      available.getByRole('article').filter({ hasText: description }),
    myCase: (description: string) => myCases.getByRole('article').filter({ hasText: description }),
  };
}

/**
 * Tells the page its tab was shown again, as switching back to it does: the browser fires
 * `visibilitychange`, which reaches listeners on the window too (TanStack Query's among them).
 */
export async function returnToTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** `pnpm reviewer <args>` against the stack the site uses; resolves with what it printed. */
async function reviewer(args: string[]): Promise<string> {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const [command, ...prefix] = pnpmCommand;
  return run(command!, [...prefix, '--silent', 'reviewer', ...args, '--url', supabase.url], {
    cwd: repoRoot,
  });
}

/**
 * A reviewer's decision with `pnpm reviewer`: an approval covers the version `show` printed,
 * as the tool asks of a reviewer.
 */
export async function review(
  decision: 'approve' | 'reject' | 'reverify',
  email: string,
  note?: string,
): Promise<string> {
  const noteArgs = note ? ['--note', note] : [];
  if (decision !== 'approve') return reviewer([decision, email, ...noteArgs]);
  const shown = await reviewer(['show', email]);
  const version = /--reviewed-version (\S+)/.exec(shown)?.[1];
  if (!version) throw new Error(`pnpm reviewer show ${email} printed no version:\n${shown}`);
  return reviewer(['approve', email, '--reviewed-version', version, ...noteArgs]);
}

function authClient(url: string, anonKey: string) {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/** Opens the confirmation link the mailbox received for `email`, without a browser. */
export async function confirmEmail(email: string): Promise<void> {
  const link = extractConfirmationLink(await waitForEmail(email, { mailUrl: mailboxUrl() }));
  const confirmed = await fetch(link, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  const location = confirmed.headers.get('location') ?? '';
  if (confirmed.status >= 400 || /error/.test(location)) {
    throw new Error(`confirming ${email} answered ${confirmed.status} ${location}`);
  }
}

/**
 * A lawyer of the test's own with a verification waiting for review, made as the Lawyer Portal
 * would: signed up as a lawyer, confirmed, verification submitted (status pending).
 */
export async function createSubmittedLawyer(
  firstName: string,
): Promise<LawyerAccount & { id: string }> {
  const account = newLawyer(firstName);
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const signUp = await authClient(supabase.url, supabase.anonKey).auth.signUp({
    email: account.email,
    password: account.password,
    options: {
      data: {
        full_name: account.name,
        role: 'lawyer',
        phone: '+91 98765 43210',
        ...agreedAtSignUp,
      },
      emailRedirectTo: `${shellOrigin}/`,
    },
  });
  if (signUp.error || !signUp.data.user) {
    throw new Error(`sign-up of ${account.email} failed: ${signUp.error?.message}`);
  }
  await confirmEmail(account.email);

  const { session } = await signInWithPassword(account.email, account.password);
  const lawyer = authClient(supabase.url, supabase.anonKey);
  await lawyer.auth.setSession(session);
  const { error } = await lawyer.from('lawyer_profiles').insert({
    id: session.user.id,
    bar_council_id: account.barCouncilId,
    years_experience: 6,
    expertise_areas: ['Property Law'],
    location: 'Delhi High Court',
    languages: ['hi', 'en'],
    approval_status: 'pending',
  });
  if (error) throw new Error(`verification of ${account.email} failed: ${error.message}`);
  return { ...account, id: session.user.id };
}

/**
 * An approved, listed lawyer of the test's own, made as the Lawyer Portal and the reviewers
 * would: signed up as a lawyer, confirmed, verification submitted, approved by `pnpm reviewer`.
 */
export async function createApprovedLawyer(
  firstName: string,
): Promise<LawyerAccount & { id: string }> {
  const lawyer = await createSubmittedLawyer(firstName);
  await review('approve', lawyer.email);
  return lawyer;
}

/** Signs in through 'Join as Lawyer' and the Lawyer Portal's Login tab. */
export async function signInAsLawyerThroughUi(page: Page, account: LawyerAccount): Promise<void> {
  await signedOutActions(page).joinAsLawyer.click();
  const portal = dialog(page, 'Lawyer Portal');
  await portal.getByRole('tab', { name: 'Login' }).click();
  await portal.getByLabel('Email').fill(account.email);
  await portal.getByLabel('Password').fill(account.password);
  await portal.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(portal).toBeHidden();
}

/**
 * Files a request as `client` through the API, as the request form does: open to any lawyer,
 * or addressed to `lawyer`. Resolves with its id.
 */
export async function fileRequestAs(
  client: { email: string; password: string },
  request: { serviceType: string; description: string; lawyerId?: string },
): Promise<string> {
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const { session } = await signInWithPassword(client.email, client.password);
  const api = authClient(supabase.url, supabase.anonKey);
  await api.auth.setSession(session);
  const { data, error } = await api
    .from('consultation_requests')
    .insert({
      client_id: session.user.id,
      lawyer_id: request.lawyerId ?? null,
      service_type: request.serviceType,
      description: request.description,
      status: 'pending',
    })
    .select('id')
    .single();
  if (error) throw new Error(`filing a request as ${client.email} failed: ${error.message}`);
  return data.id as string;
}
