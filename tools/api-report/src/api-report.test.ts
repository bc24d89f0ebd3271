import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compareReports,
  describeProblems,
  generateReports,
  listEntries,
  tidyReport,
  writeReports,
} from './index';

const toolDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtureDir = path.join(toolDir, 'test', 'fixture');
const copies: string[] = [];

/** A copy of the fixture package to change at will (under the git-ignored `.temp/`). */
function fixtureCopy(): string {
  const tempDir = path.join(toolDir, '.temp');
  fs.mkdirSync(tempDir, { recursive: true });
  const copy = fs.mkdtempSync(path.join(tempDir, 'fixture-'));
  fs.cpSync(fixtureDir, copy, { recursive: true });
  copies.push(copy);
  return copy;
}

function edit(file: string, change: (text: string) => string): void {
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  fs.writeFileSync(file, after);
}

function editPackageJson(dir: string, change: (json: Record<string, unknown>) => void): void {
  const file = path.join(dir, 'package.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

afterEach(() => {
  for (const copy of copies.splice(0)) fs.rmSync(copy, { recursive: true, force: true });
});

describe('listEntries', () => {
  it('reads the entries from package.json exports', () => {
    const entries = listEntries(fixtureDir).map(
      ({ subpath, specifier, reportFileName, kind, typesFile }) => ({
        subpath,
        specifier,
        reportFileName,
        kind,
        typesFile: path.relative(fixtureDir, typesFile),
      }),
    );
    expect(entries).toEqual([
      {
        subpath: '.',
        specifier: '@fixture/contract',
        reportFileName: 'contract.api.md',
        kind: 'source',
        typesFile: 'src/index.ts',
      },
      {
        subpath: './extra',
        specifier: '@fixture/contract/extra',
        reportFileName: 'contract-extra.api.md',
        kind: 'source',
        typesFile: 'src/extra.ts',
      },
      {
        subpath: './node',
        specifier: '@fixture/contract/node',
        reportFileName: 'contract-node.api.md',
        kind: 'declarations',
        typesFile: 'lib/node.d.cts',
      },
    ]);
  });

  it('refuses what it cannot report', () => {
    const copy = fixtureCopy();
    editPackageJson(copy, (json) => {
      json.exports = { '.': './src/index.ts', './features/*': './src/features/*.ts' };
    });
    expect(() => listEntries(copy)).toThrow(/pattern entry "\.\/features\/\*"/);

    editPackageJson(copy, (json) => {
      json.exports = { '.': './src/index.ts', './plain': './lib/plain.js' };
    });
    fs.writeFileSync(path.join(copy, 'lib', 'plain.js'), 'export {};\n');
    expect(() => listEntries(copy)).toThrow(
      '@fixture/contract/plain: ./lib/plain.js has no declarations beside it (looked for lib/plain.d.ts)',
    );
  });
});

describe('tidyReport', () => {
  it('keeps what matters for review and drops what does not', () => {
    const raw = [
      '## API Report File for "@fixture/contract"',
      '',
      '```ts',
      '',
      '// @public (undocumented)',
      'export interface A {',
      '    // (undocumented)',
      '    a: string;',
      '}',
      '',
      '',
      '// @public @deprecated',
      'export const b = 1;',
      '',
      '// @internal',
      'export const c = 2;',
      '',
      '// (No @packageDocumentation comment for this package)',
      '',
      '```',
      '',
    ].join('\n');
    expect(tidyReport(raw, '@fixture/contract', '@fixture/contract/extra')).toBe(
      [
        '## API Report File for "@fixture/contract/extra"',
        '',
        '```ts',
        '',
        'export interface A {',
        '    a: string;',
        '}',
        '',
        '// @deprecated',
        'export const b = 1;',
        '',
        '// @internal',
        'export const c = 2;',
        '',
        '```',
        '',
      ].join('\n'),
    );
  });
});

describe('generateReports', () => {
  it('reports every entry, types used but not exported included', () => {
    const generated = generateReports(fixtureDir);
    expect(generated.packageName).toBe('@fixture/contract');
    expect(generated.warnings).toEqual([]);
    const byFile = Object.fromEntries(
      generated.reports.map(({ entry, text }) => [entry.reportFileName, text]),
    );
    expect(Object.keys(byFile)).toEqual([
      'contract.api.md',
      'contract-extra.api.md',
      'contract-node.api.md',
    ]);
    expect(byFile['contract.api.md']).toContain('## API Report File for "@fixture/contract"');
    expect(byFile['contract.api.md']).toContain('export function greet(');
    expect(byFile['contract.api.md']).toContain(`type Tone = 'plain' | 'warm';`);
    expect(byFile['contract.api.md']).not.toContain('@public');
    expect(byFile['contract-extra.api.md']).toContain('export const EXTRA_LIMIT = 3;');
    // An entry importing its own package by name shows the import, not a copy of the types.
    expect(byFile['contract-extra.api.md']).toContain(
      `import { GreetingProps } from '@fixture/contract';`,
    );
    expect(byFile['contract-extra.api.md']).not.toContain('interface GreetingProps');
    expect(byFile['contract-extra.api.md']).toContain(
      'export function greetAll(people: readonly GreetingProps[]): string[];',
    );
    expect(byFile['contract-node.api.md']).toContain('export function port(name: string): number;');
  });

  it('sees a changed surface, a new entry and a removed one in the committed reports', () => {
    const copy = fixtureCopy();
    const written = writeReports(generateReports(copy));
    expect(written.map(({ file, action }) => `${file} ${action}`)).toEqual([
      'api/contract.api.md created',
      'api/contract-extra.api.md created',
      'api/contract-node.api.md created',
    ]);
    expect(compareReports(generateReports(copy))).toEqual([]);

    // A prop becomes required (breaking), a type it uses gains a member (also contract), an
    // entry is renamed (`./extra` -> `./more`), and a comment changes (not contract).
    edit(path.join(copy, 'src', 'index.ts'), (text) =>
      text
        .replace('  tone?: Tone;', '  tone: Tone;')
        .replace('/** Greets someone. */', '/** Greets. */'),
    );
    edit(path.join(copy, 'src', 'tone.ts'), (text) => text.replace(`'warm'`, `'warm' | 'formal'`));
    editPackageJson(copy, (json) => {
      const exportsMap = json.exports as Record<string, unknown>;
      exportsMap['./more'] = exportsMap['./extra'];
      delete exportsMap['./extra'];
    });

    const generated = generateReports(copy);
    const problems = compareReports(generated);
    expect(problems.map(({ entry, kind }) => `${entry} ${kind}`)).toEqual([
      '@fixture/contract changed',
      '@fixture/contract/more missing',
      'contract-extra.api.md obsolete',
    ]);
    const [changed] = problems;
    expect(changed?.diff).toMatch(/^- {4}tone\?: Tone;$/m);
    expect(changed?.diff).toMatch(/^\+ {4}tone: Tone;$/m);
    expect(changed?.diff).toMatch(/^\+type Tone = 'plain' \| 'warm' \| 'formal';$/m);
    expect(changed?.diff).not.toContain('Greets');
    expect(describeProblems(generated.packageName, problems)).toContain(
      '@fixture/contract (api/contract.api.md): its public surface changed',
    );

    expect(writeReports(generated).map(({ file, action }) => `${file} ${action}`)).toEqual([
      'api/contract.api.md updated',
      'api/contract-node.api.md unchanged',
      'api/contract-more.api.md created',
      'api/contract-extra.api.md removed',
    ]);
    expect(compareReports(generateReports(copy))).toEqual([]);
  });

  it('fails on declarations the compiler cannot emit', () => {
    const copy = fixtureCopy();
    fs.writeFileSync(path.join(copy, 'src', 'index.ts'), 'export const broken = ;\n');
    expect(() => generateReports(copy)).toThrow(/Cannot emit the declarations of .*TS1109/s);
  });
});
