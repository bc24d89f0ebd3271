import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkApiReports } from '@nyaya/api-report';
import { expect, it } from 'vitest';

// The committed reports in this folder are the package's contract as reviewers see it. CI runs
// this file with the unit tests: it fails when the public surface of an entry of package.json
// `exports` changed and `pnpm api:report` was not run (docs/versioning.md). That the check finds
// a changed, missing or obsolete report is tested with the tool (tools/api-report).
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('API reports exist for every entry of package.json exports and match its surface', () => {
  const problems = checkApiReports(packageDir);
  expect(problems === null, problems ?? '').toBe(true);
}, 180_000);
