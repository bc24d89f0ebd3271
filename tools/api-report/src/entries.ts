import fs from 'node:fs';
import path from 'node:path';

/** One public entry of a package: a subpath of its package.json `exports`. */
export interface PackageEntry {
  /** The `exports` key: `.`, `./query`, `./testing/setup`. */
  readonly subpath: string;
  /** What consumers import: `@nyaya/shared-platform`, `@nyaya/shared-platform/query`. */
  readonly specifier: string;
  /** The report's file name in the package's `api/` folder, e.g. `shared-platform-query.api.md`. */
  readonly reportFileName: string;
  /**
   * The file the entry's types come from (absolute): a TypeScript source (`src/index.ts`),
   * whose declarations are emitted, or a declaration file (`build/index.d.cts`).
   */
  readonly typesFile: string;
  readonly kind: 'source' | 'declarations';
}

export interface PackageJson {
  name: string;
  version?: string;
  exports?: unknown;
}

export const REPORT_FOLDER = 'api';
export const REPORT_EXTENSION = '.api.md';

/** Conditions tried, in order, when an `exports` value is a conditions object. */
const TYPE_CONDITIONS = ['types', 'import', 'module', 'node', 'default', 'require'];

const sourceExtension = /\.(?:ts|tsx|mts|cts)$/;
const declarationExtension = /\.d\.(?:ts|mts|cts)$/;
const scriptExtension = /\.(?:js|jsx|mjs|cjs)$/;
/** Non-code targets (`./package.json`, a stylesheet) have no API to report. */
const assetExtension = /\.(?:json|css)$/;

export function readPackageJson(packageDir: string): PackageJson {
  const file = path.join(packageDir, 'package.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
  if (typeof json.name !== 'string') throw new Error(`${file} has no "name"`);
  return json;
}

function isConditions(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => !key.startsWith('.'))
  );
}

/** The file an `exports` value points at for types: a string, or the first matching condition. */
function targetOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const target = targetOf(item);
      if (target) return target;
    }
    return null;
  }
  if (isConditions(value)) {
    for (const condition of TYPE_CONDITIONS) {
      if (condition in value) {
        const target = targetOf(value[condition]);
        if (target) return target;
      }
    }
  }
  // `null` blocks a subpath: nothing to report.
  return null;
}

/** A JavaScript entry's declarations sit beside it: `index.cjs` -> `index.d.cts` (or `.d.ts`). */
function declarationsBeside(scriptFile: string): string[] {
  const base = scriptFile.replace(scriptExtension, '');
  const own = { '.mjs': '.d.mts', '.cjs': '.d.cts' }[path.extname(scriptFile)] ?? '.d.ts';
  return [...new Set([`${base}${own}`, `${base}.d.ts`])];
}

export function reportFileNameOf(packageName: string, subpath: string): string {
  const unscoped = packageName.replace(/^@[^/]+\//, '');
  const suffix = subpath === '.' ? '' : `-${subpath.slice(2).replaceAll('/', '-')}`;
  return `${unscoped}${suffix}${REPORT_EXTENSION}`;
}

/**
 * The package's public entries, read from its package.json `exports`: adding, renaming or
 * removing an entry there is all it takes for the reports to follow.
 */
export function listEntries(packageDir: string): PackageEntry[] {
  const packageJson = readPackageJson(packageDir);
  const { name, exports: exportsField } = packageJson;
  if (exportsField === undefined) throw new Error(`${name} has no "exports" in its package.json`);
  const map: Record<string, unknown> =
    typeof exportsField === 'string' || Array.isArray(exportsField) || isConditions(exportsField)
      ? { '.': exportsField }
      : (exportsField as Record<string, unknown>);

  const entries: PackageEntry[] = [];
  const subpathByReport = new Map<string, string>();
  for (const [subpath, value] of Object.entries(map)) {
    if (subpath.includes('*')) {
      throw new Error(
        `${name}: the pattern entry "${subpath}" in "exports" is not supported; list its entries one by one`,
      );
    }
    const target = targetOf(value);
    if (target === null || assetExtension.test(target)) continue;
    const file = path.resolve(packageDir, target);
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;

    let typesFile: string;
    let kind: PackageEntry['kind'];
    if (declarationExtension.test(file)) {
      typesFile = file;
      kind = 'declarations';
    } else if (sourceExtension.test(file)) {
      typesFile = file;
      kind = 'source';
    } else if (scriptExtension.test(file)) {
      const candidates = declarationsBeside(file);
      const found = candidates.find((candidate) => fs.existsSync(candidate));
      if (!found) {
        throw new Error(
          `${specifier}: ${target} has no declarations beside it (looked for ${candidates
            .map((candidate) => path.relative(packageDir, candidate))
            .join(', ')})`,
        );
      }
      typesFile = found;
      kind = 'declarations';
    } else {
      throw new Error(`${specifier}: cannot tell the types of "${target}"`);
    }
    if (!fs.existsSync(typesFile)) {
      throw new Error(`${specifier}: ${path.relative(packageDir, typesFile)} does not exist`);
    }

    const reportFileName = reportFileNameOf(name, subpath);
    const clash = subpathByReport.get(reportFileName);
    if (clash) {
      throw new Error(
        `${name}: the entries "${clash}" and "${subpath}" would share ${reportFileName}`,
      );
    }
    subpathByReport.set(reportFileName, subpath);
    entries.push({ subpath, specifier, reportFileName, typesFile, kind });
  }
  if (entries.length === 0) throw new Error(`${name}: "exports" lists no entry with types`);
  return entries;
}
