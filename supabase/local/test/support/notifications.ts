/**
 * What the notification tests share: SQL on the stack's own database (over SUPABASE_DB_PORT
 * on PGlite, the run's scratch database on PostgreSQL), accounts of each file's own so the
 * outbox rows a test looks at are its own, and the outbox as the worker reads it.
 *
 * Every call is one message: several statements in one are one implicit transaction, which an
 * error rolls back whole (an explicit BEGIN left open by an error would hold up the shared
 * PGlite session).
 */
import postgres from 'postgres';
import { randomBytes, randomUUID } from 'node:crypto';
import { env } from './clients.ts';
import { fixturePassword, type FixtureUser } from './fixtures.ts';

let connection: postgres.Sql | undefined;

/** The stack's database as its owner (the notification worker's view). */
export function database(): postgres.Sql {
  connection ??= postgres(env().stackDatabaseUrl, { max: 1, onnotice: () => {} });
  return connection;
}

export async function closeDatabase(): Promise<void> {
  await connection?.end();
  connection = undefined;
}

/** A string as an SQL literal. */
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Runs `statements` (several, `;`-separated) as one implicit transaction; the last result. */
export async function run<Row extends Record<string, unknown> = Record<string, unknown>>(
  statements: string,
): Promise<Row[]> {
  const results = (await database().unsafe(statements).simple()) as unknown;
  // One statement gives its rows; several give one result per statement.
  const list = results as (Row[] | Row)[];
  if (list.length > 0 && Array.isArray(list[0])) return list[list.length - 1] as Row[];
  return list as Row[];
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/**
 * `statements` as an API request would run them: as `role`, with the JWT claims auth.uid()
 * and auth.role() read (lite's and PostgREST's settings alike).
 */
export function asRole<Row extends Record<string, unknown> = Record<string, unknown>>(
  role: ApiRole,
  userId: string | null,
  statements: string,
): Promise<Row[]> {
  const claims = JSON.stringify({ role, ...(userId ? { sub: userId } : {}) });
  return run<Row>(`
    select set_config('request.jwt.claims', ${literal(claims)}, true),
           set_config('request.jwt.claim.role', ${literal(role)}, true),
           set_config('request.jwt.claim.sub', ${literal(userId ?? '')}, true);
    set local role ${role};
    ${statements}
  `);
}

export interface TestAccount extends FixtureUser {
  kind: 'client' | 'lawyer';
}

/**
 * A confirmed account of this file's own (signs in with the fixtures' password). A lawyer
 * gets a profile in `status` with `areas` and `location`, written as the service would (no
 * event: only a decision on an existing profile is mailed).
 */
export async function createAccount(
  kind: 'client' | 'lawyer',
  options: {
    fullName?: string;
    status?: 'pending' | 'approved' | 'rejected' | 'reverify';
    areas?: string[];
    location?: string;
  } = {},
): Promise<TestAccount> {
  const id = randomUUID();
  const tag = randomBytes(4).toString('hex');
  const account: TestAccount = {
    id,
    kind,
    email: `notify-${kind}-${tag}@fixtures.nyaya.test`,
    fullName:
      options.fullName ?? (kind === 'client' ? `Nisha Notified ${tag}` : `Lata Lawyer ${tag}`),
  };
  const meta = JSON.stringify({ full_name: account.fullName, role: kind });
  await run(`
    insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    values (${literal(id)}, 'authenticated', 'authenticated', ${literal(account.email)},
      extensions.crypt(${literal(fixturePassword)}, extensions.gen_salt('bf', 4)), now(),
      '{"provider":"email","providers":["email"]}'::jsonb, ${literal(meta)}::jsonb, now(), now());
    insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
    values (gen_random_uuid(), 'email', ${literal(id)}, ${literal(id)},
      jsonb_build_object('sub', ${literal(id)}, 'email', ${literal(account.email)}, 'email_verified', true),
      now(), now());
  `);
  if (kind === 'lawyer') {
    const areas = options.areas ?? ['Environmental Law'];
    await run(`
      insert into public.lawyer_profiles (id, bar_council_id, years_experience, expertise_areas,
        location, approval_status, languages)
      values (${literal(id)}, ${literal(`NTF/${tag}/2021`)}, 7,
        array[${areas.map(literal).join(', ')}]::text[],
        ${literal(options.location ?? 'Lucknow District Court')},
        ${literal(options.status ?? 'approved')}, array['en', 'hi']);
    `);
  }
  return account;
}

export interface OutboxRow {
  id: number;
  kind: string;
  recipient_id: string | null;
  recipient_email: string | null;
  data: Record<string, unknown>;
  idempotency_key: string;
  status: string;
  attempts: number;
  last_error: string | null;
  claimed_until: string | null;
  dispatched_at: string | null;
  sent_at: string | null;
  message_id: string | null;
}

/** The outbox rows about a request (data.requestId) or to a recipient, oldest first. */
export async function outbox(filter: {
  requestId?: string;
  recipientId?: string;
  recipientEmail?: string;
  kind?: string;
}): Promise<OutboxRow[]> {
  const conditions = [
    filter.requestId ? `data ->> 'requestId' = ${literal(filter.requestId)}` : null,
    filter.recipientId ? `recipient_id = ${literal(filter.recipientId)}` : null,
    filter.recipientEmail ? `recipient_email = ${literal(filter.recipientEmail)}` : null,
    filter.kind ? `kind = ${literal(filter.kind)}` : null,
  ].filter(Boolean);
  return run<OutboxRow & Record<string, unknown>>(
    `select id::int as id, kind, recipient_id::text as recipient_id, recipient_email, data,
            idempotency_key, status, attempts, last_error, claimed_until::text as claimed_until,
            dispatched_at::text as dispatched_at, sent_at::text as sent_at, message_id
       from private.notification_outbox
      where ${conditions.length ? conditions.join(' and ') : 'true'}
      order by id`,
  );
}

/** A request filed straight into the table (as the service would: no client limits). */
export async function fileRequest(fields: {
  clientId: string;
  lawyerId?: string | null;
  serviceType?: string;
  location?: string | null;
  description?: string;
  phone?: string | null;
  status?: string;
  scheduledFor?: string | null;
  createdAt?: string;
}): Promise<string> {
  const id = randomUUID();
  const value = (text: string | null | undefined) => (text == null ? 'null' : literal(text));
  await run(`
    insert into public.consultation_requests
      (id, client_id, lawyer_id, service_type, description, location, phone, status,
       scheduled_for, created_at)
    values (${literal(id)}, ${literal(fields.clientId)}, ${value(fields.lawyerId)},
      ${literal(fields.serviceType ?? 'Environmental Law')},
      ${literal(fields.description ?? 'A factory upstream dumps effluent into our village pond.')},
      ${value(fields.location === undefined ? 'Gomti Nagar, Lucknow' : fields.location)},
      ${value(fields.phone ?? null)}, ${literal(fields.status ?? 'pending')},
      ${value(fields.scheduledFor)}, ${fields.createdAt ? literal(fields.createdAt) : 'now()'})
  `);
  return id;
}

/** The worker's claim of one row: its JSON answer (null, 'skipped' or the delivery). */
export async function claim(outboxId: number): Promise<Record<string, unknown> | string | null> {
  const [row] = await run<{ delivery: Record<string, unknown> | string | null }>(
    `select private.notification_delivery(${outboxId}) as delivery`,
  );
  return row!.delivery;
}

/** The data of a row with no description or phone number in it, whatever the nesting. */
export function expectNoPrivateText(
  rows: readonly OutboxRow[],
  secrets: readonly string[],
): string[] {
  const leaks: string[] = [];
  for (const row of rows) {
    const text = JSON.stringify(row.data);
    for (const secret of secrets) if (text.includes(secret)) leaks.push(`${row.kind}: ${secret}`);
  }
  return leaks;
}
