import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `supabase/` folder: config.toml, migrations, seed.sql, .env.local. */
export const supabaseDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const migrationsDir = resolve(supabaseDir, 'migrations');
export const configPath = resolve(supabaseDir, 'config.toml');
export const localEnvPath = resolve(supabaseDir, '.env.local');
/** Default PGlite data directory; git-ignored. */
export const defaultDataDir = resolve(supabaseDir, '.temp/pglite');
/** The repository root. */
export const repoRoot = resolve(supabaseDir, '..');
/** The generated `Database` types (`pnpm db:types`), committed. */
export const databaseTypesPath = resolve(repoRoot, 'db/src/database.types.ts');
/** The generated constraint names (`pnpm db:types`), committed next to the types. */
export const constraintNamesPath = resolve(repoRoot, 'db/src/constraints.generated.ts');
