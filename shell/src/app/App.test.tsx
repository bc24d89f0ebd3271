import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRemoteModuleCache } from '../remotes/RemoteModule';
import { setAuth } from '../test/fixtures';
import { renderWithShell } from '../test/render';
import { App } from './App';

const fakes = vi.hoisted(() => ({
  current: null as null | ReturnType<typeof import('../test/fakeRemotes').createFakeRemotes>,
}));

vi.mock('../federation/lazy-remote', async () => {
  const { createFakeRemotes } = await import('../test/fakeRemotes');
  fakes.current = createFakeRemotes();
  return { loadRemoteComponent: (id: string) => fakes.current!.loadRemoteComponent(id) };
});

beforeEach(async () => {
  await import('../federation/lazy-remote');
  fakes.current!.loads.length = 0;
});
afterEach(clearRemoteModuleCache);

describe('App', () => {
  it('has a skip link to the main content and the page landmarks', async () => {
    setAuth('signedOut');
    renderWithShell(<App />);
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // The help widget arrives after the first paint.
    await screen.findByTestId('remote');
  });

  it('moves focus to the new page after navigating', async () => {
    setAuth('signedOut');
    const user = userEvent.setup();
    renderWithShell(<App />, { path: '/somewhere-else' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.title).toBe('NyayaConnect – Legal consultation with verified lawyers');
  });

  it('renders the overlay the page asks for, and returns focus to its opener on close', async () => {
    setAuth('signedOut');
    const user = userEvent.setup();
    renderWithShell(<App />);
    const opener = screen.getAllByRole('button', { name: 'Start Consultation' })[0]!;
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', {
      name: 'Get Started with Legal Consultation',
    });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
