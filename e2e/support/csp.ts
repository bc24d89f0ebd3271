/** The site's Content-Security-Policy as a page meets it (docs/adr/0025). */
import type { Page } from '@playwright/test';

/**
 * Every Content-Security-Policy violation in any frame of the page, as text (the
 * `securitypolicyviolation` events and the console's reports).
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI} on ${location.href}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
