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

describe('browser access from the site origin', () => {
  const origin = 'http://localhost:3000';
  const requestedHeaders = 'apikey,authorization,content-type,x-client-info,x-supabase-api-version';

  it.each([
    '/auth/v1/token?grant_type=password',
    '/auth/v1/signup',
    '/rest/v1/lawyer_directory',
    '/rest/v1/rpc/search_lawyer_directory',
    // Functions that take arguments: lite routed their preflights to a 404.
    '/rest/v1/rpc/cancel_consultation_request',
    '/rest/v1/rpc/accept_consultation_request',
  ])(
    'allows the preflight for %s with the headers supabase-js sends',
    async (path) => {
      const response = await fetch(`${env().apiUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': requestedHeaders,
        },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin')).toMatch(
        /^(\*|http:\/\/localhost:3000)$/,
      );
      expect(response.headers.get('access-control-allow-headers')?.replaceAll(' ', '')).toContain(
        requestedHeaders,
      );
    },
  );

  it('lets the page read the sign-in answer', async () => {
    const response = await fetch(`${env().apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { Origin: origin, apikey: env().publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: env().fixtures.users.clientA.email,
        password: 'wrong password',
      }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toMatch(
      /^(\*|http:\/\/localhost:3000)$/,
    );
  });
});

describe("lite's own pages and system routes", () => {
  const paths = [
    '/_system/introspect',
    '/_system/info',
    '/_system/config',
    '/_system/ping',
    '/',
    '/static/index.html',
  ];

  it.each(paths)(
    '%s answers 404 without a key, with the publishable and with the secret key',
    async (path) => {
      for (const key of [null, env().publishableKey, env().secretKey]) {
        const response = await fetch(`${env().apiUrl}${path}`, {
          headers: key ? { apikey: key, Authorization: `Bearer ${key}` } : {},
        });
        const body = await response.text();
        expect(response.status, `${path} with ${key ?? 'no key'}`).toBe(404);
        // Nothing about the database: no table names, no row counts, no location.
        expect(body).not.toMatch(/auth\.users|"rows"|complaints|pglite|baseSchema/i);
      }
    },
  );

  it('still serves the APIs', async () => {
    const response = await fetch(`${env().apiUrl}/rest/v1/lawyer_directory?select=id&limit=1`, {
      headers: { apikey: env().publishableKey },
    });
    expect(response.status).toBe(200);
  });
});
