import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../src/types/database.ts';
import { env, serviceClient } from './support/clients.ts';
import { clientFor, placeRowTemporarily } from './support/matrix.ts';

/**
 * The limits on consultation requests per client (migration 20261124000100): at most 10 filed
 * in any hour and at most 10 pending at once, answered with HTTP 429 and a sentence the form
 * shows as it is. Rows the client already has are arranged as the service role (which no limit
 * counts against) and removed after each test, so other files' requests by the same fixture
 * client never meet these limits.
 */

const service = serviceClient();
const clientB = () => env().fixtures.users.clientB;
const filedByTheClient: string[] = [];

afterEach(async () => {
  if (filedByTheClient.length === 0) return;
  const { error } = await service
    .from('consultation_requests')
    .delete()
    .in('id', filedByTheClient.splice(0));
  expect(error).toBeNull();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

/** What client B already has: their rows of the last hour and their pending ones. */
async function existingOfClientB() {
  const { data, error } = await service
    .from('consultation_requests')
    .select('status, created_at')
    .eq('client_id', clientB().id);
  expect(error).toBeNull();
  const hourAgo = Date.now() - 3600_000;
  return {
    lastHour: data!.filter((row) => new Date(row.created_at).getTime() > hourAgo).length,
    pending: data!.filter((row) => row.status === 'pending').length,
  };
}

/** Rows of client B placed by the service role for this test. */
async function arrange(count: number, fields: Partial<TablesInsert<'consultation_requests'>>) {
  for (let index = 0; index < count; index += 1) {
    await placeRowTemporarily('consultation_requests', {
      id: randomUUID(),
      client_id: clientB().id,
      lawyer_id: null,
      service_type: 'Tax Law',
      description: `Limits test request ${index + 1}: a notice from the income tax department.`,
      status: 'pending',
      ...fields,
    });
  }
}

/** Client B files a request through the API, as the request form does. */
async function fileAsClientB() {
  const client = await clientFor('clientB');
  const result = await client
    .from('consultation_requests')
    .insert({
      client_id: clientB().id,
      lawyer_id: null,
      service_type: 'Tax Law',
      description: 'A GST show-cause notice arrived; I need advice on the reply.',
      status: 'pending',
    })
    .select('id')
    .single();
  if (result.data) filedByTheClient.push(result.data.id);
  return result;
}

describe('limits on consultation requests per client', () => {
  it('refuses the 11th request filed within an hour, with 429 and a sentence', async () => {
    const existing = await existingOfClientB();
    // Filed in the last hour, no longer pending: only the hourly limit applies.
    await arrange(Math.max(0, 9 - existing.lastHour), {
      status: 'cancelled',
      created_at: hoursAgo(0.5),
    });

    const tenth = await fileAsClientB();
    expect(tenth.error).toBeNull();

    const eleventh = await fileAsClientB();
    expect(eleventh.status).toBe(429);
    expect(eleventh.error?.code).toBe('PT429');
    expect(eleventh.error?.message).toBe(
      'You have sent 10 consultation requests in the last hour. Please try again later.',
    );
  });

  it('does not count requests filed more than an hour ago', async () => {
    const existing = await existingOfClientB();
    expect(existing.lastHour).toBeLessThan(10);
    await arrange(12, { status: 'completed', created_at: hoursAgo(2) });

    const filed = await fileAsClientB();
    expect(filed.error).toBeNull();
  });

  it('refuses an 11th pending request, and takes one again once a request is cancelled', async () => {
    const existing = await existingOfClientB();
    // Pending, but filed earlier than the last hour: only the pending limit applies.
    await arrange(Math.max(0, 10 - existing.pending), { created_at: hoursAgo(3) });

    const refused = await fileAsClientB();
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('PT429');
    expect(refused.error?.message).toBe(
      'You already have 10 requests waiting for a lawyer. Please wait for a reply, or cancel a request you no longer need.',
    );

    const { data: pending } = await service
      .from('consultation_requests')
      .select('id')
      .eq('client_id', clientB().id)
      .eq('status', 'pending')
      .limit(1)
      .single();
    const client = await clientFor('clientB');
    const cancelled = await client.rpc('cancel_consultation_request', { request_id: pending!.id });
    expect(cancelled.error).toBeNull();

    const filed = await fileAsClientB();
    expect(filed.error).toBeNull();
  });

  it('counts nothing the service role writes against anyone', async () => {
    await arrange(11, { created_at: hoursAgo(0.2) });
    const { count, error } = await service
      .from('consultation_requests')
      .select('id', { count: 'exact', head: true })
      .eq('client_id', clientB().id)
      .eq('status', 'pending');
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(11);
  });
});
