import { describe, expect, it } from 'vitest';
import { anonClient, env, signedInClient } from './support/clients.ts';

describe('local stack', () => {
  it('serves the seeded directory and signs fixture users in', async () => {
    const { data, error } = await anonClient().from('lawyer_directory').select('id, name').limit(5);
    expect(error).toBeNull();
    expect(data).toHaveLength(5);

    const client = await signedInClient(env().fixtures.users.clientA);
    const profile = await client.from('profiles').select('id, full_name, email');
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual([
      {
        id: env().fixtures.users.clientA.id,
        full_name: env().fixtures.users.clientA.fullName,
        email: env().fixtures.users.clientA.email,
      },
    ]);
  });
});
