/**
 * Migration 20261123000100 (ADR 13) applied to a database that already holds accounts and
 * lawyers: the account types it records, the bar council IDs that stop it, and the database
 * objects it leaves behind. Runs on a database of its own (PGlite in memory, or a scratch
 * database on the PostgreSQL server of this run), migrated to the version before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type OpenDatabase } from '../src/database.ts';
import { applyPendingMigrations, listMigrations } from '../src/migrations.ts';
import { createScratchDatabase, dropScratchDatabase } from '../src/scratch-database.ts';
import { createApp, prepareDatabase } from '../src/stack.ts';
import { env } from './support/clients.ts';

const migration = '20261123000100';
const migrationsBefore = listMigrations().filter((file) => file.version < migration);
const migrationsThrough = listMigrations().filter((file) => file.version <= migration);

let adminUrl: string | null = null;
let databaseUrl: string | null = null;
let database: OpenDatabase | undefined;

beforeAll(async () => {
  adminUrl = env().databaseKind === 'postgres' ? process.env.TEST_DATABASE_URL || null : null;
  if (env().databaseKind === 'postgres' && !adminUrl)
    throw new Error('A PostgreSQL run needs TEST_DATABASE_URL for a scratch database');
  databaseUrl = adminUrl ? await createScratchDatabase(adminUrl, 'nyaya_migration') : null;
  const config = loadConfig({ SUPABASE_DATA_DIR: ':memory:', DATABASE_URL: databaseUrl ?? '' });
  database = await openDatabase(config);
  await prepareDatabase(createApp(config, database), database, migrationsBefore);
}, 300_000);

afterAll(async () => {
  await database?.connection.close();
  if (adminUrl && databaseUrl) await dropScratchDatabase(adminUrl, databaseUrl);
}, 120_000);

const db = () => database!;
const id = (n: number) => `a1000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** An account as the auth API stores it, with `metadata` as its user metadata. */
function userSql(n: number, metadata: Record<string, string>): string {
  return `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data,
                                  created_at, updated_at)
          values (${literal(id(n))}, 'authenticated', 'authenticated',
                  ${literal(`user-${n}@migration.nyaya.test`)},
                  '{"provider":"email","providers":["email"]}',
                  ${literal(JSON.stringify(metadata))}, now(), now());`;
}

function lawyerSql(n: number, barCouncilId: string, status: string): string {
  return `insert into public.lawyer_profiles
            (id, bar_council_id, years_experience, expertise_areas, location, approval_status)
          values (${literal(id(n))}, ${literal(barCouncilId)}, 5, array['Family Law'],
                  'Delhi High Court', ${literal(status)});`;
}

async function accountTypeOf(n: number): Promise<string | null> {
  const [row] = await db().query<{ account_type: string | null }>(
    `select account_type from public.profiles where id = ${literal(id(n))}`,
  );
  return row!.account_type;
}

// Accounts and lawyers as they stand before the migration.
const noRole = 1;
const clientRole = 2;
const lawyerRole = 3;
const lawyerWithoutRole = 4;
const original = 10; // MH/1234/2010, approved
const spaced = 11; // MH 1234 2010: the same ID
const zeroWidth = 12; // MH/12<ZWSP>34/2010
const fullWidth = 13; // full-width digits
const rejectedLookAlike = 14; // mh-1234-2010, rejected: may share the ID
const emoji = 15; // a character beyond U+FFFF

