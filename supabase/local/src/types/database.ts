/**
 * The generated database types, for this package's own supabase-js clients (tests, the
 * reviewers' tool, the benchmark). They live in @nyaya/db, which the apps bundle;
 * `pnpm db:types` writes them there.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../db/src/database.ts';

export type {
  Database,
  FunctionArgs,
  FunctionRow,
  Tables,
  TablesInsert,
  TablesUpdate,
} from '../../../../db/src/database.ts';

/** A supabase-js client typed by the generated schema: `createClient<Database>(…)`. */
export type DatabaseClient = SupabaseClient<Database>;
