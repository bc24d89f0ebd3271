/**
 * The AI Lawyer (mf_ai_lawyer, docs/product/ai-lawyer.md): Sign In Required for a visitor, the
 * voice dialog without voice configuration and with the voice service unreachable (no real call can
 * run offline), the choice whether transcripts are kept, and the saved history at /ai-consultations.
 */
import AxeBuilder from '@axe-core/playwright';
import { demoPassword } from '@nyaya/local-supabase';
import { chromiumOptions } from '../../../scripts/lib/services.mjs';
import {
  AI_DIALOG,
  KEEP_TRANSCRIPTS,
  SIGN_IN_REQUIRED,
  configureVoice,
  consultationIdsOf,
  keepTranscripts,
  saveConsultationAs,
} from '../../support/ai-lawyer.ts';
import { signUpClient, startSignedInAs, requestDialog } from '../../support/client-requests.ts';
import { startSignedIn } from '../../support/auth.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dialog, toast } from '../../support/journeys.ts';
import { header } from '../../support/site.ts';
import { appOrigin } from '../../support/apps.ts';

// A fake microphone, granted: the browser's part of a call works, the voice service's does not.
test.use({
  launchOptions: {
    ...chromiumOptions,
    args: [
      ...chromiumOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['microphone'],
});

test('a visitor is asked to sign in, and lands in the AI Lawyer dialog once signed in', async ({
  page,
}) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'AI Lawyer' }).click();
  const signIn = dialog(page, SIGN_IN_REQUIRED);
  for (const benefit of [
    /instant AI legal consultation/i,
    /voice-powered guidance/i,
    /personalized advice/i,
    /secure consultation history/i,
  ]) {
    await expect(signIn.getByText(benefit)).toBeVisible();
  }
  await expect(
    signIn.getByRole('button', { name: 'Create Account & Access AI Lawyer' }),
  ).toBeVisible();
  await signIn.getByRole('button', { name: 'I Have an Account - Sign In' }).click();

  const auth = dialog(page, 'Client Portal');
  await auth.getByLabel('Email').fill('client.demo@nyaya.test');
  await auth.getByLabel('Password').fill(demoPassword);
  await auth.getByRole('button', { name: 'Login', exact: true }).click();

  const ai = dialog(page, AI_DIALOG);
  await expect(ai).toBeVisible();
  await expect(auth).toBeHidden();
});

test('without voice configuration the dialog says so and offers a call back instead', async ({
  page,
}) => {
  await startSignedIn(page, 'client.demo@nyaya.test');
  await page.goto('/');
  await header(page).getByRole('button', { name: 'AI Lawyer' }).click();
  const ai = dialog(page, AI_DIALOG);
  await expect(ai.getByText(/voice consultation is (not available|unavailable)/i)).toBeVisible();
  await expect(ai.getByRole('button', { name: 'Start Voice Consultation' })).toHaveCount(0);
  await ai.getByRole('button', { name: /call back/i }).click();
  await expect(dialog(page, 'Get Personal Legal Assistance')).toBeVisible();
});

test('with the voice service unreachable, Start ends in Failed to Start and the dialog returns to idle', async ({
  page,
  runtimeConfig,
}) => {
  configureVoice(runtimeConfig);
  const webCalls: string[] = [];
  await page.route('**/call/web', (route) => {
    webCalls.push(route.request().postData() ?? '');
    return route.abort('connectionrefused');
  });
  const aiChunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(appOrigin('mf_ai_lawyer')) && request.url().endsWith('.js')) {
      aiChunks.push(request.url());
    }
  });

  await startSignedIn(page, 'client.demo@nyaya.test');
  await page.goto(runtimeConfig.url('/'));
  await header(page).getByRole('button', { name: 'AI Lawyer' }).click();
  const ai = dialog(page, AI_DIALOG);
  const start = ai.getByRole('button', { name: 'Start Voice Consultation' });
  await expect(start).toBeVisible();
  await keepTranscripts(ai);
  await expect(start).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const beforeStart = aiChunks.length;

  await start.click();
  await expect(toast(page, 'Failed to Start')).toBeVisible();
  await expect(
    toast(page, 'Could not start the AI Lawyer session. Please try again.'),
  ).toBeVisible();
  await expect(start).toBeVisible();
  await expect(ai.getByText('Connecting to AI Lawyer...')).toHaveCount(0);
  // The voice SDK arrived with the press of Start, not before; the request named the assistant.
  expect(aiChunks.length).toBeGreaterThan(beforeStart);
  expect(webCalls.length).toBeGreaterThan(0);
  expect(webCalls[0]).toContain('e2e-assistant-id');
});

