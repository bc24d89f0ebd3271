import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useOverlays } from '@nyaya/shared-platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRemoteModuleCache } from '../../remotes/RemoteModule';
import { setAuth } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import { AppRoutes } from './AppRoutes';

const fakes = vi.hoisted(() => ({
  current: null as null | ReturnType<typeof import('../../test/fakeRemotes').createFakeRemotes>,
}));

vi.mock('../../federation/lazy-remote', async () => {
  const { createFakeRemotes } = await import('../../test/fakeRemotes');
  fakes.current = createFakeRemotes();
  return { loadRemoteComponent: (id: string) => fakes.current!.loadRemoteComponent(id) };
});

const location = () => screen.getByTestId('location').textContent;

beforeEach(async () => {
  await import('../../federation/lazy-remote');
  fakes.current!.loads.length = 0;
});
afterEach(clearRemoteModuleCache);

describe('routes', () => {
  it("renders the landing page at '/'", () => {
    setAuth('signedOut');
    renderWithShell(<AppRoutes />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Consult verified lawyers across India, confidentially',
    );
  });

  it('serves the unsubscribe page at /unsubscribe to a visitor, loading no remote', async () => {
    setAuth('signedOut');
    renderWithShell(<AppRoutes />, { path: '/unsubscribe?token=abc' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from these e-mails' }),
    ).toBeVisible();
    expect(location()).toBe('/unsubscribe?token=abc');
    expect(fakes.current!.loads).toEqual([]);
    expect(document.title).toBe('Unsubscribe – NyayaConnect');
  });

  it('loads the directory remote at /lawyers', async () => {
    setAuth('signedOut');
    renderWithShell(<AppRoutes />, { path: '/lawyers' });
    expect(await screen.findByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_directory/DirectoryPage',
    );
    expect(document.title).toBe('Find Expert Lawyers – NyayaConnect');
  });

  it("loads the directory's lawyer profile page at /lawyers/:id", async () => {
    setAuth('signedOut');
    renderWithShell(<AppRoutes />, { path: '/lawyers/3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b' });
    expect(await screen.findByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_directory/LawyerProfilePage',
    );
    expect(document.title).toBe('Lawyer profile – NyayaConnect');
  });

  it.each(['/lawyers/x/y', '/lawyers-x'])('shows the 404 page, not a profile, at %s', (path) => {
    setAuth('signedOut');
    renderWithShell(<AppRoutes />, { path });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    expect(fakes.current!.loads).toEqual([]);
  });

  it('shows the 404 page with a link home for any other path', async () => {
    setAuth('signedOut');
    const user = userEvent.setup();
    renderWithShell(<AppRoutes />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(location()).toBe('/');
  });

  it('loads the public request status page at /support/status, with its address kept', async () => {
    setAuth('signedOut');
    renderWithShell(<AppRoutes />, { path: '/support/status?reference=CB-7K3M-9Q2X' });
    expect(await screen.findByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_support_widgets/SupportStatusPage',
    );
    expect(location()).toBe('/support/status?reference=CB-7K3M-9Q2X');
    expect(useOverlays.getState().current).toBeNull();
    expect(document.title).toBe('Check request status – NyayaConnect');
  });

  it('shows the area error with a Try again that really reloads the remote', async () => {
    setAuth('signedOut');
    // With Sentry off, shared-platform's reportRemoteError logs the error under the remote's name.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakes.current!.fail('mf_directory/DirectoryPage');
    const user = userEvent.setup();
    renderWithShell(<AppRoutes />, { path: '/lawyers' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lawyer directory is temporarily unavailable.',
    );
    expect(consoleError).toHaveBeenCalledWith('[mf_directory]', expect.any(Error));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_directory/DirectoryPage',
    );
    expect(fakes.current!.loads.filter((id) => id === 'mf_directory/DirectoryPage')).toHaveLength(
      2,
    );
  });
});

describe('dashboard guards', () => {
  it('waits while the session loads, then lets a lawyer into the lawyer dashboard', async () => {
    setAuth('loading');
    renderWithShell(<AppRoutes />, { path: '/lawyer-dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(location()).toBe('/lawyer-dashboard');
    expect(fakes.current!.loads).toEqual([]);

    setAuth({ role: 'lawyer', fullName: 'Priya Sharma' });
    expect(await screen.findByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_lawyer_portal/LawyerDashboardPage',
    );
    expect(location()).toBe('/lawyer-dashboard');
  });

  it.each([
    ['/lawyer-dashboard', 'lawyer', 'mf_lawyer_portal/LawyerDashboardPage'],
    ['/client-dashboard', 'client', 'mf_client_dashboard/ClientDashboardPage'],
    ['/ai-consultations', 'client', 'mf_ai_lawyer/ConsultationHistoryPage'],
  ] as const)(
    "opens the %s portal's login for a visitor at %s and shows the page once signed in",
    async (path, portal, module) => {
      useOverlays.getState().close();
      setAuth('signedOut');
      renderWithShell(<AppRoutes />, { path });
      expect(
        await screen.findByRole('heading', { name: 'Please log in to see this page' }),
      ).toBeVisible();
      expect(useOverlays.getState().current).toEqual({ kind: 'auth', portal, tab: 'login' });
      // Not sent away: the address stays, and nothing of the page loads yet.
      expect(location()).toBe(path);
      expect(fakes.current!.loads).toEqual([]);

      // Closing the dialog leaves a way to open it again.
      useOverlays.getState().close();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
      expect(useOverlays.getState().current).toEqual({ kind: 'auth', portal, tab: 'login' });

      setAuth({ role: portal, fullName: 'Asha Rao' });
      expect(await screen.findByTestId('remote')).toHaveAttribute('data-module', module);
      expect(location()).toBe(path);
    },
  );

  it.each([
    ['/lawyer-dashboard', { role: 'client' as const }, '/client-dashboard'],
    ['/client-dashboard', { role: 'lawyer' as const }, '/lawyer-dashboard'],
  ])('redirects %s for %j to %s', async (path, auth, target) => {
    setAuth(auth);
    renderWithShell(<AppRoutes />, { path });
    await waitFor(() => expect(location()).toBe(target));
  });

  it('lets a client into the client dashboard', async () => {
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    renderWithShell(<AppRoutes />, { path: '/client-dashboard' });
    expect(await screen.findByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_client_dashboard/ClientDashboardPage',
    );
  });

  it.each(['client', 'lawyer'] as const)(
    'lets any signed-in user (%s) into the AI consultation history',
    async (role) => {
      setAuth({ role, fullName: 'Asha Rao' });
      renderWithShell(<AppRoutes />, { path: '/ai-consultations' });
      expect(await screen.findByTestId('remote')).toHaveAttribute(
        'data-module',
        'mf_ai_lawyer/ConsultationHistoryPage',
      );
    },
  );

  it('opens the staff login for a visitor at /ops, and shows the console once signed in', async () => {
    useOverlays.getState().close();
    setAuth('signedOut');
    renderWithShell(<AppRoutes />, { path: '/ops' });
    expect(
      await screen.findByRole('heading', { name: 'Please log in to see this page' }),
    ).toBeVisible();
    expect(useOverlays.getState().current).toEqual({ kind: 'auth', portal: 'staff', tab: 'login' });
    expect(location()).toBe('/ops');
    expect(fakes.current!.loads).toEqual([]);

    useOverlays.getState().close();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'auth', portal: 'staff', tab: 'login' });

    // Staff accounts are clients or lawyers to the shell; the console asks the database.
    setAuth({ role: 'client', fullName: 'Rohan Das' });
    expect(await screen.findByTestId('remote')).toHaveAttribute(
      'data-module',
      'mf_ops_console/OpsConsolePage',
    );
    expect(location()).toBe('/ops');
    expect(document.title).toBe('Staff console – NyayaConnect');
  });

  it.each(['client', 'lawyer'] as const)(
    'renders the console for any signed-in account (%s): the console itself turns non-staff away',
    async (role) => {
      setAuth({ role, fullName: 'Meera Iyer' });
      renderWithShell(<AppRoutes />, { path: '/ops' });
      expect(await screen.findByTestId('remote')).toHaveAttribute(
        'data-module',
        'mf_ops_console/OpsConsolePage',
      );
      expect(location()).toBe('/ops');
    },
  );

  it('treats an account without a role as a client (role defaults to client)', async () => {
    setAuth({ role: null, fullName: 'No Role' });
    renderWithShell(<AppRoutes />, { path: '/lawyer-dashboard' });
    await waitFor(() => expect(location()).toBe('/client-dashboard'));
  });
});
