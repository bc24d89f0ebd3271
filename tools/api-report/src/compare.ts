import fs from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { REPORT_EXTENSION, REPORT_FOLDER } from './entries';
import { generateReports, type GeneratedReports } from './generate';

/** How a committed report differs from the package's current surface. */
export interface ReportProblem {
  /** What consumers import (`@nyaya/shared-platform/query`), or the stale file's name. */
  readonly entry: string;
  /** The report's path relative to the package: `api/shared-platform-query.api.md`. */
  readonly file: string;
  /**
   * `changed`: the entry's surface differs from its report; `missing`: the entry has no report
   * yet; `obsolete`: a report whose entry is no longer in `exports`.
   */
  readonly kind: 'changed' | 'missing' | 'obsolete';
  /** Unified diff from the committed report to the current surface. */
  readonly diff: string;
}

export function reportDirOf(packageDir: string): string {
  return path.join(packageDir, REPORT_FOLDER);
}

function normalise(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

function committedReports(reportDir: string): string[] {
  if (!fs.existsSync(reportDir)) return [];
  return fs
    .readdirSync(reportDir)
    .filter((name) => name.endsWith(REPORT_EXTENSION))
    .sort();
}

function unifiedDiff(file: string, before: string, after: string): string {
  return createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, undefined, undefined, {
    context: 3,
  });
}

/**
 * Compares the generated reports with those committed in `reportDir` (the package's `api/`
 * folder unless told otherwise). An empty list means the reports are up to date.
 */
export function compareReports(
  generated: GeneratedReports,
  reportDir: string = reportDirOf(generated.packageDir),
): ReportProblem[] {
  const problems: ReportProblem[] = [];
  const expected = new Set<string>();
  for (const { entry, text } of generated.reports) {
    expected.add(entry.reportFileName);
    const file = `${REPORT_FOLDER}/${entry.reportFileName}`;
    const committedFile = path.join(reportDir, entry.reportFileName);
    if (!fs.existsSync(committedFile)) {
      problems.push({
        entry: entry.specifier,
        file,
        kind: 'missing',
        diff: unifiedDiff(file, '', text),
      });
      continue;
    }
    const committed = normalise(fs.readFileSync(committedFile, 'utf8'));
    if (committed !== text) {
      problems.push({
        entry: entry.specifier,
        file,
        kind: 'changed',
        diff: unifiedDiff(file, committed, text),
      });
    }
  }
  for (const name of committedReports(reportDir)) {
    if (expected.has(name)) continue;
    const file = `${REPORT_FOLDER}/${name}`;
    const committed = normalise(fs.readFileSync(path.join(reportDir, name), 'utf8'));
    problems.push({ entry: name, file, kind: 'obsolete', diff: unifiedDiff(file, committed, '') });
  }
  return problems;
}

const problemText: Record<ReportProblem['kind'], string> = {
  changed: 'its public surface changed',
  missing: 'new entry, no report yet',
  obsolete: 'no entry of "exports" has this report any more',
};

/** The failure message: which entries changed, what to do, and the diffs. */
export function describeProblems(packageName: string, problems: readonly ReportProblem[]): string {
  const lines = [
    `The API report of ${packageName} is out of date:`,
    ...problems.map((problem) =>
      problem.kind === 'obsolete'
        ? `  - ${problem.file}: ${problemText[problem.kind]}`
        : `  - ${problem.entry} (${problem.file}): ${problemText[problem.kind]}`,
    ),
    '',
    'If the change is intended, run `pnpm api:report` and commit the reports with a changeset',
    '(`pnpm changeset`): additive changes are a minor version, breaking ones a major version with a',
    'migration note (docs/versioning.md).',
    '',
    ...problems.map((problem) => problem.diff),
  ];
  return lines.join('\n');
}

export interface WrittenReport {
  readonly file: string;
  readonly action: 'created' | 'updated' | 'unchanged' | 'removed';
}

/** Writes the generated reports to the package's `api/` folder and removes obsolete ones. */
export function writeReports(generated: GeneratedReports): WrittenReport[] {
  const reportDir = reportDirOf(generated.packageDir);
  fs.mkdirSync(reportDir, { recursive: true });
  const written: WrittenReport[] = [];
  const expected = new Set<string>();
  for (const { entry, text } of generated.reports) {
    expected.add(entry.reportFileName);
    const target = path.join(reportDir, entry.reportFileName);
    const file = `${REPORT_FOLDER}/${entry.reportFileName}`;
    const before = fs.existsSync(target) ? normalise(fs.readFileSync(target, 'utf8')) : null;
    if (before === text) {
      written.push({ file, action: 'unchanged' });
      continue;
    }
    fs.writeFileSync(target, text);
    written.push({ file, action: before === null ? 'created' : 'updated' });
  }
  for (const name of committedReports(reportDir)) {
    if (expected.has(name)) continue;
    fs.rmSync(path.join(reportDir, name));
    written.push({ file: `${REPORT_FOLDER}/${name}`, action: 'removed' });
  }
  return written;
}

/**
 * The check CI runs for one package (its `api/api-report.test.ts`): null when every committed
 * report matches the package, else the message naming the entries, with the diffs.
 */
export function checkApiReports(packageDir: string): string | null {
  const generated = generateReports(packageDir);
  const problems = compareReports(generated);
  return problems.length === 0 ? null : describeProblems(generated.packageName, problems);
}
