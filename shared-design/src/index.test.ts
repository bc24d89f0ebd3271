import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as publicApi from './index';

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

describe('public API', () => {
  it.each([
    'theme',
    'GlobalStyle',
    'DesignProvider',
    'Button',
    'Dialog',
    'DialogTrigger',
    'DialogContent',
    'DialogClose',
    'Tabs',
    'TabsList',
    'TabsTrigger',
    'TabsContent',
    'Select',
    'DropdownMenu',
    'DropdownMenuTrigger',
    'DropdownMenuContent',
    'DropdownMenuItem',
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
    'Toaster',
    'Chip',
    'ToggleChip',
    'MultiPicker',
    'StarRating',
  ])('exports %s', (name) => {
    expect(publicApi[name as keyof typeof publicApi]).toBeDefined();
  });

  it('has no default export', () => {
    expect('default' in publicApi).toBe(false);
  });
});

describe('package boundaries', () => {
  it('finds the source files to check', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('imports only React, styled-components, Radix and its own modules', () => {
    const allowed = [
      /^\./,
      /^react(\/|$)/,
      /^react-dom(\/|$)/,
      /^styled-components$/,
      /^@radix-ui\//,
    ];
    const offenders = Object.entries(sources).flatMap(([file, source]) =>
      importsOf(source)
        .filter((specifier) => !allowed.some((rule) => rule.test(specifier)))
        .map((specifier) => `${file} -> ${specifier}`),
    );

    expect(offenders).toEqual([]);
  });
});
