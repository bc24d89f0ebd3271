import type { PostgrestError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseClient, Tables } from '../src/types/database.ts';
import type { FixtureUser } from './support/fixtures.ts';
import { anonClient, env, serviceClient, signedInClient } from './support/clients.ts';

/**
 * Accepting an open consultation request is first-come, first-served: many approved lawyers
 * may press "Accept" on the same request at the same moment, and exactly one must win.
 * accept_consultation_request does it in one conditional UPDATE; these tests hammer it
 * through the API, the way the app calls it, on PGlite and on PostgreSQL alike.
 */

const rounds = 50;

type ConsultationRequest = Pick<
  Tables<'consultation_requests'>,
  'id' | 'client_id' | 'lawyer_id' | 'status'
>;

interface Racer {
  user: FixtureUser;
  supabase: DatabaseClient;
}

interface AcceptOutcome {
  racer: Racer;
  data: ConsultationRequest | null;
  error: PostgrestError | null;
}

const { users, racers: racerUsers } = env().fixtures;
const service = serviceClient();
const createdRequestIds: string[] = [];

let racers: Racer[] = [];
let approvedLawyer: DatabaseClient;

beforeAll(async () => {
  // Sign everyone in once, up front, so the rounds race only the accept call.
  racers = await Promise.all(
    racerUsers.map(async (user) => ({ user, supabase: await signedInClient(user) })),
  );
  approvedLawyer = await signedInClient(users.approvedLawyer);
});

afterAll(async () => {
  // Leave no open requests behind for other files that list what lawyers can see.
  if (createdRequestIds.length > 0) {
    const { error } = await service
      .from('consultation_requests')
      .delete()
      .in('id', createdRequestIds);
    expect(error).toBeNull();
  }
});

/**
 * An open request (no lawyer chosen) of `clientId`, filed as the service role: the race runs 50
 * rounds, and a client may file only 10 requests an hour (consultation-request-limits.test.ts).
 * The row is the one the request form files (client-requests.test.ts files it as the client).
 */
