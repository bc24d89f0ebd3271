/**
 * Migration 20261123000200 (ADR 0014) on a database that already holds rows: text its new
 * checks would refuse is repaired, or named when it cannot be; every check is added validated,
 * so no old row is left that an update cannot write back; every source already in use becomes
 * a partner, so the widgets that sent them keep working.
 *
 * The file brings a database of its own to the migration before, stores such rows there,
 * applies the rest, and then works with the old rows through a stack started on it.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { loadConfig } from '../src/config.ts';
import type { OpenDatabase } from '../src/database.ts';
import { applyPendingMigrations, listMigrations } from '../src/migrations.ts';
import { startLocalStack, type LocalStack } from '../src/stack.ts';
import type { Database, DatabaseClient } from '../src/types/database.ts';
import { fixturePassword } from './support/fixtures.ts';
import { freePort } from '@nyaya/build-kit/ports';
import { createOwnDatabase, literal, type OwnDatabase } from './support/own-database.ts';

const migration = '20261123000200';

const id = (n: number) => `e0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const client = { id: id(1), email: 'old.client@upgrade.nyaya.test' };
const listedLawyer = { id: id(2), email: 'old.listed@upgrade.nyaya.test' };
const applicant = { id: id(3), email: 'old.applicant@upgrade.nyaya.test' };
const renamingLawyer = { id: id(4), email: 'old.renaming@upgrade.nyaya.test' };
const request = id(11);
const partnerCallback = id(21);
const blankCallback = id(22);
const partnerComplaint = id(31);

// Rows as the schema before the migration took them. E'' strings spell out the characters.
const oldRowsSql = `
with hash as (select extensions.crypt(${literal(fixturePassword)}, extensions.gen_salt('bf', 4)) as value),
account (id, email, meta) as (values
  (${literal(client.id)}::uuid, ${literal(client.email)},
   jsonb_build_object('full_name', E'Asha\\r\\nRao', 'role', 'client')),
  (${literal(listedLawyer.id)}::uuid, ${literal(listedLawyer.email)},
   jsonb_build_object('full_name', 'Vikram Sethi', 'role', 'lawyer')),
  (${literal(applicant.id)}::uuid, ${literal(applicant.email)},
   jsonb_build_object('full_name', E'Meera\\tIyer', 'role', 'lawyer')),
  (${literal(renamingLawyer.id)}::uuid, ${literal(renamingLawyer.email)},
   jsonb_build_object('full_name', 'Kiran Das', 'role', 'lawyer'))
)
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select id, 'authenticated', 'authenticated', email, hash.value, now(),
  '{"provider":"email","providers":["email"]}'::jsonb, meta, now(), now()
from account, hash;

insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
select gen_random_uuid(), 'email', id::text, id,
  jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true), now(), now()
from auth.users where email like '%@upgrade.nyaya.test';

insert into public.lawyer_profiles
  (id, bar_council_id, years_experience, expertise_areas, location, bio, approval_status)
values
  (${literal(listedLawyer.id)}, 'UPG/2/2015', 9, array['Family Law', 'Tax Law', 'Family Law'],
   'Delhi High Court', E'\\u200B', 'approved'),
  (${literal(applicant.id)}, 'UPG/3/2018', 6, array[array['Family Law'], array['Tax Law']],
   'Delhi High Court, Supreme Court of India, Delhi High Court', null, 'pending'),
  (${literal(renamingLawyer.id)}, 'UPG/4/2012', 12, array['Employment Law'],
   'Mumbai High Court', E'Appears in rent and labour cases.\\u000B', 'approved');

insert into public.consultation_requests (id, client_id, service_type, description, location)
values (${literal(request)}, ${literal(client.id)}, 'Property Law',
        E'My landlord keeps the deposit.\\u0007', E'\\u00A0');

insert into public.call_support_requests (id, name, mobile_number, issue_description, source)
values
  (${literal(partnerCallback)}, E'Ravi\\nKumar', '9876500001',
   E'Wages unpaid\\u000Csince March.', 'legal-aid-widget'),
  (${literal(blankCallback)}, 'Sunil', '9876500002', E'\\u200B\\u200B', 'site');

insert into public.complaints (id, email, phone_number, complaint_text, source)
values (${literal(partnerComplaint)}, 'old.complainant@upgrade.nyaya.test', '9876500003',
        E'The lawyer did not call\\u0085back.', 'ngo-partner');
`;

let own: OwnDatabase;
let database: OpenDatabase | undefined;

beforeAll(async () => {
  own = await createOwnDatabase('nyaya_upgrade');
  database = await own.open(listMigrations().filter((file) => file.version < migration));
  await database.runScript(oldRowsSql);
}, 120_000);

afterAll(async () => {
  await database?.connection.close();
  await own?.remove();
}, 60_000);

it('stops at required text with nothing visible in it, naming each such row', async () => {
  const attempt = applyPendingMigrations(
    database!,
    listMigrations().filter((file) => file.version === migration),
  );

  await expect(attempt).rejects.toThrow(
    `Required text with nothing visible in it: call_support_requests ${blankCallback} ` +
      '(issue_description).',
  );
  await expect(attempt).rejects.toThrow(
    'hint: Correct or delete these rows, then apply this migration again.',
  );
});

describe('after the migration', () => {
  let stack: LocalStack | undefined;
  let apiUrl: string;
  let publishableKey: string;
  let secretKey: string;

  const api = (key: string, headers: Record<string, string> = {}): DatabaseClient =>
    createClient<Database>(apiUrl, key, {
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers },
    });

  async function signedIn(email: string): Promise<DatabaseClient> {
    const { data, error } = await api(publishableKey).auth.signInWithPassword({
      email,
      password: fixturePassword,
    });
    expect(error).toBeNull();
    return api(publishableKey, { Authorization: `Bearer ${data.session!.access_token}` });
  }

  beforeAll(async () => {
    // What an operator does with the rows the migration named.
    await database!.runScript(
      `delete from public.call_support_requests where id = ${literal(blankCallback)}`,
    );
    await database!.connection.close();
    database = undefined;

    const config = loadConfig({
      ...own.location,
      SUPABASE_API_PORT: String(await freePort()),
      SUPABASE_DB_PORT: String(await freePort()),
    });
    ({ publishableKey, secretKey } = config);
    stack = await startLocalStack(config, { mailbox: false });
    apiUrl = stack.apiUrl;
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('has brought old text within the rules: control characters are spaces, blank optional text is gone, repeats are dropped', async () => {
    const service = api(secretKey);
    const select = async <Row>(
      table:
        | 'profiles'
        | 'lawyer_profiles'
        | 'consultation_requests'
        | 'call_support_requests'
        | 'complaints',
      columns: string,
      rowId: string,
    ) => {
      const { data, error } = await service.from(table).select(columns).eq('id', rowId).single();
      expect(error).toBeNull();
      return data as Row;
    };

    expect(await select('profiles', 'full_name', client.id)).toEqual({ full_name: 'Asha Rao' });
    expect(await select('lawyer_profiles', 'name, expertise_areas, bio', listedLawyer.id)).toEqual({
      name: 'Vikram Sethi',
      expertise_areas: ['Family Law', 'Tax Law'],
      bio: null,
    });
    expect(
      await select('lawyer_profiles', 'name, expertise_areas, location', applicant.id),
    ).toEqual({
      name: 'Meera Iyer',
      expertise_areas: ['Family Law', 'Tax Law'],
      location: 'Delhi High Court, Supreme Court of India',
    });
    expect(await select('lawyer_profiles', 'bio', renamingLawyer.id)).toEqual({
      bio: 'Appears in rent and labour cases.',
    });
    expect(await select('consultation_requests', 'description, location', request)).toEqual({
      description: 'My landlord keeps the deposit.',
      location: null,
    });
    expect(
      await select('call_support_requests', 'name, issue_description', partnerCallback),
    ).toEqual({ name: 'Ravi Kumar', issue_description: 'Wages unpaid since March.' });
    expect(await select('complaints', 'complaint_text', partnerComplaint)).toEqual({
      complaint_text: 'The lawyer did not call back.',
    });
  });

  it('has added every check and foreign key on these tables validated', async () => {
    const unvalidated = await stack!.database.query<{ constraint: string }>(
      `select conrelid::regclass || '.' || conname as constraint
         from pg_constraint
        where not convalidated
          and conrelid = any (array['public.profiles', 'public.lawyer_profiles',
                                    'public.consultation_requests', 'public.call_support_requests',
                                    'public.complaints']::regclass[])
        order by 1`,
    );
    expect(unvalidated).toEqual([]);
  });

  it('an approved lawyer accepts a request stored before it', async () => {
    const lawyer = await signedIn(listedLawyer.email);

    const { data, error } = await lawyer.rpc('accept_consultation_request', {
      request_id: request,
    });

    expect(error).toBeNull();
    expect(data).toMatchObject({ id: request, lawyer_id: listedLawyer.id, status: 'assigned' });
  });

  it('a reviewer approves a lawyer who applied before, and the directory lists them', async () => {
    const service = api(secretKey);

    const { error } = await service.rpc('set_lawyer_approval', {
      lawyer_id: applicant.id,
      decision: 'approved',
    });

    expect(error).toBeNull();
    const { data } = await api(publishableKey)
      .from('lawyer_directory')
      .select('name, location')
      .eq('id', applicant.id);
    expect(data).toEqual([
      { name: 'Meera Iyer', location: 'Delhi High Court, Supreme Court of India' },
    ]);
  });

  it('a lawyer who signed up before renames themselves', async () => {
    const lawyer = await signedIn(renamingLawyer.email);

    const { error } = await lawyer
      .from('profiles')
      .update({ full_name: 'Kiran Das Menon' })
      .eq('id', renamingLawyer.id);

    expect(error).toBeNull();
    const { data } = await api(secretKey)
      .from('lawyer_profiles')
      .select('name')
      .eq('id', renamingLawyer.id)
      .single();
    expect(data).toEqual({ name: 'Kiran Das Menon' });
  });

  it('every source already in use is a partner, and its widget keeps working', async () => {
    const service = api(secretKey);
    const { data: partners, error } = await service
      .from('partners')
      .select('id, name, allowed_origins')
      .in('id', ['legal-aid-widget', 'ngo-partner'])
      .order('id');
    expect(error).toBeNull();
    expect(partners).toEqual([
      { id: 'legal-aid-widget', name: 'legal-aid-widget', allowed_origins: [] },
      { id: 'ngo-partner', name: 'ngo-partner', allowed_origins: [] },
    ]);

    const visitor = api(publishableKey, { Origin: 'https://legal-aid.example.org' });
    const callback = await visitor.from('call_support_requests').insert({
      name: 'Lata Joshi',
      mobile_number: '9876500004',
      issue_description: 'My employer has not paid me for two months.',
      source: 'legal-aid-widget',
    });
    expect(callback.error).toBeNull();
    const complaint = await visitor.from('complaints').insert({
      email: 'new.complainant@upgrade.nyaya.test',
      phone_number: '9876500005',
      complaint_text: 'The lawyer missed the hearing.',
      source: 'ngo-partner',
    });
    expect(complaint.error).toBeNull();
  });
});
