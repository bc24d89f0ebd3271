/**
 * Users every database test can sign in as. They are written straight into the
 * database before the tests start, already confirmed, the way seed.sql writes
 * demo accounts. (Sign-up through the API is tested on its own in auth.test.ts.)
 */
export const fixturePassword = 'Fixture#Password1';

export type FixtureRole =
  'clientA' | 'clientB' | 'pendingLawyer' | 'approvedLawyer' | 'rejectedLawyer';

export interface FixtureUser {
  id: string;
  email: string;
  fullName: string;
}

export interface Fixtures {
  users: Record<FixtureRole, FixtureUser>;
  /** Approved lawyers used by the accept race. */
  racers: FixtureUser[];
}

const racerCount = 20;

function user(index: number, key: string, fullName: string): FixtureUser {
  const suffix = index.toString(16).padStart(12, '0');
  return { id: `f0000000-0000-4000-8000-${suffix}`, email: `${key}@fixtures.nyaya.test`, fullName };
}

export function buildFixtures(): Fixtures {
  return {
    users: {
      clientA: user(1, 'client-a', 'Asha Client'),
      clientB: user(2, 'client-b', 'Bharat Client'),
      pendingLawyer: user(3, 'pending-lawyer', 'Pavan Pending'),
      approvedLawyer: user(4, 'approved-lawyer', 'Anjali Approved'),
      rejectedLawyer: user(5, 'rejected-lawyer', 'Rakesh Rejected'),
    },
    racers: Array.from({ length: racerCount }, (_, i) =>
      user(100 + i, `racer-${i + 1}`, `Racer Lawyer ${i + 1}`),
    ),
  };
}

function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export function fixturesSql(fixtures: Fixtures): string {
  const { users, racers } = fixtures;
  const lawyers: [FixtureUser, string][] = [
    [users.pendingLawyer, 'pending'],
    [users.approvedLawyer, 'approved'],
    [users.rejectedLawyer, 'rejected'],
    ...racers.map((racer): [FixtureUser, string] => [racer, 'approved']),
  ];
  const clients: [FixtureUser, string][] = [
    [users.clientA, 'client'],
    [users.clientB, 'client'],
  ];
  const everyone = [...clients, ...lawyers.map(([u]): [FixtureUser, string] => [u, 'lawyer'])];

  const userRows = everyone
    .map(
      ([u, role]) =>
        `(${literal(u.id)}::uuid, ${literal(u.email)}, ` +
        `jsonb_build_object('full_name', ${literal(u.fullName)}, 'role', ${literal(role)}))`,
    )
    .join(',\n    ');
  const lawyerRows = lawyers
    .map(
      ([u, status], i) =>
        `(${literal(u.id)}::uuid, ${literal(`FIX/${i + 1}/2020`)}, ${5 + (i % 20)}, ` +
        `array['Family Law', 'Tax Law'], 'Delhi High Court, Supreme Court of India', ${literal(status)}, ` +
        `array['en', 'hi'])`,
    )
    .join(',\n    ');

  // Low bcrypt cost: these accounts exist only for the length of a test run.
  return `
with hash as (select extensions.crypt(${literal(fixturePassword)}, extensions.gen_salt('bf', 4)) as value),
fixture (id, email, meta) as (values
    ${userRows}
)
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select id, 'authenticated', 'authenticated', email, hash.value, now(),
  '{"provider":"email","providers":["email"]}'::jsonb, meta, now(), now()
from fixture, hash;

insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
select gen_random_uuid(), 'email', id::text, id,
  jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true), now(), now()
from auth.users where email like '%@fixtures.nyaya.test';

insert into public.lawyer_profiles (id, bar_council_id, years_experience, expertise_areas, location, approval_status,
  languages)
values
    ${lawyerRows};
`;
}