test('before the first call the user chooses whether transcripts are kept; the choice is remembered and changeable', async ({
  page,
  runtimeConfig,
}) => {
  configureVoice(runtimeConfig);
  const client = await signUpClient('Transcript');
  await startSignedInAs(page, client);
  await page.goto(runtimeConfig.url('/'));
  await header(page).getByRole('button', { name: 'AI Lawyer' }).click();
  const ai = dialog(page, AI_DIALOG);
  const choice = ai.getByRole('group', { name: 'Transcripts' });
  const keep = choice.getByRole('radio', { name: KEEP_TRANSCRIPTS });
  const discard = choice.getByRole('radio', { name: 'Do not keep transcripts' });
  const start = ai.getByRole('button', { name: 'Start Voice Consultation' });

  // Nothing chosen yet: no call.
  await expect(choice).toBeVisible();
  await expect(keep).not.toBeChecked();
  await expect(discard).not.toBeChecked();
  await expect(ai.getByText('Choose whether to keep a transcript before you start.')).toBeVisible();
  await expect(start).toBeDisabled();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual(
    [],
  );

  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/ai_lawyer_preferences') &&
      response.request().method() === 'POST',
  );
  await discard.check();
  expect((await saved).ok()).toBe(true);
  await expect(start).toBeEnabled();

  // Remembered: a new visit shows it, and it can be changed.
  await page.reload();
  await header(page).getByRole('button', { name: 'AI Lawyer' }).click();
  await expect(discard).toBeChecked();
  await keepTranscripts(ai);
  await expect(keep).toBeChecked();
  await page.reload();
  await header(page).getByRole('button', { name: 'AI Lawyer' }).click();
  await expect(keep).toBeChecked();
});

test('the history page lists saved consultations, deletes one and turns another into a request', async ({
  page,
}) => {
  const client = await signUpClient('Kavya');
  await saveConsultationAs(
    client,
    [
      { speaker: 'assistant', text: 'Hello, how can I help you today?' },
      { speaker: 'user', text: 'My landlord kept my deposit of two months.' },
      { speaker: 'assistant', text: 'You can send a legal notice first.' },
    ],
    60,
  );
  const newer = await saveConsultationAs(
    client,
    [
      { speaker: 'assistant', text: 'Hello, how can I help you today?' },
      { speaker: 'user', text: 'My employer has not paid my salary for three months.' },
    ],
    5,
  );

  await startSignedInAs(page, client);
  await page.goto('/ai-consultations');
  await expect(
    page.getByRole('heading', { level: 1, name: 'AI Consultation History' }),
  ).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(2);
  // Newest first.
  await expect(cards.first()).toContainText('My employer has not paid my salary');
  await expect(cards.nth(1)).toContainText('My landlord kept my deposit');

  // The older one: its transcript, then deleted after confirming.
  const older = cards.nth(1);
  await older.getByRole('button', { name: /transcript/i }).click();
  await expect(older.getByText('You can send a legal notice first.')).toBeVisible();
  await older.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(1);
  await expect.poll(() => consultationIdsOf(client)).toEqual([newer]);

  // The newer one becomes a consultation request, prefilled with what the user said.
  await cards.first().getByRole('button', { name: 'Request a lawyer' }).click();
  const form = requestDialog(page);
  await expect(form.root).toBeVisible();
  await expect(form.description).toHaveValue(
    /My employer has not paid my salary for three months\./,
  );
  await expect(form.description).toBeEditable();
});
