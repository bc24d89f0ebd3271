import { useOverlays } from '@nyaya/shared-platform';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FloatingHelp from '../../exposes/FloatingHelp';
import { renderWithProviders } from '@nyaya/shared-platform/testing';

async function openMenu(options?: Parameters<typeof renderWithProviders>[1]) {
  const view = renderWithProviders(<FloatingHelp />, options);
  await view.user.click(screen.getByRole('button', { name: 'Help' }));
  // The menu's code is loaded on that first press; the menu opens when it has arrived.
  await screen.findByRole('menu');
  return view;
}

describe('FloatingHelp', () => {
  it('lists the five entries in their documented order', async () => {
    await openMenu();
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual(['AI Lawyer', 'Call Us', 'WhatsApp', 'Email', 'File Complaint']);
  });

  it('links Call Us, WhatsApp and Email to the configured contact details', async () => {
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Call Us' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const whatsApp = screen.getByRole('menuitem', { name: 'WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/919876543211');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('menuitem', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:help@nyaya.test',
    );
  });

  it('opens the AI Lawyer intent (mf_ai_lawyer asks a visitor to sign in first)', async () => {
    const { user } = await openMenu({ auth: 'signedOut' });
    await user.click(screen.getByRole('menuitem', { name: 'AI Lawyer' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'ai-lawyer' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the complaint dialog from File Complaint (docs/adr/0021)', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'File Complaint' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'complaint' });
  });

  it('opens from the keyboard', async () => {
    const { user } = renderWithProviders(<FloatingHelp />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'AI Lawyer' })).toHaveFocus();
  });
});
