import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import { Header } from './Header';

// The user menu's chunk arrives only when the test lets it, as on a slow network.
const chunk = vi.hoisted(() => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock('./UserMenu', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('the account button before its menu’s code has arrived', () => {
  it('answers the first click: the menu opens as soon as the code arrives', async () => {
    setAuth({ role: 'client', fullName: 'Asha Rao' });
    const user = userEvent.setup();
    renderWithShell(<Header />);
    const standIn = screen.getByRole('button', { name: 'Asha Rao' });
    expect(standIn).toHaveAttribute('aria-busy', 'true');

    await user.click(standIn);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    chunk.release();
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  });
});
