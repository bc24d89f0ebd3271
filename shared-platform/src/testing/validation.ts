import { CONSTRAINT_NAMES, type ConstrainedTable } from '@nyaya/db';
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

/**
 * The check constraints of `table`, as `pnpm db:types` read them from the migrated database.
 * @deprecated Use `CONSTRAINT_NAMES[table].check` from @nyaya/db (typed by table).
 */
export function checkConstraintsOf(table: string): string[] {
  if (!(table in CONSTRAINT_NAMES)) throw new Error(`public.${table} is not a table of @nyaya/db`);
  return [...CONSTRAINT_NAMES[table as ConstrainedTable].check];
}
