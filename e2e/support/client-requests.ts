/**
 * The consultation request dialog and /client-dashboard (mf_client_dashboard) for the journeys:
 * their controls by role and name, a fresh client account per test (signed up and confirmed
 * through the mailbox, as a person does), and the client's requests as the stack answers them.
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createClient, type Session } from '@supabase/supabase-js';
import ws from 'ws';
import { extractConfirmationLink, waitForEmail } from '@nyaya/local-supabase';
import { mailboxUrl, shellOrigin } from './apps.ts';
import { authStorageKey, signInWithPassword } from './auth.ts';
import { dialog } from './journeys.ts';
import { header } from './site.ts';
import { fetchRuntimeConfig } from './runtime-config.ts';
import { agreedAtSignUp } from './consent.ts';

export const REQUEST_DIALOG_TITLE = 'Request a Consultation';
export const OPEN_TO_ANY_LAWYER = 'Your request will be open to any lawyer.';
export const toLawyer = (name: string) => `Your request will be sent to ${name}.`;

export const REQUIRED_FIELDS = 'Please fill all required fields.';
export const INDIAN_MOBILE =
  'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.';
export const SUBMITTED = {
  title: 'Request Submitted!',
  description: "Your consultation request has been submitted successfully. We'll be in touch soon.",
} as const;
export const AUTH_REQUIRED = {
  title: 'Authentication Required',
  description: 'Please log in to submit a consultation request.',
} as const;

/** What a client types into the form. */
export interface RequestValues {
  serviceType: string;
  description: string;
  location?: string;
  phone?: string;
}

/** The request dialog and its fields. */
export function requestDialog(page: Page) {
  const root = dialog(page, REQUEST_DIALOG_TITLE);
  return {
    root,
    serviceType: root.getByRole('combobox', { name: 'Type of Legal Service' }),
    description: root.getByRole('textbox', { name: 'Case Description' }),
    location: root.getByRole('textbox', { name: 'Location (optional)' }),
    phone: root.getByRole('textbox', { name: 'Phone Number (optional)' }),
    /** 'Submit Request', or 'Submitting...' while it is sent. */
    submit: root.getByRole('button', { name: /^(Submit Request|Submitting\.\.\.)$/ }),
    cancel: root.getByRole('button', { name: 'Cancel', exact: true }),
    close: root.getByRole('button', { name: 'Close', exact: true }),
    logIn: root.getByRole('button', { name: 'Log in to continue', exact: true }),
    /** The messages under the fields (role alert). */
    fieldErrors: root.getByRole('alert'),
  };
}
export type RequestDialog = ReturnType<typeof requestDialog>;

/** Picks a service type in the dialog's select (its options open in a popup outside it). */
export async function chooseService(page: Page, form: RequestDialog, serviceType: string) {
  await form.serviceType.click();
  await page.getByRole('option', { name: serviceType, exact: true }).click();
  await expect(form.serviceType).toHaveText(serviceType);
}

export async function fillRequest(page: Page, form: RequestDialog, values: RequestValues) {
  await chooseService(page, form, values.serviceType);
  await form.description.fill(values.description);
  await form.location.fill(values.location ?? '');
  await form.phone.fill(values.phone ?? '');
}

/** The form shows exactly `values`. */
export async function expectFormValues(form: RequestDialog, values: RequestValues) {
  await expect(form.serviceType).toHaveText(values.serviceType);
  await expect(form.description).toHaveValue(values.description);
  await expect(form.location).toHaveValue(values.location ?? '');
  await expect(form.phone).toHaveValue(values.phone ?? '');
}

/** /client-dashboard's parts. */
export function clientDashboard(page: Page) {
  const list = page.getByRole('region', { name: 'My Consultation Requests', exact: true });
  return {
    heading: page.getByRole('heading', { name: 'Client Dashboard', level: 1 }),
    newRequest: page.getByRole('main').getByRole('button', { name: 'New Request', exact: true }),
    /** The counters' values and details, in order (a definition list). */
    counters: page.getByRole('region', { name: 'Summary', exact: true }).getByRole('definition'),
    list,
    cards: list.getByRole('article'),
    card: (serviceType: string) => list.getByRole('article', { name: serviceType, exact: true }),
  };
}

/** The counters as the dashboard names them: My Requests (pending, assigned), Scheduled, Past. */
export function counterTexts(counts: {
  total: number;
  pending: number;
  assigned: number;
  scheduled: number;
  completed: number;
  nextMeeting?: string;
}): string[] {
  return [
    String(counts.total),
    `${counts.pending} pending`,
    `${counts.assigned} assigned`,
    String(counts.scheduled),
    ...(counts.nextMeeting ? [`Next: ${counts.nextMeeting}`] : []),
    String(counts.completed),
  ];
}

/** The lines a request card shows, in order (heading, badge, description, details, button). */
export function cardTexts(request: {
  serviceType: string;
  status: string;
  description: string;
  lawyer?: string;
  meeting?: string;
  location?: string;
  phone?: string;
  submitted: string | RegExp;
  cancellable?: boolean;
  /** A lawyer holds or held it: 'Open case room' (docs/product/case-room.md). */
  caseRoom?: boolean;
}): (string | RegExp)[] {
  return [
    request.serviceType,
    request.status,
    request.description,
    ...(request.lawyer ? [`Lawyer: ${request.lawyer}`] : []),
    ...(request.meeting ? [`Meeting: ${request.meeting}`] : []),
    ...(request.location ? [`Location: ${request.location}`] : []),
    ...(request.phone ? [`Phone: ${displayedMobile(request.phone)}`] : []),
    request.submitted instanceof RegExp ? request.submitted : `Submitted on ${request.submitted}`,
    ...(request.caseRoom ? ['Open case room'] : []),
    ...(request.cancellable ? ['Cancel request'] : []),
  ];
}

