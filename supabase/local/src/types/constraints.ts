/**
 * The names of the constraints of the public tables, read from the catalog of a migrated
 * database and written by `pnpm db:types` next to the `Database` types. A violation reaches the
 * app with the constraint's name (DataError.constraint); features map each name to a sentence,
 * and their tests prove that every name has one.
 */
import type { OpenDatabase } from '../database.ts';

export interface TableConstraints {
  check: string[];
  /** Unique constraints and unique indexes: a violation names either the same way. */
  unique: string[];
  foreignKey: string[];
}

export type ConstraintNames = Record<string, TableConstraints>;

interface ConstraintRow {
  table_name: string;
  kind: 'check' | 'unique' | 'foreignKey';
  name: string;
}

// Primary keys are left out: their violations are not the user's to fix. A unique constraint
// is backed by a unique index of the same name, so the indexes cover both.
const constraintsSql = `
  select c.relname as table_name,
         case con.contype when 'c' then 'check' else 'foreignKey' end as kind,
         con.conname as name
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p') and con.contype in ('c', 'f')
  union all
  select c.relname, 'unique', i.relname
    from pg_index x
    join pg_class c on c.oid = x.indrelid
    join pg_class i on i.oid = x.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p') and x.indisunique and not x.indisprimary
`;

/** Every public table, with the names of its constraints by kind, sorted. */
export async function readConstraintNames(database: OpenDatabase): Promise<ConstraintNames> {
  const rows = await database.query<ConstraintRow>(constraintsSql);
  const tables = await database.query<{ table_name: string }>(
    `select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  const names: ConstraintNames = {};
  for (const { table_name } of [...tables].sort((a, b) => compare(a.table_name, b.table_name))) {
    names[table_name] = { check: [], unique: [], foreignKey: [] };
  }
  for (const row of rows) names[row.table_name]![row.kind].push(row.name);
  for (const table of Object.values(names)) {
    table.check.sort(compare);
    table.unique.sort(compare);
    table.foreignKey.sort(compare);
  }
  return names;
}

/** Code-point order: the same on every machine and locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The TypeScript module for `names` (unformatted; the caller runs Prettier). */
export function renderConstraintNames(names: ConstraintNames): string {
  const list = (values: string[]) => `[${values.map((value) => `'${value}'`).join(', ')}]`;
  const tables = Object.entries(names).map(
    ([table, { check, unique, foreignKey }]) =>
      `  ${table}: { check: ${list(check)}, unique: ${list(unique)}, foreignKey: ${list(foreignKey)} },`,
  );
  return [
    '/** The check, unique and foreign-key constraints of each public table, by name. */',
    'export const CONSTRAINT_NAMES = {',
    ...tables,
    '} as const;',
    '',
  ].join('\n');
}
