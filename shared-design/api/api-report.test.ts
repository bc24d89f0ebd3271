import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compareReports,
  describeProblems,
  generateReports,
  type GeneratedReports,
} from '@nyaya/api-report';
import { beforeAll, describe, expect, it } from 'vitest';

// The committed reports in this folder are the package's contract as reviewers see it. CI runs
// this file with the unit tests: it fails when the public surface of an entry of package.json
// `exports` changed and `pnpm api:report` was not run (docs/versioning.md).

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let generated: GeneratedReports;

beforeAll(() => {
  generated = generateReports(packageDir);
}, 180_000);

describe('API reports', () => {
  it('exist for every entry of package.json exports and match its current surface', () => {
    const problems = compareReports(generated);
    expect(
      problems.map(({ entry }) => entry),
      describeProblems(generated.packageName, problems),
    ).toEqual([]);
  });

  it('fail when a report is stale, missing or obsolete, naming the entries and showing the diff', () => {
    const [stale, missing] = generated.reports;
    if (!stale || !missing) throw new Error('expected at least two entries');
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'api-report-check-'));
    try {
      for (const { entry, text } of generated.reports) {
        if (entry !== missing.entry) fs.writeFileSync(path.join(copy, entry.reportFileName), text);
      }
      // The committed report still lists an export that the code no longer has.
      fs.writeFileSync(
        path.join(copy, stale.entry.reportFileName),
        stale.text.replace(/\n```\n$/, '\nexport function removedExport(): void;\n\n```\n'),
      );
      fs.writeFileSync(path.join(copy, 'shared-design-removed-entry.api.md'), '```ts\n```\n');

      const problems = compareReports(generated, copy);

      expect(problems.map(({ entry, kind }) => [entry, kind])).toEqual([
        [stale.entry.specifier, 'changed'],
        [missing.entry.specifier, 'missing'],
        ['shared-design-removed-entry.api.md', 'obsolete'],
      ]);
      const message = describeProblems(generated.packageName, problems);
      expect(message).toContain(
        `${stale.entry.specifier} (api/${stale.entry.reportFileName}): its public surface changed`,
      );
      expect(message).toContain(`${missing.entry.specifier} (api/${missing.entry.reportFileName})`);
      expect(message).toContain('api/shared-design-removed-entry.api.md');
      expect(message).toMatch(/^-export function removedExport\(\): void;$/m);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
