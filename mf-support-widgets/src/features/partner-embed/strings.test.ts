import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launcherHi } from '../../i18n/hi-launcher';
import { hasString, resetCatalogs, setCatalogs, t } from './strings';
import { formCatalogsHi } from './strings.hi';

/** Every literal key the embed passes to t(), in its source files. */
function keysUsed(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/\bt\('([^']+)'/g)].map(
        (match) => match[1]!,
      ),
    );
}

describe('the embed’s strings', () => {
  it('come from the remote’s catalog and the platform’s common one', () => {
    expect(t('complaint.title')).toBe('File a Complaint');
    expect(t('mf_support_widgets:floatingHelp.email')).toBe('Email');
    expect(t('common:cancel')).toBe('Cancel');
  });

  it('fill in values and name a missing key rather than show nothing', () => {
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('common:no-such-key')).toBe('common:no-such-key');
  });

  it('exist for every key the embed uses', () => {
    const keys = keysUsed(import.meta.dirname);
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => t(key) === key)).toEqual([]);
  });

  it('exist in Hindi for every key the embed uses, the launcher’s in its own small catalog', () => {
    const keys = keysUsed(import.meta.dirname).filter((key) => t(key) !== key);
    const launcherKeys = [
      ...keysUsed(join(import.meta.dirname, 'launcher')),
      ...keys.filter((key) => key.startsWith('embed.')),
    ];
    try {
      setCatalogs('hi', { mf_support_widgets: launcherHi });
      expect(launcherKeys.filter((key) => !hasString(key))).toEqual([]);
      setCatalogs('hi', formCatalogsHi);
      expect(keys.filter((key) => !hasString(key))).toEqual([]);
      expect(t('complaint.title')).toBe('शिकायत दर्ज करें');
    } finally {
      resetCatalogs();
    }
  });
});
