import type { Tables } from '@nyaya/db';
import { setRuntimeConfig } from '@nyaya/shared-platform';
import { directoryRow } from '../test/directoryRow';
import { PlatformQueryProvider, pageQueryClient } from '@nyaya/shared-platform/query';
import {
  mockPostgrest,
  renderWithProviders,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import DirectoryPage from './DirectoryPage';
import prefetchDirectoryPage from './prefetchDirectoryPage';

function answerDirectory(rows: Tables<'lawyer_directory'>[]) {
  return mockPostgrest('post', 'rpc/search_lawyer_directory', () => ({
    body: rows,
    headers: { 'Content-Range': `0-${rows.length - 1}/${rows.length}` },
  }));
}

// The shell has read the runtime config before it calls the prefetch.
beforeEach(() => setRuntimeConfig(testRuntimeConfig()));
// The prefetch fills the page's own query client, a singleton of the page's life.
afterEach(() => pageQueryClient().clear());

describe('prefetchDirectoryPage', () => {
  it("reads the first page for the address's filters, which the page then shows without reading again", async () => {
    const calls = answerDirectory([
      directoryRow({ id: 'l-1', name: 'Asha Rao' }),
      directoryRow({ id: 'l-2', name: 'Vikram Singh' }),
    ]);
    prefetchDirectoryPage({
      pathname: '/lawyers',
      search: '?specialization=Family+Law&city=Delhi',
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ specialization: 'Family Law', city: 'Delhi' });
    expect(calls[0]!.url.searchParams.get('offset')).toBe('0');

    // The page as the shell mounts it: on the page's query client, at the same address.
    renderWithProviders(
      <PlatformQueryProvider client={pageQueryClient()}>
        <DirectoryPage />
      </PlatformQueryProvider>,
      { route: '/lawyers?specialization=Family+Law&city=Delhi' },
    );
    expect(await screen.findByRole('article', { name: 'Asha Rao' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Vikram Singh' })).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('ignores values the directory does not offer, as the page does', async () => {
    const calls = answerDirectory([]);
    prefetchDirectoryPage({ pathname: '/lawyers', search: '?specialization=Astrology&rating=9' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({});
  });
});
