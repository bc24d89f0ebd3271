/**
 * The generated database types, for this package's own supabase-js clients (tests, the
 * reviewers' tool, the benchmark). They live with the platform, which the app builds on;
 * `pnpm db:types` writes them there.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared-platform/src/database/index.ts';

export type {
  Database,
  FunctionArgs,
  FunctionRow,
  Tables,
  TablesInsert,
  TablesUpdate,
} from '../../../../shared-platform/src/database/index.ts';

/** A supabase-js client typed by the generated schema: `createClient<Database>(…)`. */
export type DatabaseClient = SupabaseClient<Database>;
