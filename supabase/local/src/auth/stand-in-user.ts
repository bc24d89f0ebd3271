import { randomBytes } from 'node:crypto';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A version 7 UUID, as lite gives users and identities: time first, then random bits. */
export function uuidV7(atMs: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(atMs, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}

/** A timestamp as lite's users come back: PostgreSQL's text form in UTC, to the millisecond. */
export function postgresTimestamp(atMs: number): string {
  const [date, time] = new Date(atMs).toISOString().slice(0, -1).split('T') as [string, string];
  const [clock, fraction] = time.split('.') as [string, string];
  const digits = fraction.replace(/0+$/, '');
  return `${date} ${clock}${digits ? `.${digits}` : ''}+00`;
}

/** Keys in jsonb's order (shorter first, then bytewise), as metadata read back from the database. */
export function jsonbOrder(value: Json): Json {
  if (Array.isArray(value)) return value.map(jsonbOrder);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(
        ([a], [b]) =>
          Buffer.byteLength(a) - Buffer.byteLength(b) ||
          Buffer.compare(Buffer.from(a), Buffer.from(b)),
      )
      .map(([key, item]) => [key, jsonbOrder(item)]),
  );
}

/**
 * What lite answers a new e-mail sign-up (confirmation required), for an address that is
 * already registered: the same fields, formats and key order, ids and times of its own. It
 * is stored nowhere, and no e-mail goes out.
 */
export function standInUser(
  email: string,
  data: unknown,
  now: number = Date.now(),
): Record<string, Json> {
  // A real sign-up makes the user's id, then hashes the password (~0.1 s), then writes rows.
  const id = uuidV7(now - 100);
  const created = postgresTimestamp(now + 1);
  const identityCreated = postgresTimestamp(now + 8);
  const extra =
    data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, Json>) : {};
  const metadata = jsonbOrder({
    ...extra,
    email,
    email_verified: false,
    phone_verified: false,
    sub: id,
  });
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [
      {
        identity_id: uuidV7(now + 3),
        id,
        user_id: id,
        identity_data: metadata,
        provider: 'email',
        last_sign_in_at: identityCreated,
        created_at: identityCreated,
        updated_at: identityCreated,
        email,
      },
    ],
    created_at: created,
    updated_at: created,
    is_anonymous: false,
    confirmation_sent_at: postgresTimestamp(now),
  };
}