describe('migration 20261123000100 on existing data', () => {
  beforeAll(async () => {
    await db().runScript(
      [
        userSql(noRole, { full_name: 'Nirmala No Role' }),
        userSql(clientRole, { full_name: 'Chetan Client', role: 'client' }),
        userSql(lawyerRole, { full_name: 'Latha Lawyer', role: 'lawyer' }),
        userSql(lawyerWithoutRole, { full_name: 'Lokesh Lawyer' }),
        lawyerSql(lawyerWithoutRole, 'KA/77/2015', 'pending'),
        ...[original, spaced, zeroWidth, fullWidth, rejectedLookAlike, emoji].map((n) =>
          userSql(n, { full_name: `Lawyer ${n}`, role: 'lawyer' }),
        ),
        lawyerSql(original, 'MH/1234/2010', 'approved'),
        lawyerSql(spaced, 'MH 1234 2010', 'pending'),
        lawyerSql(zeroWidth, 'MH/12\u200B34/2010', 'pending'),
        lawyerSql(fullWidth, 'MH/\uFF15\uFF16\uFF17\uFF18/2011', 'approved'),
        lawyerSql(rejectedLookAlike, 'mh-1234-2010', 'rejected'),
        lawyerSql(emoji, 'DL/1\u{1F600}/2012', 'rejected'),
      ].join('\n'),
    );
  });

  it('stops, listing the IDs that are not plain characters and the IDs that are shared once separators and case are ignored', async () => {
    const failure = await applyPendingMigrations(db(), migrationsThrough).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failure, 'the migration must stop').toBeInstanceOf(Error);
    const message = failure!.message;
    expect(message).toContain('Bar council IDs with characters other than');
    expect(message).toContain(`${id(zeroWidth)}: "MH/12<U+200B>34/2010"`);
    expect(message).toContain(`${id(fullWidth)}: "MH/<U+FF15><U+FF16><U+FF17><U+FF18>/2011"`);
    expect(message).toContain(`${id(emoji)}: "DL/1<U+1F600>/2012"`);
    expect(message).toContain('Bar council IDs held by more than one lawyer who is not rejected');
    expect(message).toContain(
      `"MH/1234/2010" (${id(original)}) and "MH 1234 2010" (${id(spaced)})`,
    );
    expect(message).not.toContain(id(rejectedLookAlike));
    // Nothing of it was applied.
    const [column] = await db().query<{ count: number }>(
      `select count(*)::int as count from information_schema.columns
        where table_schema = 'public' and table_name = 'profiles' and column_name = 'account_type'`,
    );
    expect(column!.count).toBe(0);
  });

  it('applies once those IDs are corrected or their profiles rejected', async () => {
    await db().runScript(`
      update public.lawyer_profiles set bar_council_id = 'MH/1234/2011' where id = ${literal(id(zeroWidth))};
      update public.lawyer_profiles set bar_council_id = 'MH/5678/2011' where id = ${literal(id(fullWidth))};
      update public.lawyer_profiles set approval_status = 'rejected' where id = ${literal(id(spaced))};
      update public.lawyer_profiles set bar_council_id = 'DL/1/2012' where id = ${literal(id(emoji))};
    `);
    const applied = await applyPendingMigrations(db(), migrationsThrough);
    expect(applied.map((file) => file.version)).toEqual([migration]);
  });

  it('records existing accounts without a role and without a lawyer profile as clients', async () => {
    expect(await accountTypeOf(noRole)).toBe('client');
    expect(await accountTypeOf(clientRole)).toBe('client');
    expect(await accountTypeOf(lawyerRole)).toBe('lawyer');
    expect(await accountTypeOf(lawyerWithoutRole)).toBe('lawyer');
  });

  it('an existing account recorded as a client stays one when it writes role lawyer afterwards', async () => {
    await db().runScript(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"role":"lawyer"}'
        where id = ${literal(id(noRole))}`,
    );
    expect(await accountTypeOf(noRole)).toBe('client');
  });

  it('an account created afterwards without a role records the first role written, once', async () => {
    const google = 20;
    await db().runScript(userSql(google, { full_name: 'Gauri Google' }));
    expect(await accountTypeOf(google)).toBeNull();
    const writeRole = (role: string) =>
      db().runScript(
        `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"role":"${role}"}'
          where id = ${literal(id(google))}`,
      );
    await writeRole('lawyer');
    expect(await accountTypeOf(google)).toBe('lawyer');
    await writeRole('client');
    expect(await accountTypeOf(google)).toBe('lawyer');
  });

  it('moves updated_at forward on every write to a lawyer profile, even when the clock does not', async () => {
    // Both writes run in one transaction, so now() is the same for them.
    await expect(
      db().runTransaction(`
        do $$
        declare
          first_version timestamptz;
          second_version timestamptz;
        begin
          update public.lawyer_profiles set bio = 'First edit.'
           where id = ${literal(id(original))} returning updated_at into first_version;
          update public.lawyer_profiles set bio = 'Second edit.'
           where id = ${literal(id(original))} returning updated_at into second_version;
          if second_version <= first_version then
            raise exception 'updated_at did not move: % then %', first_version, second_version;
          end if;
        end;
        $$;`),
    ).resolves.toBeUndefined();
  });

  it('leaves one set_lawyer_approval, which only the service role may execute', async () => {
    const functions = await db().query<Record<string, string | boolean>>(`
      select p.oid::regprocedure::text as signature,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
             has_function_privilege('service_role', p.oid, 'execute') as service_role
        from pg_proc p
       where p.proname = 'set_lawyer_approval' and p.pronamespace = 'public'::regnamespace`);
    expect(functions).toEqual([
      {
        signature: 'set_lawyer_approval(uuid,text,timestamp with time zone)',
        anon: false,
        authenticated: false,
        service_role: true,
      },
    ]);
  });
});
