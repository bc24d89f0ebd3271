/**
 * `npm run db:types`: regenerates shared-platform's `Database` types from supabase/migrations.
 * `npm run db:types -- --check`: writes nothing; exits 1, with a short diff, when the committed
 * file differs from what the migrations produce.
 *
 * Runs on a throwaway PGlite database by default; with DATABASE_URL, on a scratch database
 * created on that PostgreSQL server (and dropped afterwards).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadLocalEnv } from '../config.ts';
import { databaseTypesPath } from '../paths.ts';
import { importWithoutNode20Notice } from '../quiet-import.ts';
import { compareDatabaseTypes } from '../types/compare.ts';

const usage = 'Usage: npm run db:types -- [--check]';
const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.some((arg) => arg !== '--check')) {
  console.error(`Unknown argument ${args.find((arg) => arg !== '--check')}.\n${usage}`);
  process.exit(2);
}
const check = args.includes('--check');

const { databaseTypesFile, generateDatabaseTypes, readCommittedDatabaseTypes } =
  await importWithoutNode20Notice(() => import('../types/generate.ts'));

const serverUrl = loadLocalEnv().DATABASE_URL || null;
const started = performance.now();
let generated: string;
try {
  generated = await generateDatabaseTypes({ serverUrl });
} catch (error) {
  console.error('Could not generate the database types:', error);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const on = serverUrl ? 'PostgreSQL' : 'PGlite';

if (check) {
  const result = compareDatabaseTypes(readCommittedDatabaseTypes(), generated, {
    file: databaseTypesFile,
  });
  if (!result.upToDate) {
    console.error([result.message, result.diff].filter(Boolean).join('\n\n'));
    process.exit(1);
  }
  console.log(`${databaseTypesFile} is up to date (checked on ${on} in ${seconds} s).`);
} else {
  mkdirSync(dirname(databaseTypesPath), { recursive: true });
  writeFileSync(databaseTypesPath, generated);
  console.log(`Wrote ${databaseTypesFile} (generated on ${on} in ${seconds} s).`);
}
