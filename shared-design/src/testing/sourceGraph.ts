import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/*
 * What a module pulls in at run time, read from the sources the way the bundler reads them.
 * Tests use it to keep heavy libraries off the first paint: the workspace packages are
 * Module Federation singletons and ship everything their entries reach (docs/adr/0006, 0007).
 */

/** Static imports and re-exports that exist at run time: no `import type`, no `import()`. */
export function runtimeImportsOf(source: string): string[] {
  const pattern =
    /^(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((match) => (match[1] ?? match[2])!);
}

export interface StaticImportGraph {
  /** The modules reached, relative to `root`. */
  modules: string[];
  /** The packages imported, each with the modules (relative to `root`) that import it. */
  packages: Map<string, string[]>;
}

export interface StaticImportGraphOptions {
  /** Module paths are reported relative to this folder (a package's `src`). */
  root: string;
  /**
   * Follow `@nyaya/*` imports into those packages' sources, through their `exports`, resolved
   * from this folder's node_modules (the app whose first paint is checked).
   */
  followWorkspacePackagesFrom?: string;
}

function resolveSource(fromFile: string, specifier: string): string {
  const base = join(dirname(fromFile), specifier);
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((extension) => base + extension)
    .find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
  if (!file) throw new Error(`${fromFile}: cannot resolve ${specifier}`);
  return file;
}

const workspacePackage = /^(@nyaya\/[^/]+)(\/.*)?$/;

/** The source file of a workspace package's entry (`@nyaya/shared-platform/query`), by its `exports`. */
function resolveWorkspaceEntry(specifier: string, fromDir: string): string {
  const [, name, subpath = ''] = specifier.match(workspacePackage)!;
  const packageDir = realpathSync(join(fromDir, 'node_modules', name!));
  const file = readPackageExports(packageDir)[`.${subpath}`];
  if (!file) throw new Error(`${name} exports no "${subpath || '.'}"`);
  return join(packageDir, file);
}

/** Every module `entryFile` reaches through run-time imports, and the packages they import. */
export function staticImportGraph(
  entryFile: string,
  { root, followWorkspacePackagesFrom }: StaticImportGraphOptions,
): StaticImportGraph {
  const modules = new Set<string>();
  const packages = new Map<string, string[]>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const specifier of runtimeImportsOf(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        visit(resolveSource(file, specifier));
        continue;
      }
      packages.set(specifier, [...(packages.get(specifier) ?? []), relative(root, file)]);
      if (followWorkspacePackagesFrom && workspacePackage.test(specifier)) {
        visit(resolveWorkspaceEntry(specifier, followWorkspacePackagesFrom));
      }
    }
  };
  visit(join(root, entryFile));
  return { modules: [...modules].map((file) => relative(root, file)).sort(), packages };
}

/** A package's `exports` map: its front doors (CONTRIBUTING.md, "Packages"). */
export function readPackageExports(packageDir: string): Record<string, string> {
  return (
    JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    }
  ).exports;
}

/**
 * The modules of `src/entries/` a package exports none for, and the exports whose file is
 * missing: both must be empty, or a subpath entry is unreachable or broken.
 */
export function entryDeclarationProblems(packageDir: string): {
  entryModules: string[];
  undeclared: string[];
  missing: string[];
} {
  const exported = Object.values(readPackageExports(packageDir));
  const entriesDir = join(packageDir, 'src', 'entries');
  const entryModules = existsSync(entriesDir)
    ? readdirSync(entriesDir)
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => `./src/entries/${file}`)
    : [];
  return {
    entryModules,
    undeclared: entryModules.filter((file) => !exported.includes(file)),
    missing: exported.filter((file) => !existsSync(join(packageDir, file))),
  };
}
