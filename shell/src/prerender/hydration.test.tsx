import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { changeLanguage, translationsReady } from '@nyaya/shared-platform';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Root } from '../app/Root';
import { clearRemoteModuleCache } from '../remotes/RemoteModule';
import { setAuth } from '../test/fixtures';
import { renderPage } from './renderPage';

// The floating help mounts after hydration; it is a stand-in here, as in App.test.tsx.
vi.mock('../federation/lazy-remote', async () => {
  const { createFakeRemotes } = await import('../test/fakeRemotes');
  const fakes = createFakeRemotes();
  return { loadRemoteComponent: (id: string) => fakes.loadRemoteComponent(id) };
});

let root: ReactRoot | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  clearRemoteModuleCache();
});

// React's warnings (attributes it will not patch up) and its recoverable errors (markup it
// throws away and renders again): either means the prerendered page did not hydrate as built.
let consoleMessages: string[];
let recoverableErrors: unknown[];
beforeEach(() => {
  consoleMessages = [];
  recoverableErrors = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleMessages.push(args.map(String).join(' '));
    });
  }
});

/**
 * What the browser does with a prerendered page (bootstrap.tsx): the build's markup for
 * `prerenderedAt` in the root, the address `path`, and the page hydrated as a transition.
 */
async function hydratePrerendered(prerenderedAt: string, path = prerenderedAt): Promise<void> {
  container = document.createElement('div');
  container.innerHTML = renderPage(prerenderedAt).html;
  document.body.append(container);
  window.history.replaceState(null, '', path);
  await act(async () => {
    root = hydrateRoot(
      container!,
      <StrictMode>
        <Root />
      </StrictMode>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
}

describe('hydrating the prerendered pages', () => {
  it('a signed-out visitor: no mismatch, then the signed-out actions and the contact details', async () => {
    setAuth('signedOut');
    await hydratePrerendered('/');
    expect([...recoverableErrors, ...consoleMessages]).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Consult verified lawyers across India, confidentially',
    );
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toBeInTheDocument();
    expect(screen.getByText(/^© \d{4} NyayaConnect/)).toBeInTheDocument();
  });

  it('a signed-in visitor: no mismatch, never the signed-out actions, then their name', async () => {
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    await hydratePrerendered('/');
    expect([...recoverableErrors, ...consoleMessages]).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/client-dashboard',
    );
  });

  it('a visitor whose session is still being read: the page stays as prerendered', async () => {
    setAuth('loading');
    await hydratePrerendered('/');
    expect([...recoverableErrors, ...consoleMessages]).toEqual([]);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading...');
  });

  it('the 404 page, at any path without a route', async () => {
    setAuth('signedOut');
    await hydratePrerendered('/404', '/no-such-page');
    expect([...recoverableErrors, ...consoleMessages]).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(document.title).toBe('Page not found – NyayaConnect');
  });
});

describe('hydrating the Hindi pages (docs/adr/0033-hindi-and-language-negotiation.md)', () => {
  afterEach(() => changeLanguage('en'));

  it('the Hindi landing page hydrates in Hindi without a mismatch', async () => {
    setAuth('signedOut');
    // As the prerender renders hi/index.html and the bootstrap starts a Hindi visit: the Hindi
    // catalogs in before either renders.
    await changeLanguage('hi');
    await translationsReady();
    await hydratePrerendered('/');
    expect([...recoverableErrors, ...consoleMessages]).toEqual([]);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/[\u0900-\u097F]/);
    expect(heading).not.toHaveTextContent('Consult verified lawyers across India, confidentially');
  });
});
