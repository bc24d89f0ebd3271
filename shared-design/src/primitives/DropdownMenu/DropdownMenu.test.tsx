import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Button } from '../Button/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

function UserMenu({ onSignOut, onProfile }: { onSignOut: () => void; onProfile?: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost">Priya Sharma</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Priya Sharma</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onProfile}>Dashboard</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={onSignOut}>
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens on click and runs the chosen item, then closes', async () => {
    const onSignOut = vi.fn();
    renderWithTheme(<UserMenu onSignOut={onSignOut} />);
    const trigger = screen.getByRole('button', { name: 'Priya Sharma' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('is keyboard operable: Enter opens, arrows move, Enter selects', async () => {
    const onSignOut = vi.fn();
    const onProfile = vi.fn();
    renderWithTheme(<UserMenu onSignOut={onSignOut} onProfile={onProfile} />);

    screen.getByRole('button', { name: 'Priya Sharma' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onProfile).not.toHaveBeenCalled();
  });

  it('closes on Escape without running an item and returns focus to the trigger', async () => {
    const onSignOut = vi.fn();
    renderWithTheme(<UserMenu onSignOut={onSignOut} />);
    const trigger = screen.getByRole('button', { name: 'Priya Sharma' });

    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onSignOut).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });
});
