import { readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What the landing page downloads before its first paint: the bootstrap chunk, i.e. every module
 * that src/bootstrap.tsx reaches through static imports, and the shared packages they import.
 * The design system's Radix entries (`@nyaya/shared-design/dialog`, `/dropdown-menu`, `/select`,
 * `/tabs`, `/toaster`) must not be among them: they load with the lazily loaded code that
 * renders them. Nor must react-query (docs/adr/0007): it loads with
 * `@nyaya/shared-platform/data`, with the first page or dialog that uses the data hooks; the
 * shared packages' root entries, followed into their sources, import it nowhere.
 * Read from the sources, like the build would.
 */
const sourceDir = join(process.cwd(), 'src');

/** Static imports and re-exports that exist at run time: no `import type`, no `import()`. */
function runtimeImportsOf(source: string): string[] {
  const pattern =
    /^(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((match) => (match[1] ?? match[2])!);
}

function resolveSource(fromFile: string, specifier: string): string {
  const base = join(dirname(fromFile), specifier);
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((extension) => base + extension)
    .find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
  if (!file) throw new Error(`${relative(sourceDir, fromFile)}: cannot resolve ${specifier}`);
  return file;
}

const workspacePackage = /^(@nyaya\/[^/]+)(\/.*)?$/;

/** The source file of a workspace package's entry (`@nyaya/shared-platform/data`), by its `exports`. */
function resolveWorkspaceEntry(specifier: string): string {
  const [, name, subpath = ''] = specifier.match(workspacePackage)!;
  const packageDir = realpathSync(join(process.cwd(), 'node_modules', name!));
  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const file = exports[`.${subpath}`];
  if (!file) throw new Error(`${name} exports no "${subpath || '.'}"`);
  return join(packageDir, file);
}

/**
 * The modules reached from `entry` (shell modules, and the workspace packages' modules, whose
 * entries are followed too), and the packages they import, with the modules that import them.
 */
function staticGraph(entry: string): { modules: string[]; packages: Map<string, string[]> } {
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
      packages.set(specifier, [...(packages.get(specifier) ?? []), relative(sourceDir, file)]);
      if (workspacePackage.test(specifier)) visit(resolveWorkspaceEntry(specifier));
    }
  };
  visit(join(sourceDir, entry));
  return { modules: [...modules].map((file) => relative(sourceDir, file)), packages };
}

const designEntry = /^@nyaya\/shared-design\/./;

describe('first paint', () => {
  const firstPaint = staticGraph('bootstrap.tsx');

  it('reaches the page frame: header, account actions, overlay host, landing page', () => {
    expect(firstPaint.modules).toEqual(
      expect.arrayContaining([
        'features/header/AccountActions.tsx',
        'features/overlays/OverlayHost.tsx',
        'features/landing/LandingPage.tsx',
      ]),
    );
    expect(firstPaint.packages.has('@nyaya/shared-design')).toBe(true);
  });

  it('imports none of the design system’s Radix entries', () => {
    const entries = [...firstPaint.packages].filter(([specifier]) => designEntry.test(specifier));
    expect(Object.fromEntries(entries)).toEqual({});
  });

  it('follows the shared packages’ root entries into their sources', () => {
    expect(firstPaint.modules).toEqual(
      expect.arrayContaining([
        '../../shared-platform/src/index.ts',
        '../../shared-platform/src/providers/PlatformProviders.tsx',
        '../../shared-design/src/index.ts',
      ]),
    );
  });

  it('imports no react-query, nor the data entry that brings it', () => {
    const reactQuery = [...firstPaint.packages].filter(
      ([specifier]) =>
        specifier.startsWith('@tanstack/') || specifier === '@nyaya/shared-platform/data',
    );
    expect(Object.fromEntries(reactQuery)).toEqual({});
    // The check can fail: the data entry reaches react-query.
    expect(
      staticGraph('../../shared-platform/src/entries/data.ts').packages.has(
        '@tanstack/react-query',
      ),
    ).toBe(true);
  });

  it.each([
    ['features/header/UserMenu.tsx', '@nyaya/shared-design/dropdown-menu'],
    ['features/overlays/OverlayUnavailable.tsx', '@nyaya/shared-design/dialog'],
    ['features/consultation-choice/ConsultationChoiceDialog.tsx', '@nyaya/shared-design/dialog'],
    ['features/auth-dialog/AuthDialog.tsx', '@nyaya/shared-design/tabs'],
  ])('leaves %s (with %s) to a lazily loaded chunk', (module, entry) => {
    expect(firstPaint.modules).not.toContain(module);
    expect(staticGraph(module).packages.has(entry)).toBe(true);
  });
});
