/**
 * `npm run db:reset`: start over with an empty database, all migrations and the seed.
 * Stop the running stack first: PGlite allows one process per data directory.
 */
import { rmSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../database.ts';
import { startLocalStack } from '../stack.ts';

const config = loadConfig();

if (config.databaseUrl) {
  const database = await openDatabase(config);
  await database.runScript(
    'drop schema if exists public, private, extensions, auth, supabase_migrations cascade;' +
      ' create schema public;',
  );
  await database.connection.close();
} else if (config.dataDir) {
  rmSync(config.dataDir, { recursive: true, force: true });
}

// Start once without serving clients to rebuild and seed, then stop.
const stack = await startLocalStack(config, {
  mailbox: false,
  log: (message) => console.log(`  ${message}`),
});
await stack.stop();
console.log('Database reset: migrations applied and seed loaded.');
