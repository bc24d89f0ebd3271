import { signOut, useOverlays } from '@nyaya/shared-platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test/render';
import { setAuth } from '../../test/fixtures';
import { Header } from './Header';

vi.mock('@nyaya/shared-platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@nyaya/shared-platform')>()),
  signOut: vi.fn(async () => undefined),
}));

function renderHeader() {
  const user = userEvent.setup();
  renderWithShell(<Header />);
  return { user, banner: screen.getByRole('banner') };
}

describe('Header', () => {
  it('shows Home, Find Lawyers and AI Lawyer on every state', () => {
    setAuth('signedOut');
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Find Lawyers' })).toHaveAttribute(
      'href',
      '/lawyers',
    );
    expect(screen.getByRole('button', { name: 'AI Lawyer' })).toBeInTheDocument();
  });

  it("shows 'Loading...' while the session is read", () => {
    setAuth('loading');
    renderHeader();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers Login, Join as Lawyer and Talk to Us when signed out, each opening its overlay', async () => {
    setAuth('signedOut');
    const { user } = renderHeader();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'client',
      tab: 'login',
    });

    await user.click(screen.getByRole('button', { name: 'Join as Lawyer' }));
    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'lawyer',
      tab: 'signup',
    });

    await user.click(screen.getByRole('button', { name: 'Talk to Us' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'callback' });
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('opens the AI Lawyer intent, signed in or out (mf_ai_lawyer asks a visitor to sign in)', async () => {
    setAuth('signedOut');
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'AI Lawyer' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'ai-lawyer' });
  });

  it("links a client's Dashboard to the client dashboard and shows their name with Sign Out", async () => {
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    const { user } = renderHeader();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/client-dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    // The menu's code loads after the header shows (UserMenu); then the name opens it.
    await user.click(await screen.findByRole('button', { name: 'Asha Rao', expanded: false }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("links a lawyer's Dashboard to the lawyer dashboard", () => {
    setAuth({ role: 'lawyer', fullName: 'Priya Sharma' });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/lawyer-dashboard',
    );
    expect(screen.getByRole('button', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  it("falls back to 'User' when the account has no full name", () => {
    setAuth({ role: 'client', fullName: null });
    renderHeader();
    expect(screen.getByRole('button', { name: 'User' })).toBeInTheDocument();
  });

  it('has a mobile menu toggle that reveals the same links and actions', async () => {
    setAuth('signedOut');
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panelId = toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const inPanel = within(panel);
    expect(inPanel.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(inPanel.getByRole('link', { name: 'Find Lawyers' })).toBeInTheDocument();
    expect(inPanel.getByRole('button', { name: 'AI Lawyer' })).toBeInTheDocument();
    expect(inPanel.getByRole('button', { name: 'Talk to Us' })).toBeInTheDocument();

    // An action closes the menu.
    await user.click(inPanel.getByRole('button', { name: 'Login' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(useOverlays.getState().current).toEqual({
      kind: 'auth',
      portal: 'client',
      tab: 'login',
    });
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    setAuth({ role: 'lawyer', fullName: 'Priya Sharma' });
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Priya Sharma')).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Find Lawyers' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    within(panel).getByRole('button', { name: 'Sign Out' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
