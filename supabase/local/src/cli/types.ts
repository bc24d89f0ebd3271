/**
 * `npm run db:types`: regenerates @nyaya/db's `Database` types and constraint names from
 * supabase/migrations.
 * `npm run db:types -- --check`: writes nothing; exits 1, with a short diff, when a committed
 * file differs from what the migrations produce.
 *
 * Runs on a throwaway PGlite database by default; with DATABASE_URL, on a scratch database
 * created on that PostgreSQL server (and dropped afterwards).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadLocalEnv } from '../config.ts';
import { constraintNamesPath, databaseTypesPath } from '../paths.ts';
import { importWithoutNode20Notice } from '../quiet-import.ts';
import { compareDatabaseTypes } from '../types/compare.ts';

const usage = 'Usage: npm run db:types -- [--check]';
const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.some((arg) => arg !== '--check')) {
  console.error(`Unknown argument ${args.find((arg) => arg !== '--check')}.\n${usage}`);
  process.exit(2);
}
const check = args.includes('--check');

const {
  constraintNamesFile,
  databaseTypesFile,
  generateDatabaseFiles,
  readCommittedConstraintNames,
  readCommittedDatabaseTypes,
} = await importWithoutNode20Notice(() => import('../types/generate.ts'));

const serverUrl = loadLocalEnv().DATABASE_URL || null;
const started = performance.now();
let generated: Awaited<ReturnType<typeof generateDatabaseFiles>>;
try {
  generated = await generateDatabaseFiles({ serverUrl });
} catch (error) {
  console.error('Could not generate the database types:', error);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const on = serverUrl ? 'PostgreSQL' : 'PGlite';

const outputs = [
  {
    file: databaseTypesFile,
    path: databaseTypesPath,
    committed: readCommittedDatabaseTypes(),
    generated: generated.types,
  },
  {
    file: constraintNamesFile,
    path: constraintNamesPath,
    committed: readCommittedConstraintNames(),
    generated: generated.constraints,
  },
];

if (check) {
  const stale = outputs
    .map(({ file, committed, generated }) => compareDatabaseTypes(committed, generated, { file }))
    .filter((result) => !result.upToDate);
  for (const result of stale)
    console.error([result.message, result.diff].filter(Boolean).join('\n\n'));
  if (stale.length > 0) process.exit(1);
  const files = outputs.map(({ file }) => file).join(' and ');
  console.log(`${files} are up to date (checked on ${on} in ${seconds} s).`);
} else {
  for (const { file, path, generated } of outputs) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, generated);
    console.log(`Wrote ${file} (generated on ${on} in ${seconds} s).`);
  }
}
