import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRemoteModuleCache, preloadRemoteModule } from '../../remotes/RemoteModule';
import { renderWithShell } from '../../test/render';
import { FloatingHelpSlot } from './FloatingHelpSlot';

const fakes = vi.hoisted(() => ({
  current: null as null | ReturnType<typeof import('../../test/fakeRemotes').createFakeRemotes>,
}));

vi.mock('../../federation/lazy-remote', async () => {
  const { createFakeRemotes } = await import('../../test/fakeRemotes');
  fakes.current = createFakeRemotes();
  return { loadRemoteComponent: (id: string) => fakes.current!.loadRemoteComponent(id) };
});

beforeEach(async () => {
  await import('../../federation/lazy-remote');
  fakes.current!.loads.length = 0;
});
afterEach(clearRemoteModuleCache);

describe('FloatingHelpSlot', () => {
  it('loads the help widget only after the first paint, once the page is idle', async () => {
    renderWithShell(<FloatingHelpSlot />);
    // First render: no remote code requested, nothing shown.
    expect(fakes.current!.loads).toEqual([]);
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();

    expect(await screen.findByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_support_widgets/FloatingHelp',
    );
    expect(fakes.current!.loads).toEqual(['mf_support_widgets/FloatingHelp']);
  });

  it("waits for the first page's module first, so its downloads do not compete", async () => {
    let arrive!: () => void;
    fakes.current!.loadRemoteComponent.mockImplementationOnce(async (id: string) => {
      fakes.current!.loads.push(id);
      await new Promise<void>((resolve) => (arrive = resolve));
      return { default: () => null };
    });
    void preloadRemoteModule({ remote: 'mf_directory', expose: './DirectoryPage' });
    renderWithShell(<FloatingHelpSlot />);

    // Painted and idle long since, but the page's module is still on its way.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fakes.current!.loads).toEqual(['mf_directory/DirectoryPage']);

    arrive();
    expect(await screen.findByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_support_widgets/FloatingHelp',
    );
  });

  it('leaves the corner empty (no error panel) when the widget cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakes.current!.fail('mf_support_widgets/FloatingHelp');
    renderWithShell(<FloatingHelpSlot />);
    await vi.waitFor(() => expect(fakes.current!.loads).toHaveLength(1));
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('[mf_support_widgets]', expect.any(Error)),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
