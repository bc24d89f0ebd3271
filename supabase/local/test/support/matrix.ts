/**
 * Plumbing for permission matrices: one client per role, rows arranged and restored
 * through the service role, and one runner that decides whether an attempt took effect
 * by looking at the database afterwards rather than trusting the API's answer.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { anonClient, env, serviceClient, signedInClient, untyped } from './clients.ts';
import type { Database, DatabaseClient, Tables } from '../../src/types/database.ts';
import type { FixtureRole } from './fixtures.ts';

export type Role = 'anon' | FixtureRole | 'service';

/** Column order of every expectation row. */
export const roles = [
  'anon',
  'clientA',
  'clientB',
  'pendingLawyer',
  'approvedLawyer',
  'rejectedLawyer',
  'service',
] as const satisfies readonly Role[];

export type Operation = 'select' | 'insert' | 'update' | 'delete';
export const operations = [
  'select',
  'insert',
  'update',
  'delete',
] as const satisfies readonly Operation[];

export type Outcome = 'allowed' | 'denied';
export const allow: Outcome = 'allowed';
export const deny: Outcome = 'denied';
/** The subject does not exist for this role (anonymous visitors own no rows). */
export const n_a = null;

/** One outcome per role, in the order of `roles`. */
export type Expectations = readonly [
  Outcome | null,
  Outcome | null,
  Outcome | null,
  Outcome | null,
  Outcome | null,
  Outcome | null,
  Outcome | null,
];

type PublicTables = Database['public']['Tables'];
/**
 * The tables the runner addresses, by their `id` column. (notification_preferences is keyed by
 * user_id; notifications-permissions.test.ts tests it.)
 */
export type Table = {
  [T in keyof PublicTables]: PublicTables[T]['Row'] extends { id: string } ? T : never;
}[keyof PublicTables];
export type Relation = Table | keyof Database['public']['Views'];

/** Any relation's row, as the generic runner handles it. */
export type Row = Record<string, unknown>;
export type NewRow = Row & { id: string };

export async function clientFor(role: Role): Promise<DatabaseClient> {
  if (role === 'anon') return anonClient();
  if (role === 'service') return serviceClient();
  return signedInClient(env().fixtures.users[role]);
}

export function uniqueEmail(): string {
  return `perm-${randomUUID().slice(0, 8)}@tests.nyaya.test`;
}

// ---------------------------------------------------------------------------
// Undoing arrangements. Newest first, so a profile comes back before the lawyer
// profile that references it.
// ---------------------------------------------------------------------------
const cleanups: (() => Promise<void>)[] = [];

export function afterThisTest(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/** Register with afterEach. Keeps undoing after a failure so one bad cell cannot leak state. */
export async function runCleanups(): Promise<void> {
  const failures: unknown[] = [];
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    await cleanup().catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0) throw new AggregateError(failures, 'Restoring arranged rows failed');
}

// ---------------------------------------------------------------------------
// Rows, as the service role sees them (the ground truth for every verdict).
// ---------------------------------------------------------------------------
function unexpected(action: string, error: PostgrestError): Error {
  return new Error(`Service role could not ${action}: ${error.code} ${error.message}`);
}

// The runner reads, writes and attempts every relation through the same code, including
// writes the generated types rule out on purpose, so it works on untyped clients.
// One client for all service-role bookkeeping; each cell makes several such requests.
let service: SupabaseClient | undefined;
const asService = (): SupabaseClient => (service ??= untyped(serviceClient()));

export async function readRow<T extends Table>(table: T, id: string): Promise<Tables<T> | null> {
  const { data, error } = await asService().from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw unexpected(`read ${table} ${id}`, error);
  return data;
}

export async function writeRow(table: Table, row: NewRow): Promise<void> {
  const { error } = await asService().from(table).upsert(row);
  if (error) throw unexpected(`write ${table} ${row.id}`, error);
}

export async function deleteRow(table: Table, id: string): Promise<void> {
  const { error } = await asService().from(table).delete().eq('id', id);
  if (error) throw unexpected(`delete ${table} ${id}`, error);
}

/** Snapshots the row now and puts it back (or removes it, if absent now) after the test. */
export async function restoreAfterThisTest<T extends Table>(
  table: T,
  id: string,
): Promise<Tables<T> | null> {
  const snapshot = await readRow(table, id);
  afterThisTest(async () => {
    const current = await readRow(table, id);
    if (isDeepStrictEqual(current, snapshot)) return;
    if (snapshot) await writeRow(table, snapshot);
    else await deleteRow(table, id);
  });
  return snapshot;
}

export async function placeRowTemporarily(table: Table, row: NewRow): Promise<string> {
  await restoreAfterThisTest(table, row.id);
  await writeRow(table, row);
  return row.id;
}

