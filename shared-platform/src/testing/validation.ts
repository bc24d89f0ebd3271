import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translateKey } from '../i18n/i18n';

/** Any zod schema (classic or mini): only `safeParse` is used. */
interface ParsingSchema {
  safeParse(input: unknown): {
    success: boolean;
    error?: { issues: readonly { message: string }[] };
  };
}

/**
 * The messages a schema gives for `input`, in order, as the user reads them: schemas carry
 * qualified i18n keys, translated here with the page's i18n instance (register the package's
 * strings first by importing its i18n module).
 */
export function validationMessages(schema: ParsingSchema, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => translateKey(issue.message));
}

const migrationsDir = join(__dirname, '../../../supabase/migrations');

/**
 * The check constraints `table` has once every migration ran: those of its
 * `create table public.<table> (...)`, then each `alter table public.<table>` in order, which
 * may drop and add them. A feature proves with it that it has a sentence for every rule its
 * table enforces.
 */
export function checkConstraintsOf(table: string): string[] {
  const sql = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(join(migrationsDir, file), 'utf8'))
    .join('\n');
  const start = sql.indexOf(`create table public.${table} (`);
  if (start === -1) throw new Error(`public.${table} is not created in supabase/migrations`);
  const body = sql.slice(start, sql.indexOf('\n);', start));
  const constraints = new Set([...body.matchAll(/constraint (\w+)\s+check/g)].map((m) => m[1]!));

  const alterations = new RegExp(`alter table (?:only )?public\\.${table}\\s([^;]*);`, 'g');
  for (const [, actions] of sql.slice(start).matchAll(alterations)) {
    for (const [, drop, name] of actions!.matchAll(
      /(drop|add) constraint (?:if exists )?(\w+)(?=\s+check|\s*,|\s*$)/g,
    )) {
      if (drop === 'drop') constraints.delete(name!);
      else constraints.add(name!);
    }
  }
  return [...constraints];
}
