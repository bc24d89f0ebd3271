import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as comboboxEntry from './entries/combobox';
import * as dialogEntry from './entries/dialog';
import * as dropdownMenuEntry from './entries/dropdown-menu';
import * as patternsEntry from './entries/patterns';
import * as selectEntry from './entries/select';
import * as tabsEntry from './entries/tabs';
import * as toasterEntry from './entries/toaster';
import * as publicApi from './index';
import { entryDeclarationProblems, readPackageExports, staticImportGraph } from './testing';

// jsdom gives import.meta.url another scheme; the package's source folder is stable instead.
const sourceDir = join(process.cwd(), 'src');

/** Every source file of the package (tests and test helpers aside), keyed by relative path. */
const sources: Record<string, string> = Object.fromEntries(
  readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !/^(test-utils|testing)\//.test(file))
    .map((file) => [
      `./${relative(sourceDir, join(sourceDir, file))}`,
      readFileSync(join(sourceDir, file), 'utf8'),
    ]),
);

/** The package's `exports`: its front doors (CONTRIBUTING.md, "Packages"). */
const packageExports = readPackageExports(process.cwd());

function importsOf(source: string): string[] {
  const specifiers: string[] = [];
  const pattern =
    /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) specifiers.push(specifier);
  }
  return specifiers;
}

/** Every package an entry loads with it, following its own modules' static imports. */
function packagesLoadedBy(entryFile: string): string[] {
  return [...staticImportGraph(entryFile, { root: sourceDir }).packages.keys()].sort();
}

describe('public API', () => {
  it.each([
    'theme',
    'GlobalStyle',
    'DesignProvider',
    'Button',
    'Input',
    'Textarea',
    'Field',
    'useFieldControl',
    'Badge',
    'Card',
    'CardHeader',
    'CardTitle',
    'CardContent',
    'CardFooter',
    'Skeleton',
    'SkeletonCard',
    'toast',
    'dismissToast',
    'Chip',
    'ToggleChip',
    'StarRating',
    'VisuallyHidden',
    'telHref',
  ])('exports %s', (name) => {
    expect(publicApi[name as keyof typeof publicApi]).toBeDefined();
  });

  it('has no default export', () => {
    expect('default' in publicApi).toBe(false);
  });

  it.each([
    [
      'dialog',
      dialogEntry,
      ['Dialog', 'DialogTrigger', 'DialogContent', 'DialogClose', 'ConfirmDialog'],
    ],
    [
      'dropdown-menu',
      dropdownMenuEntry,
      [
        'DropdownMenu',
        'DropdownMenuTrigger',
        'DropdownMenuContent',
        'DropdownMenuItem',
        'DropdownMenuLabel',
        'DropdownMenuSeparator',
      ],
    ],
    ['select', selectEntry, ['Select', 'SELECT_POPUP_MAX_HEIGHT']],
    ['combobox', comboboxEntry, ['MultiCombobox']],
    [
      'patterns',
      patternsEntry,
      [
        'PageHeader',
        'CounterGrid',
        'LoadErrorPanel',
        'formatDate',
        'formatDateTime',
        'formatTime',
        'formatNumber',
        'formatRupees',
        'INDIA_TIME_ZONE',
      ],
    ],
    ['tabs', tabsEntry, ['Tabs', 'TabsList', 'TabsTrigger', 'TabsContent']],
    ['toaster', toasterEntry, ['Toaster']],
  ] as const)('@nyaya/shared-design/%s exports exactly its family', (name, entry, names) => {
    expect(Object.keys(entry).sort()).toEqual([...names].sort());
    expect(packageExports[`./${name}`]).toBe(`./src/entries/${name}.ts`);
    // Each family has one front door: the root entry does not carry it too.
    for (const exported of names) expect(publicApi).not.toHaveProperty(exported);
  });
});

describe('entries', () => {
  it('declares every entries/ module in package.json exports, and every export exists', () => {
    const { entryModules, undeclared, missing } = entryDeclarationProblems(process.cwd());
    expect(entryModules.length).toBeGreaterThan(0);
    expect(undeclared).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('keeps the root entry free of Radix: it is on every first paint', () => {
    const loaded = packagesLoadedBy('index.ts');
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((specifier) => specifier.startsWith('@radix-ui/'))).toEqual([]);
  });

  it.each([
    ['entries/dialog.ts', '@radix-ui/react-dialog'],
    ['entries/dropdown-menu.ts', '@radix-ui/react-dropdown-menu'],
    ['entries/select.ts', '@radix-ui/react-select'],
    ['entries/tabs.ts', '@radix-ui/react-tabs'],
    ['entries/toaster.ts', '@radix-ui/react-toast'],
  ])('%s loads only its own Radix family, %s', (entry, family) => {
    const radix = packagesLoadedBy(entry).filter((specifier) => specifier.startsWith('@radix-ui/'));
    expect(radix).toEqual([family]);
  });

  it('keeps the patterns entry to React and styled-components: every remote page loads it', () => {
    expect(packagesLoadedBy('entries/patterns.ts')).toEqual(['react', 'styled-components']);
  });

  it('loads downshift only in the combobox entry', () => {
    expect(packagesLoadedBy('entries/combobox.ts')).toContain('downshift');
    for (const entry of ['index.ts', 'entries/patterns.ts', 'entries/select.ts']) {
      expect(packagesLoadedBy(entry)).not.toContain('downshift');
    }
  });
});

describe('package boundaries', () => {
  it('finds the source files to check', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('imports only React, styled-components, Radix, downshift and its own modules', () => {
    const allowed = [
      /^\./,
      /^react(\/|$)/,
      /^react-dom(\/|$)/,
      /^styled-components$/,
      /^@radix-ui\//,
      /^downshift$/,
    ];
    const offenders = Object.entries(sources).flatMap(([file, source]) =>
      importsOf(source)
        .filter((specifier) => !allowed.some((rule) => rule.test(specifier)))
        .map((specifier) => `${file} -> ${specifier}`),
    );

    expect(offenders).toEqual([]);
  });
});
