/**
 * Lawyers' photos in Storage and their hourly rate (docs/adr/0013, docs/adr/0026): the portal
 * uploads with supabase-js's Storage API into the public bucket `lawyer-photos`; the policies on
 * storage.objects decide who writes what, as each role; the profile names only the lawyer's own
 * upload; rate and photo reach the directory only once a reviewer approves them.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLawyerProfile } from '../src/reviewer/format.ts';
import { findAccountByEmail, findLawyerProfile } from '../src/reviewer/repository.ts';
import { anonClient, env, serviceClient, untyped } from './support/clients.ts';
import {
  afterThisTest,
  clientFor,
  readRow,
  restoreAfterThisTest,
  runCleanups,
  type Role,
} from './support/matrix.ts';

afterEach(runCleanups);

const { users } = env().fixtures;
const pendingLawyerId = users.pendingLawyer.id;
const approvedLawyerId = users.approvedLawyer.id;
const bucket = 'lawyer-photos';

/** The smallest valid PNG (1×1), so uploads are real images. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pngFile = (bytes: Uint8Array<ArrayBuffer> = new Uint8Array(png)) =>
  new Blob([bytes], { type: 'image/png' });

const photoName = (ownerId: string, extension = 'png') => `${ownerId}/${randomUUID()}.${extension}`;

/** The object's public URL as the stack serves it (its origin is registered at start). */
const publicUrl = (name: string) =>
  anonClient().storage.from(bucket).getPublicUrl(name).data.publicUrl;

async function upload(role: Role, name: string, file: Blob = pngFile()) {
  const client = await clientFor(role);
  const result = await client.storage.from(bucket).upload(name, file, { contentType: file.type });
  if (!result.error) {
    afterThisTest(async () => {
      await serviceClient().storage.from(bucket).remove([name]);
    });
  }
  return result;
}

async function storedNames(ownerId: string): Promise<string[]> {
  const { data, error } = await serviceClient().storage.from(bucket).list(ownerId);
  expect(error).toBeNull();
  // Hosted Storage lists names relative to the folder; lite 0.10 lists full names.
  return (data ?? []).map((object) =>
    object.name.startsWith(`${ownerId}/`) ? object.name : `${ownerId}/${object.name}`,
  );
}

