/**
 * What an approved lawyer sees of consultation requests (docs/product/data-and-permissions.md,
 * docs/adr/0013): requests open to any lawyer while they are pending, and their own cases in any
 * status, each with the client's name. A request nobody took that was withdrawn (or is otherwise no
 * longer pending) belongs to its client alone.
 *
 * Only a lawyer whose approval_status is approved sees and accepts requests: a listed lawyer
 * whose edits await review stays in the directory, and what clients address to them waits for
 * the reviewer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../src/types/database.ts';
import { anonClient, env, serviceClient } from './support/clients.ts';
import {
  clientFor,
  placeRowTemporarily,
  restoreAfterThisTest,
  runCleanups,
} from './support/matrix.ts';

afterEach(runCleanups);

const { users } = env().fixtures;
const lawyerId = users.approvedLawyer.id;

/**
 * A client of this file's own, signed up through the auth API (no need to confirm: only the
 * service role files requests for them), so no other file's requests show their name.
 */
let clientId: string;

beforeAll(async () => {
  const { data, error } = await anonClient().auth.signUp({
    email: `requests-${randomBytes(4).toString('hex')}@requests.nyaya.test`,
    password: 'Requests#Password1',
    options: { data: { full_name: 'Ritu Requester', role: 'client' } },
  });
  expect(error).toBeNull();
  clientId = data.user!.id;
});

/** Files a request as the service role for this test only; returns its id. */
function fileRequest(fields: Partial<TablesInsert<'consultation_requests'>>): Promise<string> {
  return placeRowTemporarily('consultation_requests', {
    id: randomUUID(),
    client_id: clientId,
    lawyer_id: null,
    service_type: 'Property Law',
    description: 'Lawyer requests test: a tenant will not leave.',
    status: 'pending',
    // A scheduled request has its meeting time (scheduled_request_has_a_time).
    scheduled_for:
      fields.status === 'scheduled' ? new Date(Date.now() + 86_400_000).toISOString() : null,
    ...fields,
  });
}

/** What the approved lawyer reads of one request and of its client's name. */
async function whatTheLawyerSees(requestId: string) {
  const lawyer = await clientFor('approvedLawyer');
  const [requests, names] = await Promise.all([
    lawyer.from('consultation_requests').select('id').eq('id', requestId),
    lawyer.from('client_names').select('id, full_name').eq('id', clientId),
  ]);
  expect(requests.error).toBeNull();
  expect(names.error).toBeNull();
  return { request: requests.data!.length > 0, clientName: names.data![0]?.full_name ?? null };
}

describe('an approved lawyer', () => {
  it("reads a pending open request and its client's name", async () => {
    const requestId = await fileRequest({});
    expect(await whatTheLawyerSees(requestId)).toEqual({
      request: true,
      clientName: 'Ritu Requester',
    });
  });

  it.each(['cancelled', 'completed', 'scheduled', 'assigned'])(
    "cannot read a %s request no lawyer took, nor its client's name",
    async (status) => {
      const requestId = await fileRequest({ status });
      expect(await whatTheLawyerSees(requestId)).toEqual({ request: false, clientName: null });
    },
  );

  it.each(['pending', 'assigned', 'scheduled', 'completed', 'cancelled'])(
    "reads their own %s case and its client's name",
    async (status) => {
      const requestId = await fileRequest({ lawyer_id: lawyerId, status });
      expect(await whatTheLawyerSees(requestId)).toEqual({
        request: true,
        clientName: 'Ritu Requester',
      });
    },
  );
});

describe('a listed lawyer whose edits await review', () => {
  /** A new credential: the kind of edit that always needed review. */
  async function editProfile() {
    await restoreAfterThisTest('lawyer_profiles', lawyerId);
    const lawyer = await clientFor('approvedLawyer');
    const { error } = await lawyer
      .from('lawyer_profiles')
      .update({ years_experience: 21, expertise_areas: ['Family Law', 'Business Law'] })
      .eq('id', lawyerId);
    expect(error).toBeNull();
    expect(
      (await lawyer.from('lawyer_profiles').select('approval_status').eq('id', lawyerId)).data,
    ).toEqual([{ approval_status: 'pending' }]);
  }

  it('sees and accepts no requests until a reviewer approves the edits', async () => {
    await editProfile();
    const requestId = await fileRequest({});
    expect(await whatTheLawyerSees(requestId)).toEqual({ request: false, clientName: null });

    const lawyer = await clientFor('approvedLawyer');
    const refused = await lawyer.rpc('accept_consultation_request', { request_id: requestId });
    expect(refused.error?.code, refused.error?.message).toBe('42501');

    const approved = await serviceClient().rpc('set_lawyer_approval', {
      lawyer_id: lawyerId,
      decision: 'approved',
    });
    expect(approved.error).toBeNull();
    expect(await whatTheLawyerSees(requestId)).toEqual({
      request: true,
      clientName: 'Ritu Requester',
    });
    const { data, error } = await lawyer.rpc('accept_consultation_request', {
      request_id: requestId,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: requestId, lawyer_id: lawyerId, status: 'assigned' });
  });

  it('can still be chosen by a client, who finds them in the directory', async () => {
    await editProfile();
    const client = await clientFor('clientA');
    const id = randomUUID();
    await restoreAfterThisTest('consultation_requests', id);
    const { error } = await client.from('consultation_requests').insert({
      id,
      client_id: users.clientA.id,
      lawyer_id: lawyerId,
      service_type: 'Family Law',
      description: 'Lawyer requests test: addressed to a lawyer under review.',
    });
    expect(error).toBeNull();
  });

  it.each(['rejected', 'reverify'])(
    'sees nothing and accepts nothing once a reviewer decides %s',
    async (decision) => {
      await editProfile();
      const decided = await serviceClient().rpc('set_lawyer_approval', {
        lawyer_id: lawyerId,
        decision,
      });
      expect(decided.error).toBeNull();
      const requestId = await fileRequest({});
      expect(await whatTheLawyerSees(requestId)).toEqual({ request: false, clientName: null });

      const lawyer = await clientFor('approvedLawyer');
      const { error } = await lawyer.rpc('accept_consultation_request', { request_id: requestId });
      expect(error?.code, error?.message).toBe('42501');
    },
  );
});