async function submitOpenRequest(clientId: string): Promise<string> {
  const { data, error } = await service
    .from('consultation_requests')
    .insert({
      client_id: clientId,
      lawyer_id: null,
      service_type: 'Property Law',
      description: 'Race test: my landlord is withholding the security deposit.',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  createdRequestIds.push(data!.id);
  return data!.id;
}

/** Clients cannot write a status other than pending; a withdrawn request needs the service role. */
async function insertCancelledOpenRequest(): Promise<string> {
  const { data, error } = await service
    .from('consultation_requests')
    .insert({
      client_id: users.clientA.id,
      lawyer_id: null,
      service_type: 'Family Law',
      description: 'Race test: withdrawn by the client before anyone accepted it.',
      status: 'cancelled',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  createdRequestIds.push(data!.id);
  return data!.id;
}

async function accept(supabase: DatabaseClient, requestId: string) {
  return supabase.rpc('accept_consultation_request', { request_id: requestId });
}

/** The row as a reviewer sees it, bypassing RLS. */
async function storedRequest(requestId: string): Promise<ConsultationRequest> {
  const { data, error } = await service
    .from('consultation_requests')
    .select('id, client_id, lawyer_id, status')
    .eq('id', requestId)
    .single();
  expect(error).toBeNull();
  return data!;
}

/** Every racer presses "Accept" at once. */
async function race(requestId: string): Promise<AcceptOutcome[]> {
  return Promise.all(
    racers.map(async (racer) => {
      const { data, error } = await accept(racer.supabase, requestId);
      return { racer, data, error };
    }),
  );
}

/**
 * A request the lawyer may not see (taken by another lawyer, no longer open, handed back, or
 * none at all) is answered alike, so ids and states cannot be probed (ADR 0020).
 */
function expectNotAvailable(error: PostgrestError | null, context: string) {
  expect(error, context).not.toBeNull();
  expect(error!.code, context).toBe('PT404');
  expect(error!.hint, context).toBe('not_available');
  expect(error!.message, context).toBe('No such consultation request.');
}

/** Takes a won case off the winner's hands, so the rounds never reach the case limit. */
async function closeCase(requestId: string): Promise<void> {
  const { error } = await service
    .from('consultation_requests')
    .update({ status: 'cancelled' })
    .eq('id', requestId);
  expect(error).toBeNull();
}

function expectNotAllowed(error: PostgrestError | null, context: string) {
  expect(error, context).not.toBeNull();
  expect(error!.code, context).toBe('42501');
  expect(error!.message, context).toMatch(/^Not allowed/);
  // A permission error must never look like "no longer available".
  expect(error!.hint, context).not.toBe('not_available');
}

function summarise(winsByEmail: Map<string, number>): string {
  const distribution = [...winsByEmail.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([email, wins]) => `${email.split('@')[0]}=${wins}`)
    .join(' ');
  const totalWins = [...winsByEmail.values()].reduce((sum, wins) => sum + wins, 0);
  return (
    `accept race on ${env().databaseKind}: ${rounds} rounds x ${racers.length} racers, ` +
    `${totalWins} winners (one per round), ${winsByEmail.size} distinct winners: ${distribution}`
  );
}

describe('accept_consultation_request', () => {
  it(
    `Race: ${racerUsers.length} approved lawyers accept the same request at once, ${rounds} rounds ` +
      `→ exactly one winner per round, the others get the 'not available' answer. ` +
      `Runs on PGlite and on Debian PostgreSQL.`,
    async () => {
      const winsByEmail = new Map<string, number>();

      for (let round = 1; round <= rounds; round++) {
        const requestId = await submitOpenRequest(users.clientA.id);
        const outcomes = await race(requestId);

        const winners = outcomes.filter((outcome) => outcome.error === null);
        const losers = outcomes.filter((outcome) => outcome.error !== null);
        const context = `round ${round}`;

        expect(winners, `${context}: winners`).toHaveLength(1);
        const [{ racer: winner, data }] = winners as [AcceptOutcome];
        expect(data, context).toMatchObject({
          id: requestId,
          client_id: users.clientA.id,
          lawyer_id: winner.user.id,
          status: 'assigned',
        });

        expect(losers, `${context}: losers`).toHaveLength(racers.length - 1);
        for (const loser of losers) {
          expect(loser.data, context).toBeNull();
          expectNotAvailable(loser.error, `${context}, ${loser.racer.user.email}`);
        }

        expect(await storedRequest(requestId), context).toMatchObject({
          lawyer_id: winner.user.id,
          status: 'assigned',
        });
        await closeCase(requestId);

        winsByEmail.set(winner.user.email, (winsByEmail.get(winner.user.email) ?? 0) + 1);
      }

      console.log(summarise(winsByEmail));
    },
    // 50 rounds of 21 API calls; the default 60 s is tight when the 2 cores are shared.
    180_000,
  );

  it.each([
    ['a pending lawyer', () => signedInClient(users.pendingLawyer)],
    ['a rejected lawyer', () => signedInClient(users.rejectedLawyer)],
    ['a client', () => signedInClient(users.clientB)],
  ])(
    '%s gets 42501 "Not allowed", not "not available", and the request stays open',
    async (_who, signIn) => {
      const supabase = await signIn();
      const requestId = await submitOpenRequest(users.clientA.id);

      const { data, error } = await accept(supabase, requestId);

      expect(data).toBeNull();
      expectNotAllowed(error, 'open request');
      expect(await storedRequest(requestId)).toMatchObject({ lawyer_id: null, status: 'pending' });
    },
  );

  it('a pending lawyer gets "Not allowed" even for a request that is already accepted', async () => {
    // Permission is checked before availability, so the two errors never blur.
    const pendingLawyer = await signedInClient(users.pendingLawyer);
    const requestId = await submitOpenRequest(users.clientA.id);
    expect((await accept(approvedLawyer, requestId)).error).toBeNull();

    const { error } = await accept(pendingLawyer, requestId);

    expectNotAllowed(error, 'accepted request');
  });

  it('a visitor without a session cannot call it at all', async () => {
    const requestId = await submitOpenRequest(users.clientA.id);

    const { data, error } = await accept(anonClient(), requestId);

    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(await storedRequest(requestId)).toMatchObject({ lawyer_id: null, status: 'pending' });
  });

  it('accepting a request that does not exist gives PT404', async () => {
    const { data, error } = await accept(approvedLawyer, crypto.randomUUID());

    expect(data).toBeNull();
    expectNotAvailable(error, 'unknown id');
  });

  it('accepting a cancelled open request gives the same PT404 as an unknown id', async () => {
    // It used to answer 409 "no longer open (status: cancelled)", telling any lawyer that the
    // id exists and what became of it.
    const requestId = await insertCancelledOpenRequest();

    const { data, error } = await accept(approvedLawyer, requestId);

    expect(data).toBeNull();
    expectNotAvailable(error, 'cancelled open request');
    expect(await storedRequest(requestId)).toMatchObject({ lawyer_id: null, status: 'cancelled' });
  });

  it('a lawyer cannot accept their own request', async () => {
    // Lawyers may also be clients: the approved lawyer submits a request of their own.
    const requestId = await submitOpenRequest(users.approvedLawyer.id);

    const { data, error } = await accept(approvedLawyer, requestId);

    expect(data).toBeNull();
    expectNotAllowed(error, 'own request');
    expect(error?.message).toMatch(/own consultation request/);
    expect(await storedRequest(requestId)).toMatchObject({ lawyer_id: null, status: 'pending' });
  });
});
