import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDeferredHelpMenu, type HelpMenuComponent } from './useDeferredHelpMenu';

// The menu's code as the network delivers it: the test decides each load's outcome.
function networkLoads() {
  const attempts: { resolve: (menu: HelpMenuComponent) => void; reject: (error: Error) => void }[] =
    [];
  const load = vi.fn(
    () => new Promise<HelpMenuComponent>((resolve, reject) => attempts.push({ resolve, reject })),
  );
  return { load, attempts };
}

const FakeMenu = (() => null) as unknown as HelpMenuComponent;

// The visitor opened the menu with the pointer and its code failed to load.
async function afterFailedFirstLoad() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const network = networkLoads();
  const anchor = { current: document.createElement('div') };
  const { result } = renderHook(() => useDeferredHelpMenu(anchor, network.load));
  act(() => result.current.requestOpen('pointer'));
  await act(async () => network.attempts[0]!.reject(new Error('chunk failed')));
  return { network, result };
}

describe('useDeferredHelpMenu after a failed load', () => {
  it("tries again on the next intent, and the next opening is the menu's once it arrived", async () => {
    const { network, result } = await afterFailedFirstLoad();
    expect(result.current.view).toEqual({ kind: 'fallback', openedBy: 'pointer' });

    // The next intent (hover, focus) loads it again; a second intent meanwhile does not.
    act(() => result.current.preload());
    act(() => result.current.preload());
    expect(network.load).toHaveBeenCalledTimes(2);
    await act(async () => network.attempts[1]!.resolve(FakeMenu));
    // The list the visitor may be using is not swapped under them.
    expect(result.current.view.kind).toBe('fallback');

    act(() => {
      expect(result.current.reopen('keyboard')).toBe(true);
    });
    expect(result.current.view).toEqual({ kind: 'menu', HelpMenu: FakeMenu, openedBy: 'keyboard' });
  });

  it('keeps the list while the code is still missing', async () => {
    const { result } = await afterFailedFirstLoad();
    act(() => {
      expect(result.current.reopen('pointer')).toBe(false);
    });
    expect(result.current.view.kind).toBe('fallback');
  });
});
