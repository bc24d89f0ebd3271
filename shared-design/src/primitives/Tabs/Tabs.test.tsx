import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function AuthTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="login" onValueChange={onValueChange}>
      <TabsList aria-label="Client Portal">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="login">Login form</TabsContent>
      <TabsContent value="signup">Sign-up form</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the default tab as selected with its panel', () => {
    renderWithTheme(<AuthTabs />);

    expect(screen.getByRole('tablist', { name: 'Client Portal' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Login form');
    expect(screen.queryByText('Sign-up form')).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and activates the focused tab', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<AuthTabs onValueChange={onValueChange} />);
    const login = screen.getByRole('tab', { name: 'Login' });
    const signUp = screen.getByRole('tab', { name: 'Sign Up' });

    await userEvent.tab();
    expect(login).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(signUp).toHaveFocus();
    expect(signUp).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign-up form');
    expect(onValueChange).toHaveBeenLastCalledWith('signup');

    // Arrow keys wrap around at the ends.
    await userEvent.keyboard('{ArrowRight}');
    expect(login).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Login form');

    await userEvent.keyboard('{ArrowLeft}');
    expect(signUp).toHaveFocus();
  });

  it('switches tab on click', async () => {
    renderWithTheme(<AuthTabs />);

    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));

    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign-up form');
  });

  it('links each panel to its tab', () => {
    renderWithTheme(<AuthTabs />);

    expect(screen.getByRole('tabpanel', { name: 'Login' })).toHaveTextContent('Login form');
  });

  it('lets a tab with a long label shrink and wrap, so the tabs share the row', () => {
    renderWithTheme(<AuthTabs />);
    for (const tab of screen.getAllByRole('tab')) {
      expect(tab).toHaveStyle({ minWidth: '0', overflowWrap: 'break-word' });
    }
  });
});
