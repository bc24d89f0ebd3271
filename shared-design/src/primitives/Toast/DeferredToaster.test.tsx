import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Counts loads of the toaster entry, and can make the next ones fail like a lost chunk. */
const toasterEntry = { loads: 0, failing: false };

/**
 * A fresh module graph per test (toast store, DeferredToaster, toaster entry), so every test
 * sees the entry's first load; the mock is registered again so it wraps the fresh entry.
 */
async function loadDesign() {
  vi.resetModules();
  vi.doMock('../../entries/toaster', async (importOriginal) => {
    toasterEntry.loads += 1;
    if (toasterEntry.failing) throw new Error('Loading chunk toaster failed');
    return importOriginal();
  });
  const [{ DesignProvider }, store] = await Promise.all([
    import('../../theme/DesignProvider'),
    import('./toastStore'),
  ]);
  return { DesignProvider, ...store };
}

function region() {
  return screen.findByRole('region', { name: /Notifications/ });
}

/** Lets pending imports and React work settle without a toast region appearing. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

beforeEach(() => {
  toasterEntry.loads = 0;
  toasterEntry.failing = false;
});

describe('DesignProvider toaster, loaded on the first toast', () => {
  it('downloads and mounts nothing while no toast is queued', async () => {
    const { DesignProvider } = await loadDesign();
    render(
      <DesignProvider>
        <p>Home</p>
      </DesignProvider>,
    );
    await settle();

    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(toasterEntry.loads).toBe(0);
  });

  it('loads the Toaster when the first toast is queued and shows the toast', async () => {
    const { DesignProvider, toast } = await loadDesign();
    render(
      <DesignProvider>
        <p>Home</p>
      </DesignProvider>,
    );

    act(() => {
      toast({ title: 'Request Submitted!' });
    });

    expect(await within(await region()).findByText('Request Submitted!')).toBeInTheDocument();
    expect(toasterEntry.loads).toBe(1);
  });

  it('shows a toast queued before the Toaster mounted, once it has loaded', async () => {
    const { DesignProvider, toast } = await loadDesign();
    act(() => {
      toast({ title: 'Verification Submitted!' });
    });

    render(
      <DesignProvider>
        <p>Dashboard</p>
      </DesignProvider>,
    );

    expect(await within(await region()).findByText('Verification Submitted!')).toBeInTheDocument();
  });

  it('shows every toast queued while its code was loading', async () => {
    const { DesignProvider, toast } = await loadDesign();
    render(
      <DesignProvider>
        <p>Home</p>
      </DesignProvider>,
    );

    act(() => {
      toast({ title: 'Connecting...' });
      toast({ title: 'Connected', description: 'You can speak now.' });
    });

    const toasts = within(await region());
    expect(await toasts.findByText('Connecting...')).toBeInTheDocument();
    expect(toasts.getByText('Connected')).toBeInTheDocument();
  });

  it('stays mounted after the last toast is dismissed', async () => {
    const { DesignProvider, toast, dismissToast } = await loadDesign();
    render(
      <DesignProvider>
        <p>Home</p>
      </DesignProvider>,
    );
    act(() => {
      toast({ title: 'Welcome back!' });
    });
    const toasts = within(await region());
    await toasts.findByText('Welcome back!');

    act(() => dismissToast());

    expect(toasts.queryByText('Welcome back!')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('passes toasterProps to the Toaster', async () => {
    const { DesignProvider, toast } = await loadDesign();
    render(
      <DesignProvider toasterProps={{ label: 'Alerts ({hotkey})' }}>
        <p>Home</p>
      </DesignProvider>,
    );
    act(() => {
      toast({ title: 'Call Ended' });
    });

    const toasts = within(await screen.findByRole('region', { name: /^Alerts/ }));
    expect(await toasts.findByText('Call Ended')).toBeInTheDocument();
  });

  it('keeps the page when its code cannot load, and tries again with the next toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { DesignProvider, toast } = await loadDesign();
    toasterEntry.failing = true;
    render(
      <DesignProvider>
        <p>Home</p>
      </DesignProvider>,
    );

    act(() => {
      toast({ title: 'Submission Failed', variant: 'destructive' });
    });
    await settle();

    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(toasterEntry.loads).toBe(1);

    toasterEntry.failing = false;
    act(() => {
      toast({ title: 'Request Submitted!' });
    });

    const toasts = within(await region());
    expect(await toasts.findByText('Request Submitted!')).toBeInTheDocument();
    expect(toasts.getByText('Submission Failed')).toBeInTheDocument();
    expect(toasterEntry.loads).toBe(2);
  });

  it('hydrates a server-rendered page cleanly with a toast already queued, then shows it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { DesignProvider, toast } = await loadDesign();
    const page = (
      <DesignProvider>
        <p>Home</p>
      </DesignProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Queued before the browser takes over the page (a failed sign-in redirect).
    toast({ title: 'Sign-in failed', variant: 'destructive' });

    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(await within(await region()).findByText('Sign-in failed')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
