import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRemoteModuleCache, preloadedModulesSettled } from '../../remotes/RemoteModule';
import { setAuth } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import { AppRoutes } from './AppRoutes';
import { preloadPage } from './preloadPage';

const fakes = vi.hoisted(() => ({
  current: null as null | ReturnType<typeof import('../../test/fakeRemotes').createFakeRemotes>,
  prefetches: [] as { id: string; location: unknown }[],
  missingPrefetch: false,
}));

vi.mock('../../federation/lazy-remote', async () => {
  const { createFakeRemotes } = await import('../../test/fakeRemotes');
  fakes.current = createFakeRemotes();
  return { loadRemoteComponent: (id: string) => fakes.current!.loadRemoteComponent(id) };
});

// prefetchPage loads a plain module (no component) through the federation runtime itself.
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async (id: string) => {
    if (fakes.missingPrefetch) throw new Error(`${id} is not exposed by this release`);
    return { default: (location: unknown) => fakes.prefetches.push({ id, location }) };
  },
}));

beforeEach(async () => {
  await import('../../federation/lazy-remote');
  fakes.current!.loads.length = 0;
  fakes.prefetches.length = 0;
  fakes.missingPrefetch = false;
  setAuth('signedOut');
});
afterEach(clearRemoteModuleCache);

describe('preloadPage', () => {
  it("loads a remote page's module before the first render, which then shows the page at once", async () => {
    await preloadPage({ pathname: '/lawyers', search: '' });
    expect(fakes.current!.loads).toEqual(['mf_directory/DirectoryPage']);

    renderWithShell(<AppRoutes />, { path: '/lawyers' });
    // No skeleton first: the module is there, so the page renders without suspending.
    expect(screen.getByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_directory/DirectoryPage',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Loaded once: the render took the early load.
    expect(fakes.current!.loads).toEqual(['mf_directory/DirectoryPage']);
  });

  it("starts the page's prefetch with the address", async () => {
    await preloadPage({ pathname: '/lawyers', search: '?specialization=Family+Law' });
    await vi.waitFor(() =>
      expect(fakes.prefetches).toEqual([
        {
          id: 'mf_directory/prefetchDirectoryPage',
          location: { pathname: '/lawyers', search: '?specialization=Family+Law' },
        },
      ]),
    );
  });

  it('still shows the page when the remote release has no prefetch', async () => {
    fakes.missingPrefetch = true;
    await preloadPage({ pathname: '/lawyers', search: '' });
    renderWithShell(<AppRoutes />, { path: '/lawyers' });
    expect(screen.getByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_directory/DirectoryPage',
    );
  });

  it('loads a page without a prefetch alone, and nothing for the landing page', async () => {
    await preloadPage({ pathname: '/lawyers/3f2b8c1e', search: '' });
    await preloadPage({ pathname: '/', search: '' });
    await preloadPage({ pathname: '/no/such/page', search: '' });
    expect(fakes.current!.loads).toEqual(['mf_directory/LawyerProfilePage']);
    expect(fakes.prefetches).toEqual([]);
  });

  it("loads a legal page's text in the visit's language, so that the first render shows it", async () => {
    const { legalPage, loadLegalDocument } = await import('../legal');
    await preloadPage({ pathname: '/privacy', search: '' }, 'hi');
    expect(loadLegalDocument(legalPage('privacy'), 'hi')).toMatchObject({
      status: 'fulfilled',
      value: { title: 'गोपनीयता सूचना' },
    });
    expect(fakes.current!.loads).toEqual([]);
  });

  it('settles when the module fails, and the page shows the area error with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakes.current!.fail('mf_directory/DirectoryPage');
    await preloadPage({ pathname: '/lawyers', search: '' });
    await preloadedModulesSettled();

    renderWithShell(<AppRoutes />, { path: '/lawyers' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lawyer directory is temporarily unavailable.',
    );
    expect(fakes.current!.loads).toEqual(['mf_directory/DirectoryPage']);
  });
});
