import { signOut } from '@nyaya/shared-platform';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import { Header } from './Header';

vi.mock('@nyaya/shared-platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@nyaya/shared-platform')>()),
  signOut: vi.fn(async () => undefined),
}));

// The user menu's chunk (Radix DropdownMenu) does not arrive, as when the network drops.
vi.mock('./UserMenu', () => {
  throw new Error('Loading chunk UserMenu failed');
});

describe('AccountActions without the user menu’s code', () => {
  it('shows the name and a Sign Out button in the menu’s place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    const user = userEvent.setup();
    renderWithShell(<Header />);
    const [desktopSignOut] = await screen.findAllByRole('button', { name: 'Sign Out' });

    expect(screen.getAllByText('Asha Rao').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Asha Rao' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await user.click(desktopSignOut!);
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
