import { staticImportGraph } from '@nyaya/shared-design/testing';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What a first visit of the landing page downloads to start the shell: the bootstrap chunk, i.e.
 * every module that src/bootstrap.tsx reaches through static imports, and the shared packages
 * they import (and React DOM, which it imports beside /config.json).
 * The design system's Radix entries (`@nyaya/shared-design/dialog`, `/dropdown-menu`, `/select`,
 * `/tabs`, `/toaster`) must not be among them: they load with the lazily loaded code that
 * renders them. Nor must react-query (docs/adr/0007): it loads with
 * `@nyaya/shared-platform/query`, with the first remote module that uses server state; the
 * shared packages' root entries, followed into their sources, import it nowhere.
 * Read from the sources, like the build would.
 */
const sourceDir = join(process.cwd(), 'src');

/**
 * The modules reached from `entry` (shell modules, and the workspace packages' modules, whose
 * entries are followed too), and the packages they import, with the modules that import them.
 */
const staticGraph = (entry: string) =>
  staticImportGraph(entry, { root: sourceDir, followWorkspacePackagesFrom: process.cwd() });

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

  it('imports React DOM only beside /config.json, so that it runs in a task of its own', () => {
    expect(firstPaint.packages.has('react-dom/client')).toBe(false);
    expect(firstPaint.modules).toContain('app/Root.tsx');
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

  it('imports no react-query, nor the query entry that brings it', () => {
    const reactQuery = [...firstPaint.packages].filter(
      ([specifier]) =>
        specifier.startsWith('@tanstack/') || specifier === '@nyaya/shared-platform/query',
    );
    expect(Object.fromEntries(reactQuery)).toEqual({});
    // The check can fail: the query entry reaches react-query.
    expect(
      staticGraph('../../shared-platform/src/entries/query.ts').packages.has(
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
