/**
 * Opt-in: the repositories and auth API against a real local stack (`pnpm db:start`, or any
 * stack with the seed). Run with
 *   NYAYA_TEST_SUPABASE_URL=http://localhost:54321 pnpm --filter @nyaya/shared-platform test
 * It writes rows (a request, a callback, a complaint, a verification), so use a stack you
 * can reset (`pnpm db:reset`). Without the variable it is skipped.
 */
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../auth/api';
import { clearRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfigStore';
import { testRuntimeConfig } from '../test/fixtures';
import { server } from '../testing/msw-server';
import {
  acceptConsultationRequest,
  listClientRequests,
  listLawyerRequests,
  submitConsultationRequest,
} from './consultationRequests';
import { DataError } from './DataError';
import { searchLawyers } from './lawyerDirectory';
import { getOwnLawyerProfile, submitVerification } from './lawyerProfiles';
import { submitCallback, submitComplaint } from './support';

const url = process.env.NYAYA_TEST_SUPABASE_URL;
const anonKey =
  process.env.NYAYA_TEST_SUPABASE_ANON_KEY ?? 'sb_publishable_EZQ3eYsW2fWdh_xhkgvgev_rLGfRaoi';
const password = 'NyayaDemo#2026';

const uniqueMobile = () => `9${String(Date.now()).slice(-9)}`;

async function signInAs(email: string) {
  await signOut().catch(() => undefined);
  return (await signIn({ email, password })).user.id;
}

describe.skipIf(!url)('repositories against the local stack', () => {
  // The shared setup resets msw handlers after each test, so let the stack through each time.
  beforeEach(() => server.use(http.all(`${url}/*`, () => passthrough())));
  beforeAll(() => {
    const config = testRuntimeConfig();
    setRuntimeConfig({ ...config, supabase: { url: url!, anonKey } });
  });
  afterAll(async () => {
    await signOut().catch(() => undefined);
    clearRuntimeConfig();
  });

  it('searches the directory: ordered by rating, paged, counted, text taken literally', async () => {
    await signOut().catch(() => undefined);
    const first = await searchLawyers({}, 0, 10);
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(first.lawyers).toHaveLength(10);
    const ratings = first.lawyers.map((lawyer) => lawyer.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const filtered = await searchLawyers({
      specialization: 'Family Law',
      city: 'Delhi',
      minExperience: 2,
    });
    for (const lawyer of filtered.lawyers) {
      expect(lawyer.expertiseAreas).toContain('Family Law');
      expect(lawyer.location.toLowerCase()).toContain('delhi');
      expect(lawyer.yearsExperience).toBeGreaterThanOrEqual(2);
    }
    expect((await searchLawyers({ search: 'a,approval_status.eq.pending' })).total).toBe(0);
  });

  it('accepts a callback and a complaint from a visitor, and explains a refused one', async () => {
    await submitCallback({
      name: 'Asha',
      mobileNumber: uniqueMobile(),
      issueDescription: 'Rent dispute',
    });
    await submitComplaint({
      userId: null,
      email: `visitor${Date.now()}@example.in`,
      phoneNumber: `+91${uniqueMobile()}`,
      complaintText: 'Slow reply',
    });
    const error = await submitCallback({
      name: 'Asha',
      mobileNumber: '12345',
      issueDescription: 'x',
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).message).toMatch(/^Please enter a valid Indian mobile number/);
  });

  it('a client submits a request; an approved lawyer sees it with the name and accepts it once', async () => {
    const clientId = await signInAs('client.demo@nyaya.test');
    const before = await listClientRequests(clientId);
    expect(before.length).toBeGreaterThan(0);
    const created = await submitConsultationRequest({
      clientId,
      lawyerId: null,
      serviceType: 'Tax Law',
      description: `Integration check ${Date.now()}`,
      location: null,
      phone: '+919876543210',
    });
    expect(created).toMatchObject({ clientId, lawyerId: null, status: 'pending' });
    expect((await listClientRequests(clientId))[0]?.id).toBe(created.id);

    const lawyerId = await signInAs('lawyer.approved@nyaya.test');
    expect((await getOwnLawyerProfile(lawyerId))?.approvalStatus).toBe('approved');
    const visible = await listLawyerRequests(lawyerId);
    const mine = visible.find((request) => request.id === created.id);
    expect(mine?.clientName).not.toBe('Unknown');
    expect(
      visible.every((request) => request.lawyerId === null || request.lawyerId === lawyerId),
    ).toBe(true);

    expect(await acceptConsultationRequest(created.id)).toMatchObject({
      lawyerId,
      status: 'assigned',
    });
    const again = await acceptConsultationRequest(created.id).catch((thrown: unknown) => thrown);
    expect((again as DataError).message).toBe(
      'This request has already been accepted by another lawyer.',
    );
  });

  it('a lawyer under review sees no requests; a new lawyer submits a verification', async () => {
    const pendingId = await signInAs('lawyer.pending@nyaya.test');
    expect(await listLawyerRequests(pendingId)).toEqual([]);

    const newId = await signInAs('lawyer.new@nyaya.test');
    const existing = await getOwnLawyerProfile(newId);
    const profile = await submitVerification(
      {
        lawyerId: newId,
        barCouncilId: 'D/9999/2020',
        yearsExperience: 4,
        expertiseAreas: ['Tax Law'],
        practiceLocations: ['Delhi High Court', 'Supreme Court of India'],
        bio: null,
      },
      existing,
    );
    expect(profile).toMatchObject({
      approvalStatus: 'pending',
      practiceLocations: ['Delhi High Court', 'Supreme Court of India'],
    });
  });
});
