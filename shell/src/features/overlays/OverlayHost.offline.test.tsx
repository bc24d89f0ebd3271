import { useOverlays } from '@nyaya/shared-platform';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test/render';
import { OverlayHost } from './OverlayHost';

const fakes = vi.hoisted(() => ({
  current: null as null | ReturnType<typeof import('../../test/fakeRemotes').createFakeRemotes>,
}));

vi.mock('../../federation/lazy-remote', async () => {
  const { createFakeRemotes } = await import('../../test/fakeRemotes');
  fakes.current = createFakeRemotes();
  return { loadRemoteComponent: (id: string) => fakes.current!.loadRemoteComponent(id) };
});

// The 'not available' dialog's own chunk (with the dialog entry) does not arrive either.
vi.mock('./OverlayUnavailable', () => {
  throw new Error('Loading chunk OverlayUnavailable failed');
});

describe('OverlayHost when even the unavailable dialog cannot load', () => {
  it('says so in a plain notice that Close dismisses, and keeps the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await import('../../federation/lazy-remote');
    fakes.current!.fail('mf_support_widgets/ComplaintDialog');
    const user = userEvent.setup();
    renderWithShell(
      <>
        <p>Landing</p>
        <OverlayHost />
      </>,
    );

    act(() => useOverlays.getState().open({ kind: 'complaint' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Not available right now');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useOverlays.getState().current).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Landing')).toBeInTheDocument();
  });
});
