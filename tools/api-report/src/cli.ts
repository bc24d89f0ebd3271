import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareReports, describeProblems, writeReports } from './compare';
import { generateReports } from './generate';

const usage = `Usage: api-report [--check] [package folder...]

Writes the API report of every entry in each package's package.json "exports" to <package>/api/
(default: the shared contract packages). With --check, writes nothing and fails when a committed
report differs from the package's current surface, is missing or is obsolete.`;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The versioned packages whose API other builds depend on (docs/versioning.md). */
const contractPackages = ['build-kit', 'db', 'shared-design', 'shared-platform'];

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const check = args.includes('--check');
const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--check');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(', ')}\n\n${usage}`);
  process.exit(2);
}
const folders = args.filter((arg) => !arg.startsWith('-'));
const packageDirs =
  folders.length > 0
    ? folders.map((folder) => path.resolve(folder))
    : contractPackages.map((folder) => path.join(repoRoot, folder));

let failed = false;
for (const packageDir of packageDirs) {
  const started = performance.now();
  let generated;
  try {
    generated = generateReports(packageDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failed = true;
    continue;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const label = `${generated.packageName}: ${generated.reports.length} entries, ${seconds} s`;
  for (const warning of generated.warnings) console.warn(`warning: ${warning}`);

  if (check) {
    const problems = compareReports(generated);
    if (problems.length > 0) {
      console.error(describeProblems(generated.packageName, problems));
      failed = true;
    } else {
      console.log(`${label}: API reports up to date`);
    }
  } else {
    console.log(label);
    for (const { file, action } of writeReports(generated)) {
      console.log(`  ${path.relative(process.cwd(), path.join(packageDir, file))}: ${action}`);
    }
  }
}
process.exit(failed ? 1 : 0);