/** An Indian mobile as the dashboard writes it, however it was typed or stored: '+91 98765 43210'. */
export function displayedMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** The card's own lines: heading, badge, paragraphs, its link and button, as a person reads them. */
export function cardLines(card: Locator): Locator {
  return card.locator('h3, h3 + *, p, a, button');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** A time as India reads it, worked out here rather than by Intl: '3 Nov 2026' and '11:00 am'. */
export function indianDate(at: Date | string): string {
  const ist = new Date(new Date(at).getTime() + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** '3 Nov 2026, 11:00 am IST' */
export function indianDateTime(at: Date | string): string {
  const ist = new Date(new Date(at).getTime() + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${indianDate(at)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'} IST`;
}

/** 'Submitted on <today>' with today read around the submit (a midnight in between passes). */
export function submittedToday(since: Date): RegExp {
  const days = new Set([indianDate(since), indianDate(new Date())]);
  return new RegExp(`^Submitted on (${[...days].join('|')})$`);
}

export interface ClientAccount {
  email: string;
  password: string;
  name: string;
  id: string;
}

function authClient(url: string, anonKey: string) {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/**
 * A client account of its own for one test, so the counters it checks are exact: signed up as
 * the Client Portal signs up (full name, phone, role client, the consent box ticked unless
 * `agreed` is false) and confirmed with the link the mailbox received.
 */
export async function signUpClient(
  firstName: string,
  { agreed = true }: { agreed?: boolean } = {},
): Promise<ClientAccount> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const account = {
    email: `requests.${unique}@nyaya.test`,
    password: 'Requests#2026pass',
    name: `${firstName} Client ${unique.slice(-6)}`,
  };
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const { data, error } = await authClient(supabase.url, supabase.anonKey).auth.signUp({
    email: account.email,
    password: account.password,
    options: {
      data: {
        full_name: account.name,
        role: 'client',
        phone: '+91 98765 43210',
        // Unless a test wants an account that never agreed (as a Google sign-up is).
        ...(agreed && agreedAtSignUp),
      },
      emailRedirectTo: `${shellOrigin}/`,
    },
  });
  if (error || !data.user) throw new Error(`sign-up of ${account.email} failed: ${error?.message}`);
  const link = extractConfirmationLink(
    await waitForEmail(account.email, { mailUrl: mailboxUrl() }),
  );
  const confirmed = await fetch(link, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  const location = confirmed.headers.get('location') ?? '';
  if (confirmed.status >= 400 || /error/.test(location)) {
    throw new Error(`confirming ${account.email} answered ${confirmed.status} ${location}`);
  }
  return { ...account, id: data.user.id };
}

/**
 * Every document `target` loads starts signed in as `account` while no session is stored (as
 * auth.ts's startSignedIn, for any account).
 */
export async function startSignedInAs(
  target: Page | BrowserContext,
  account: Pick<ClientAccount, 'email' | 'password'>,
): Promise<Session> {
  const { session, supabaseUrl } = await signInWithPassword(account.email, account.password);
  await target.addInitScript(
    ({ key, value }) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // opaque origins (about:blank) have no storage
      }
    },
    { key: authStorageKey(supabaseUrl), value: JSON.stringify(session) },
  );
  return session;
}

/** A row of client_consultation_requests, as the signed-in client reads it. */
export interface ClientRequestRow {
  id: string;
  lawyer_name: string | null;
  service_type: string;
  description: string;
  location: string | null;
  phone: string | null;
  status: string;
  scheduled_for: string | null;
  created_at: string;
}

/** The client's own requests, newest first, read from the stack as `email` (not the page). */
export async function clientRequests(email: string, password?: string) {
  const { session, supabaseUrl } = await signInWithPassword(email, password);
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const client = authClient(supabaseUrl, supabase.anonKey);
  await client.auth.setSession(session);
  const { data, error } = await client
    .from('client_consultation_requests')
    .select(
      'id, lawyer_name, service_type, description, location, phone, status, scheduled_for, created_at',
    )
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new Error(`client_consultation_requests as ${email}: ${error.message}`);
  return data as ClientRequestRow[];
}

/** The header's Login button, even while a modal dialog hides the header from the a11y tree. */
export function headerLogin(page: Page): Locator {
  return page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: 'Login', exact: true, includeHidden: true })
    .first();
}

/**
 * Ends the session from another tab of the same browser (its header's Sign Out), as when the
 * client signs out elsewhere: `page` then goes on as a visitor, whatever dialog it shows.
 */
export async function signOutInAnotherTab(page: Page, fullName: string): Promise<void> {
  const other = await page.context().newPage();
  try {
    await other.goto('/');
    await header(other).getByRole('button', { name: fullName }).click();
    await other.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(header(other).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  } finally {
    await other.close();
  }
  await expect(headerLogin(page)).toBeVisible();
}
