import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { serviceClient } from './case-room.ts';
import { repoRoot } from './paths.ts';

function versionOf(page: 'privacy' | 'terms'): string {
  const file = join(repoRoot, 'shell/src/features/legal/content', `${page}.en.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The versions of the privacy notice and the terms the site shows today. */
export const noticeVersions = { privacy: versionOf('privacy'), terms: versionOf('terms') };

/**
 * What the sign-up form adds to an account's metadata when its box is ticked: an account made
 * through the API with it has agreed, and is not asked on sign-in (docs/product/privacy.md).
 */
export const agreedAtSignUp = { consent: noticeVersions };

/** The sign-up form's consent box. */
export function consentBox(form: Locator): Locator {
  return form.getByRole('checkbox', { name: /^I agree to the Terms of Service/ });
}

/** A person's consent records, oldest first, as the service role reads them. */
export async function consentsOf(
  userId: string,
): Promise<{ document: string; version: string; given_at: string }[]> {
  const service = await serviceClient();
  const { data, error } = await service
    .from('legal_consents')
    .select('document, version, given_at')
    .eq('user_id', userId)
    .order('id');
  if (error) throw new Error(`reading the consents of ${userId}: ${error.message}`);
  return data;
}

/** Records, as an operator's tool would, that `userId` agreed to `version` of `document`. */
export async function recordConsent(
  userId: string,
  document: 'privacy' | 'terms',
  version: string,
): Promise<void> {
  const service = await serviceClient();
  const { error } = await service
    .from('legal_consents')
    .insert({ user_id: userId, document, version, given_at: 'sign_up' });
  if (error) throw new Error(`recording consent of ${userId}: ${error.message}`);
}