describe('the lawyer-photos bucket', () => {
  it('a lawyer uploads a photo into their own folder; anyone reads it by its public URL', async () => {
    const name = photoName(pendingLawyerId);
    const { error } = await upload('pendingLawyer', name);
    expect(error).toBeNull();

    const response = await fetch(publicUrl(name));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it.each([
    ['into another lawyer’s folder', 'pendingLawyer' as Role, () => photoName(approvedLawyerId)],
    [
      'into a nested folder',
      'pendingLawyer' as Role,
      () => `${pendingLawyerId}/a/${randomUUID()}.png`,
    ],
    ['as a client', 'clientA' as Role, () => photoName(users.clientA.id)],
    ['as a visitor', 'anon' as Role, () => photoName(pendingLawyerId)],
    [
      'with a name that is not an image',
      'pendingLawyer' as Role,
      () => photoName(pendingLawyerId, 'html'),
    ],
  ])('an upload %s is refused and stores nothing', async (_, role, name) => {
    const target = name();
    const { error } = await upload(role, target);
    expect(error, `${target} was stored`).not.toBeNull();
    expect(await storedNames(target.split('/')[0]!)).not.toContain(target);
  });

  it('a file that is not an image is refused, whatever its name', async () => {
    const name = photoName(pendingLawyerId);
    const html = new Blob(['<script>alert(1)</script>'], { type: 'text/html' });
    const { error } = await upload('pendingLawyer', name, html);
    expect(error?.message).toMatch(/mime type text\/html is not supported/i);
    expect(await storedNames(pendingLawyerId)).not.toContain(name);
  });

  it('a photo larger than 2 MB is refused', async () => {
    const name = photoName(pendingLawyerId);
    const large = new Uint8Array(2 * 1024 * 1024 + 1);
    large.set(png);
    const { error } = await upload('pendingLawyer', name, pngFile(large));
    expect(error?.message).toMatch(/maximum allowed size/i);
    expect(await storedNames(pendingLawyerId)).not.toContain(name);
  });

  it('a lawyer keeps at most 5 photos', async () => {
    // Earlier files of the suite may have left this lawyer a photo of their own.
    const alreadyStored = (await storedNames(pendingLawyerId)).length;
    expect(alreadyStored).toBeLessThan(5);
    for (let index = alreadyStored; index < 5; index += 1) {
      expect((await upload('pendingLawyer', photoName(pendingLawyerId))).error).toBeNull();
    }
    const sixth = photoName(pendingLawyerId);
    const { error } = await upload('pendingLawyer', sixth);
    expect(error).not.toBeNull();
    expect(await storedNames(pendingLawyerId)).toHaveLength(5);
  });

  it('a lawyer removes their own photo, and nobody else’s', async () => {
    const own = photoName(pendingLawyerId);
    const others = photoName(approvedLawyerId);
    expect((await upload('pendingLawyer', own)).error).toBeNull();
    expect((await upload('approvedLawyer', others)).error).toBeNull();

    const lawyer = await clientFor('pendingLawyer');
    await lawyer.storage.from(bucket).remove([others]);
    expect(await storedNames(approvedLawyerId)).toContain(others);
    expect((await fetch(publicUrl(others))).status).toBe(200);

    const { error } = await lawyer.storage.from(bucket).remove([own]);
    expect(error).toBeNull();
    expect(await storedNames(pendingLawyerId)).not.toContain(own);
    expect((await fetch(publicUrl(own))).status).not.toBe(200);
  });
});

describe('the profile picture', () => {
  async function setPicture(url: string) {
    const lawyer = await clientFor('pendingLawyer');
    return lawyer
      .from('lawyer_profiles')
      .update({ profile_picture_url: url })
      .eq('id', pendingLawyerId);
  }

  it('is accepted when it is the lawyer’s own upload', async () => {
    await restoreAfterThisTest('lawyer_profiles', pendingLawyerId);
    const name = photoName(pendingLawyerId);
    expect((await upload('pendingLawyer', name)).error).toBeNull();
    expect((await setPicture(publicUrl(name))).error).toBeNull();
    expect(await readRow('lawyer_profiles', pendingLawyerId)).toMatchObject({
      profile_picture_url: publicUrl(name),
    });
  });

  it('is refused when it is another lawyer’s photo', async () => {
    const before = await restoreAfterThisTest('lawyer_profiles', pendingLawyerId);
    const name = photoName(approvedLawyerId);
    expect((await upload('approvedLawyer', name)).error).toBeNull();
    const { error } = await setPicture(publicUrl(name));
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe(
      `A profile picture must be a photo you uploaded to lawyer-photos/${pendingLawyerId}/.`,
    );
    expect(await readRow('lawyer_profiles', pendingLawyerId)).toEqual(before);
  });

  it('is refused when no such photo was uploaded', async () => {
    const before = await restoreAfterThisTest('lawyer_profiles', pendingLawyerId);
    const name = photoName(pendingLawyerId);
    const { error } = await setPicture(publicUrl(name));
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe(`The photo ${name} has not been uploaded (or was removed).`);
    expect(await readRow('lawyer_profiles', pendingLawyerId)).toEqual(before);
  });
});

describe('the hourly rate', () => {
  it.each([499, 100_001, 0, -1])(
    '₹%i per hour is refused with a clear constraint',
    async (rate) => {
      const before = await restoreAfterThisTest('lawyer_profiles', pendingLawyerId);
      const lawyer = await clientFor('pendingLawyer');
      const { error } = await lawyer
        .from('lawyer_profiles')
        .update({ hourly_rate: rate })
        .eq('id', pendingLawyerId);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('hourly_rate_in_rupees_between_500_and_100000');
      expect(await readRow('lawyer_profiles', pendingLawyerId)).toEqual(before);
    },
  );

  it.each([500, 100_000])('₹%i per hour is accepted', async (rate) => {
    await restoreAfterThisTest('lawyer_profiles', pendingLawyerId);
    const lawyer = await clientFor('pendingLawyer');
    const { error } = await lawyer
      .from('lawyer_profiles')
      .update({ hourly_rate: rate })
      .eq('id', pendingLawyerId);
    expect(error).toBeNull();
    expect(await readRow('lawyer_profiles', pendingLawyerId)).toMatchObject({ hourly_rate: rate });
  });
});

describe('review of rate and photo', () => {
  async function listed() {
    const { data, error } = await anonClient()
      .from('lawyer_directory')
      .select('hourly_rate, profile_picture_url')
      .eq('id', approvedLawyerId)
      .single();
    expect(error).toBeNull();
    return data;
  }

  it('a new rate and photo go to review and reach the directory only once approved', async () => {
    await restoreAfterThisTest('lawyer_profiles', approvedLawyerId);
    const before = (await listed())!;
    const name = photoName(approvedLawyerId);
    expect((await upload('approvedLawyer', name)).error).toBeNull();

    const lawyer = await clientFor('approvedLawyer');
    const { error } = await lawyer
      .from('lawyer_profiles')
      .update({ hourly_rate: 4200, profile_picture_url: publicUrl(name) })
      .eq('id', approvedLawyerId);
    expect(error).toBeNull();
    const pending = await readRow('lawyer_profiles', approvedLawyerId);
    expect(pending).toMatchObject({ approval_status: 'pending', hourly_rate: 4200 });
    expect(await listed()).toEqual(before);

    // `reviewer show` prints the new rate and photo next to what clients see now.
    const account = await findAccountByEmail(serviceClient(), users.approvedLawyer.email);
    const details = await findLawyerProfile(serviceClient(), approvedLawyerId);
    const shown = formatLawyerProfile(account!, details!);
    const line = (label: string) =>
      shown
        .split('\n')
        .find((text) => text.startsWith(`${label} `))
        ?.replace(/^\S+(?: \S+)?\s{2,}/, '');
    const listedRate =
      before.hourly_rate === null ? '(none)' : `₹${before.hourly_rate.toLocaleString('en-IN')}`;
    expect(line('Hourly rate')).toBe(`₹4,200 (changed; listed now: ${listedRate})`);
    expect(line('Picture')).toBe(
      `${publicUrl(name)} (changed; listed now: ${before.profile_picture_url ?? '(none)'})`,
    );

    const approval = await untyped(serviceClient()).rpc('set_lawyer_approval', {
      lawyer_id: approvedLawyerId,
      decision: 'approved',
      reviewed_version: pending!.updated_at,
    });
    expect(approval.error).toBeNull();
    expect(await listed()).toEqual({ hourly_rate: 4200, profile_picture_url: publicUrl(name) });
  });
});
