/**
 * The verification dialog's own rules (docs/adr/0013, docs/adr/0026): the expertise picker's open
 * list leaves the Practice Locations field usable, and a new lawyer gives an hourly rate and a
 * photo, uploaded to Storage, which clients see in the directory once a reviewer approves them.
 */
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { shellOrigin } from '../../support/apps.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dashboardLink, toast } from '../../support/journeys.ts';
import {
  confirmEmail,
  fillVerification,
  lawyerDashboard,
  newLawyer,
  returnToTab,
  review,
  signInAsLawyerThroughUi,
  verificationDialog,
  type LawyerAccount,
} from '../../support/lawyer-portal.ts';
import { fetchRuntimeConfig } from '../../support/runtime-config.ts';
import { agreedAtSignUp } from '../../support/consent.ts';

/** A 1×1 PNG: a real image for the photo field. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A lawyer signed up and confirmed through the auth API, with no verification yet. */
async function signedUpLawyer(firstName: string): Promise<LawyerAccount> {
  const account = newLawyer(firstName);
  const { supabase } = await fetchRuntimeConfig(shellOrigin);
  const auth = createClient(supabase.url, supabase.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { error } = await auth.auth.signUp({
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
  if (error) throw new Error(`sign-up of ${account.email} failed: ${error.message}`);
  await confirmEmail(account.email);
  return account;
}

/** Signed in on /lawyer-dashboard, where the verification dialog opens by itself. */
async function openVerification(page: Page, account: LawyerAccount) {
  await page.goto('/');
  await signInAsLawyerThroughUi(page, account);
  await dashboardLink(page).click();
  await expect(page).toHaveURL(`${shellOrigin}/lawyer-dashboard`);
  const form = verificationDialog(page, 'Complete Verification');
  await expect(form.root).toBeVisible();
  return form;
}

test('a click on Practice Locations under the open expertise list goes to Practice Locations', async ({
  page,
}) => {
  const form = await openVerification(page, await signedUpLawyer('Ira'));
  const expertiseList = form.root.getByRole('listbox', { name: 'Areas of Expertise' });

  await form.root.getByRole('button', { name: 'Show options for Areas of Expertise' }).click();
  await expect(expertiseList.getByRole('option')).toHaveCount(10);

  // A real pointer click where Practice Locations is drawn while the list is open: nothing
  // else may be on top of it.
  await form.practiceLocations.scrollIntoViewIfNeeded();
  await expect(expertiseList.getByRole('option')).toHaveCount(10);
  const box = await form.practiceLocations.boundingBox();
  if (!box) throw new Error('Practice Locations is not laid out');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

  await expect(form.practiceLocations).toBeFocused();
  await expect(
    form.root.getByRole('list', { name: 'Selected Areas of Expertise' }),
    'the click chose an area of expertise',
  ).toHaveCount(0);
  await expect(
    form.root.getByRole('listbox', { name: 'Practice Locations' }).getByRole('option', {
      name: 'Supreme Court of India',
    }),
  ).toBeVisible();
});

test('a new lawyer gives an hourly rate and a photo; clients see both once approved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lawyer = await signedUpLawyer('Meera');
  const form = await openVerification(page, lawyer);

  await test.step('the rate and the photo are checked in the dialog', async () => {
    await fillVerification(form, {
      barCouncilId: lawyer.barCouncilId,
      yearsExperience: '11',
      hourlyRate: '499',
      expertiseAreas: ['Tax Law'],
      practiceLocations: ['Mumbai High Court'],
    });
    await form.photo.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await form.submit.click();
    await expect(
      form.root.getByText('The hourly rate must be between ₹500 and ₹1,00,000 per hour.'),
    ).toBeVisible();
    await expect(form.hourlyRate).toBeFocused();
    await expect(form.root.getByText('The photo must be a JPEG, PNG or WebP image.')).toBeVisible();
  });

  await test.step('submitted with ₹4,200 and a PNG, the lawyer is Under Review', async () => {
    await form.hourlyRate.fill('4200');
    await form.photo.setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.root.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await form.submit.click();
    await expect(
      toast(page, 'Verification submitted! Under review. We will call you within 24 hours.'),
    ).toBeVisible();
    await expect(lawyerDashboard(page).status).toContainText('Under Review');
  });

  await test.step('a reviewer approves the version shown with its rate and photo', async () => {
    expect(await review('approve', lawyer.email)).toContain('-> approved');
  });

  await test.step('the directory lists the rate and shows the photo from Storage', async () => {
    await returnToTab(page);
    const { supabase } = await fetchRuntimeConfig(shellOrigin);
    const listing = createClient(supabase.url, supabase.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const { data, error } = await listing
      .from('lawyer_directory')
      .select('id, hourly_rate, profile_picture_url')
      .eq('name', lawyer.name)
      .single();
    expect(error).toBeNull();
    expect(data!.hourly_rate).toBe(4200);
    expect(data!.profile_picture_url).toMatch(
      new RegExp(
        `^${supabase.url}/storage/v1/object/public/lawyer-photos/[0-9a-f-]{36}/[0-9a-f-]{36}\\.png$`,
      ),
    );

    await page.goto(`/lawyers/${data!.id}`);
    await expect(page.getByRole('heading', { name: lawyer.name })).toBeVisible();
    await expect(page.getByText('₹4,200/hr')).toBeVisible();
    const photo = page.locator(`img[src="${data!.profile_picture_url}"]`);
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
  });
});
