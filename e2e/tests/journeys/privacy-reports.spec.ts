/**
 * Error reports never carry personal data (docs/product/privacy.md): the failures of the screens
 * that ask for consent and for the AI Lawyer's transcript choice are reported to Sentry (a fake
 * ingest here), and what leaves the browser holds none of the person's e-mail address, name,
 * phone number, password or session token, though the person typed them on these pages.
 */
import { expect, test } from '../../support/fixtures.ts';
import { KEEP_TRANSCRIPTS, AI_DIALOG } from '../../support/ai-lawyer.ts';
import { signUpClient } from '../../support/client-requests.ts';
import { dialog, signInThroughUi } from '../../support/journeys.ts';
import { freePort } from '../../support/processes.ts';
import { captureSentryEnvelopes } from '../../support/sentry.ts';
import { header } from '../../support/site.ts';

test('the consent and transcript-choice failures are reported without personal data', async ({
  page,
  runtimeConfig,
}) => {
  // Nothing listens at this port: every envelope is caught by captureSentryEnvelopes.
  const ingestPort = await freePort();
  const config = runtimeConfig.copy();
  config.sentry = {
    ...config.sentry,
    dsn: `http://e2eprivacykey@localhost:${ingestPort}/1`,
    tunnel: `http://localhost:${ingestPort}/e2e-sentry-tunnel`,
  };
  config.voice = { publicKey: 'e2e-public-key', assistantId: 'e2e-assistant-id' };
  runtimeConfig.set(config);
  const sentry = await captureSentryEnvelopes(page);
  const client = await signUpClient('Private', { agreed: false });

  // The consent check fails once (the database is unreachable), then the agreement does.
  let checks = 0;
  await page.route('**/rest/v1/rpc/pending_legal_notices', (route) =>
    ++checks === 1 ? route.fulfill({ status: 503, body: 'unavailable' }) : route.fallback(),
  );
  await page.route('**/rest/v1/rpc/accept_legal_notices', (route) =>
    route.fulfill({ status: 503, body: 'unavailable' }),
  );
  await page.route('**/rest/v1/ai_lawyer_preferences*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, body: 'unavailable' })
      : route.fallback(),
  );

  await page.goto(runtimeConfig.url('/'));
  await signInThroughUi(page, client.email, client.password);
  await expect.poll(() => sentry.events().length).toBeGreaterThanOrEqual(1);

  // Arriving again asks; agreeing fails and is reported.
  await page.reload();
  const gate = page.getByRole('alertdialog', { name: 'Agree to continue' });
  await gate.getByRole('button', { name: 'I agree' }).click();
  await expect(gate.getByRole('alert')).toHaveText(
    'Your agreement could not be saved. Check your connection and try again.',
  );
  await expect.poll(() => sentry.events().length).toBeGreaterThanOrEqual(2);
  await page.unroute('**/rest/v1/rpc/accept_legal_notices');
  await gate.getByRole('button', { name: 'I agree' }).click();
  await expect(gate).toBeHidden();

  // The transcript choice cannot be saved: reported.
  await header(page).getByRole('button', { name: 'AI Lawyer' }).click();
  const ai = dialog(page, AI_DIALOG);
  await ai.getByRole('radio', { name: KEEP_TRANSCRIPTS }).check();
  await expect(ai.getByRole('alert')).toHaveText(
    'Your choice could not be saved. Check your connection and try again.',
  );
  await expect.poll(() => sentry.events().length).toBeGreaterThanOrEqual(3);

  // The shell reports in the context 'details', a remote in 'remote' (shared-platform).
  const during = sentry.events().map(({ event }) => {
    const contexts = event.contexts as Record<string, { during?: string }> | undefined;
    return contexts?.details?.during ?? contexts?.remote?.during;
  });
  expect(during).toEqual(
    expect.arrayContaining(['consentCheck', 'consentAccept', 'save transcript choice']),
  );
  const sent = JSON.stringify(sentry.envelopes);
  const session = await page.evaluate(
    () => Object.entries(localStorage).find(([key]) => key.endsWith('-auth-token'))?.[1],
  );
  const token = session ? (JSON.parse(session) as { access_token: string }).access_token : '';
  expect(token).not.toBe('');
  for (const personal of [
    client.email,
    client.name,
    client.password,
    '98765 43210',
    '9876543210',
    token,
  ]) {
    expect(sent, `an error report carried ${personal}`).not.toContain(personal);
  }
});