export async function removeRowTemporarily<T extends Table>(
  table: T,
  id: string,
): Promise<Tables<T> | null> {
  const snapshot = await restoreAfterThisTest(table, id);
  if (snapshot) await deleteRow(table, id);
  return snapshot;
}

// ---------------------------------------------------------------------------
// The matrix runner
// ---------------------------------------------------------------------------
export interface Subject {
  /** Shown in the test name: which rows of which table or view. */
  name: string;
  /** The table or view the actor addresses. */
  relation: Relation;
  /** Where the service role checks the effect (a view's base table). */
  table: Table;
  /** Arranges, as service role, the row the actor reads, updates or deletes; returns its id. */
  existing?: (actor: Role) => Promise<string>;
  /** Arranges that the row does not exist yet; returns the row the actor tries to insert. */
  fresh?: (actor: Role) => Promise<NewRow>;
  /** The update the actor attempts. */
  change?: Row;
  expected: Partial<Record<Operation, Expectations>>;
}

export interface Cell {
  operation: Operation;
  role: Role;
  outcome: Outcome;
}

/** Cases for it.each(...)('%s'), titled without the quotes vitest puts around $field values. */
export function titled<T>(cases: readonly T[], title: (item: T) => string): [string, T][] {
  return cases.map((item) => [title(item), item]);
}

export function cellsOf(subject: Subject): Cell[] {
  return operations.flatMap((operation) =>
    roles.flatMap((role, column) => {
      const outcome = subject.expected[operation]?.[column];
      return outcome ? [{ operation, role, outcome }] : [];
    }),
  );
}

interface Attempt {
  error: PostgrestError | null;
  /** The row before and after, as the service role sees it. */
  before: Row | null;
  after: Row | null;
  /** What the actor's SELECT returned (select only). */
  seen?: boolean;
  /** The values the actor tried to write (insert and update). */
  written?: Row;
}

function required<T>(value: T | undefined, what: string, subject: Subject): T {
  if (value === undefined) throw new Error(`Subject "${subject.name}" has no ${what}`);
  return value;
}

async function attempt(subject: Subject, operation: Operation, actor: Role): Promise<Attempt> {
  const client = untyped(await clientFor(actor));
  const from = () => client.from(subject.relation);

  if (operation === 'insert') {
    const row = await required(subject.fresh, 'fresh row', subject)(actor);
    const before = await restoreAfterThisTest(subject.table, row.id);
    expect(before, 'arranged: the row to insert does not exist yet').toBeNull();
    // No .select(): insert-only tables give nobody the right to read the row back.
    const { error } = await from().insert(row);
    return { error, before, after: await readRow(subject.table, row.id), written: row };
  }

  const id = await required(subject.existing, 'existing row', subject)(actor);
  const before = await restoreAfterThisTest(subject.table, id);
  expect(before, 'arranged: the target row exists').not.toBeNull();

  if (operation === 'select') {
    const { data, error } = await from().select('id').eq('id', id);
    const seen = ((data ?? []) as Row[]).some((row) => row.id === id);
    return { error, before, after: await readRow(subject.table, id), seen };
  }
  if (operation === 'update') {
    const change = required(subject.change, 'change', subject);
    const { error } = await from().update(change).eq('id', id);
    return { error, before, after: await readRow(subject.table, id), written: change };
  }
  const { error } = await from().delete().eq('id', id);
  return { error, before, after: await readRow(subject.table, id) };
}

function tookEffect(operation: Operation, result: Attempt): boolean {
  switch (operation) {
    case 'select':
      return result.seen === true;
    case 'insert':
      return result.after !== null;
    case 'update':
      return !isDeepStrictEqual(result.after, result.before);
    case 'delete':
      return result.after === null;
  }
}

/**
 * Allowed: no error and the database shows the effect. Denied: the database shows no
 * effect at all (the row is exactly as before), whether the API said so with an error or
 * with an empty success, as RLS does for rows the actor cannot see.
 */
export async function checkCell(
  subject: Subject,
  { operation, role, outcome }: Cell,
): Promise<void> {
  const result = await attempt(subject, operation, role);

  if (outcome === 'allowed') {
    expect(result.error, 'the API reports no error').toBeNull();
    expect(tookEffect(operation, result), `${operation} took effect`).toBe(true);
    if (result.written)
      expect(result.after, 'the row holds what was written').toMatchObject(result.written);
    return;
  }

  // Any error must be a refusal, not an accident such as a constraint the test data broke.
  if (result.error) expect(result.error.code, result.error.message).toBe('42501');
  if (operation !== 'select') expect(result.after, 'the row is unchanged').toEqual(result.before);
  expect(tookEffect(operation, result), `${operation} took no effect`).toBe(false);
}
