import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CONSTRAINT_NAMES, type CheckConstraint, type ConstraintName } from './constraints';

const migrationsDir = join(__dirname, '../../supabase/migrations');
const migrations = readdirSync(migrationsDir)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => readFileSync(join(migrationsDir, file), 'utf8'))
  .join('\n');

// The file is generated from the catalog by `pnpm db:types`, which the database suite keeps
// current (supabase/local/test/database-types.test.ts); these checks are about its shape.
describe('CONSTRAINT_NAMES', () => {
  it('lists every public table the migrations create, and nothing else', () => {
    const created = [...migrations.matchAll(/create table (?:if not exists )?public\.(\w+)/g)].map(
      (match) => match[1]!,
    );
    expect(Object.keys(CONSTRAINT_NAMES).sort()).toEqual([...new Set(created)].sort());
  });

  it('names only constraints the migrations wrote, each once per table', () => {
    for (const [table, kinds] of Object.entries(CONSTRAINT_NAMES)) {
      const names: string[] = [...kinds.check, ...kinds.unique, ...kinds.foreignKey];
      expect(new Set(names).size, table).toBe(names.length);
      for (const name of kinds.check) expect(migrations, `${table}.${name}`).toContain(name);
    }
  });

  it('types each name by table and kind', () => {
    expectTypeOf<'status_is_known'>().toExtend<CheckConstraint<'consultation_requests'>>();
    expectTypeOf<'status_is_known'>().not.toExtend<CheckConstraint<'complaints'>>();
    expectTypeOf<'complaint_reference_number_is_unique'>().toExtend<ConstraintName<'complaints'>>();
  });
});
