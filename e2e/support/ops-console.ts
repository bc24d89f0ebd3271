/**
 * The staff console at /ops (mf_ops_console) and the public request status page
 * /support/status, as docs/product/ops-console.md describes them: locators by the texts staff
 * and visitors read, and the steps the journeys share.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { authStorageKey, signInWithPassword } from './auth.ts';

export const NOT_STAFF = 'The staff console is only for NyayaConnect staff.';
export const STAFF_SIGN_IN = 'Staff Sign In';
export const STAFF_SIGN_IN_DESCRIPTION =
  'For NyayaConnect staff. Accounts are created by an administrator.';
export const STATUS_NOT_FOUND =
  'We could not find a request with that reference number and contact. Check both and try again.';

export type CounterName =
  'New callbacks' | 'Overdue (over 24 h)' | 'Open complaints' | 'Pending verifications';

/** The console's sections, each a tab. */
export type ConsoleSection = 'Verifications' | 'Callbacks' | 'Complaints' | 'Reviews';

/** The console's parts. */
export function opsConsole(page: Page) {
  const counters = page.getByRole('region', { name: 'Today at a glance', exact: true });
  const panel = (name: ConsoleSection) => page.getByRole('tabpanel', { name, exact: true });
  return {
    heading: page.getByRole('heading', { name: 'Staff console', level: 1 }),
    counters,
    tab: (name: ConsoleSection) => page.getByRole('tab', { name, exact: true }),
    tabs: page.getByRole('tab'),
    panel,
    /** A pending lawyer in the verification queue, by the name the directory would publish. */
    lawyer: (name: string) => panel('Verifications').getByRole('article').filter({ hasText: name }),
    /** A callback in the queue, by its reference number. */
    callback: (reference: string) =>
      panel('Callbacks').getByRole('article').filter({ hasText: reference }),
    /** A complaint in the list, by its reference number. */
    complaint: (reference: string) =>
      panel('Complaints').getByRole('article').filter({ hasText: reference }),
  };
}

/**
 * A counter's number: the counters region reads as label and value pairs (in either order);
 * the number next to `name` is returned.
 */
export async function counterValue(page: Page, name: CounterName): Promise<number> {
  // While the counters load (aria-busy) a placeholder stands where the number will be.
  await expect(opsConsole(page).counters).toHaveAttribute('aria-busy', 'false');
  const text = (await opsConsole(page).counters.innerText()).replace(/\s+/g, ' ');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const after = new RegExp(`${escaped} ([\\d,]+)`).exec(text);
  const before = new RegExp(`([\\d,]+) ${escaped}`).exec(text);
  const value = (after ?? before)?.[1];
  if (value === undefined) throw new Error(`no counter "${name}" in: ${text}`);
  return Number(value.replace(/,/g, ''));
}

/**
 * Chooses `option` in the field labelled `label` inside `scope`: a native select, a radio group
 * or a listbox-style select (whichever the console renders).
 */
export async function choose(scope: Locator, label: string, option: string): Promise<void> {
  const page = scope.page();
  const radio = scope.getByRole('radiogroup', { name: label }).getByRole('radio', {
    name: option,
    exact: true,
  });
  if (await radio.count()) {
    await radio.check();
    return;
  }
  const field = scope.getByLabel(label, { exact: true });
  if (await field.evaluate((element) => element.tagName === 'SELECT')) {
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * A staff member's change of status, in a callback's or complaint's card: the new status, the
 * response when one is asked for, 'Save status'.
 */
export async function changeStatus(
  card: Locator,
  status: string,
  response?: string,
): Promise<void> {
  const form = card;
  await choose(form, 'New status', status);
  if (response !== undefined) {
    await form.getByRole('textbox', { name: 'Response to the complainant' }).fill(response);
  }
  await form.getByRole('button', { name: 'Save status', exact: true }).click();
}

/**
 * Every document `page` loads starts signed in as `email` (any account with a password, not
 * only the seeded ones), when no session is stored yet.
 */
export async function startSignedInWith(
  page: Page,
  email: string,
  password?: string,
): Promise<void> {
  const { session, supabaseUrl } = await signInWithPassword(email, password);
  await page.addInitScript(
    ({ key, value }) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // opaque origins (about:blank) have no storage
      }
    },
    { key: authStorageKey(supabaseUrl), value: JSON.stringify(session) },
  );
}

/** /support/status: the form and its answer. */
export function statusPage(page: Page) {
  const root = page.getByRole('main');
  return {
    root,
    reference: root.getByRole('textbox', { name: 'Reference number' }),
    contact: root.getByRole('textbox', { name: 'E-mail or mobile number' }),
    check: root.getByRole('button', { name: 'Check status', exact: true }),
  };
}

/** Looks up `reference` with `contact` on /support/status (opened first). */
export async function checkStatus(page: Page, reference: string, contact: string) {
  await page.goto('/support/status');
  const status = statusPage(page);
  await expect(status.check).toBeVisible();
  await status.reference.fill(reference);
  await status.contact.fill(contact);
  await status.check.click();
  return status;
}
