/** Locators for the shell's own parts, shared by the specs. */
import type { Locator, Page } from '@playwright/test';

/**
 * A remote area's error panel. The shell's own boundary says "This section is unavailable right
 * now"; shared-platform's RemoteBoundary says "This section is temporarily unavailable." or
 * "<area> is temporarily unavailable.".
 */
export const unavailableMessage = /\bis (temporarily )?unavailable\b/i;

export function remoteFallback(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: unavailableMessage });
}

export function retryButton(scope: Page | Locator): Locator {
  return scope.getByRole('button', { name: /try again/i });
}

/** The site header (banner landmark) and its main navigation links. */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function headerLink(page: Page, name: string): Locator {
  return header(page).getByRole('link', { name, exact: true });
}

/** The site footer (contentinfo landmark). */
export function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}
