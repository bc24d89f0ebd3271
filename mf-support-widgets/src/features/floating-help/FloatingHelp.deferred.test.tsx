import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The design system's dropdown-menu entry, as the federation runtime would fetch it: its loads
 * are counted, and a test can hold it back (`holdBack()` ... `arrive()`) or make it fail like
 * a chunk that does not arrive.
 */
const menuEntry = {
  loads: 0,
  failing: false,
  arrived: Promise.resolve(),
  arrive: () => {},
  /** The last load; a test waits for it, or the next test's import could join it. */
  inFlight: Promise.resolve() as Promise<unknown>,
};

function holdBack() {
  menuEntry.arrived = new Promise((resolve) => {
    menuEntry.arrive = resolve;
  });
}

/**
 * A fresh module graph per test, so every test sees the entry's first load; the platform comes
 * from the same graph, so the overlay store is the one the widget writes to.
 */
async function renderFloatingHelp(options?: { auth?: 'signedOut' | { fullName: string } }) {
  vi.resetModules();
  vi.doMock('@nyaya/shared-design/dropdown-menu', (importOriginal) => {
    menuEntry.loads += 1;
    const load = menuEntry.arrived.then(() => {
      if (menuEntry.failing) throw new Error('Loading chunk dropdown-menu failed');
      return importOriginal();
    });
    menuEntry.inFlight = load.catch(() => undefined);
    return load;
  });
  const [{ default: FloatingHelp }, { renderWithProviders }, { useOverlays }] = await Promise.all([
    import('../../exposes/FloatingHelp'),
    import('@nyaya/shared-platform/testing'),
    import('@nyaya/shared-platform'),
  ]);
  const view = renderWithProviders(
    <>
      <FloatingHelp />
      <button type="button">Elsewhere</button>
    </>,
    options,
  );
  return { ...view, useOverlays };
}

const helpButton = () => screen.getByRole('button', { name: 'Help' });

/** Lets pending imports and React work settle. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

async function arrive() {
  await act(async () => menuEntry.arrive());
}

beforeEach(() => {
  menuEntry.loads = 0;
  menuEntry.failing = false;
  menuEntry.arrived = Promise.resolve();
});

afterEach(async () => {
  menuEntry.arrive();
  await menuEntry.inFlight;
  await settle();
});

describe('FloatingHelp before the visitor shows intent', () => {
  it('shows the Help button as a closed menu button without loading the menu code', async () => {
    await renderFloatingHelp();
    await settle();

    expect(helpButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuEntry.loads).toBe(0);
  });

  const intents: [string, (user: UserEvent) => Promise<void>][] = [
    ['pointing at it', (user) => user.hover(helpButton())],
    ['focusing it', (user) => user.tab()],
    // A right-button press: intent, but no opening.
    ['pressing it', async () => void fireEvent.pointerDown(helpButton(), { button: 2 })],
  ];

  it.each(intents)('starts loading the menu code on %s', async (_intent, showIntent) => {
    const { user } = await renderFloatingHelp();
    await settle();
    expect(menuEntry.loads).toBe(0);

    await showIntent(user);

    await vi.waitFor(() => expect(menuEntry.loads).toBe(1), { timeout: 5000 });
    // Intent alone opens nothing.
    await settle();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('FloatingHelp opened before its menu code has arrived', () => {
  it('opens the menu, focused, once the code arrives after a click', async () => {
    holdBack();
    const { user } = await renderFloatingHelp();
    await user.click(helpButton());
    await settle();

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(helpButton()).toHaveAttribute('aria-busy', 'true');
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');
    expect(helpButton()).toHaveAttribute('aria-haspopup', 'menu');

    await arrive();

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveFocus();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    expect(helpButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuEntry.loads).toBe(1);
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])(
    'opens on the first entry once the code arrives after %s',
    async (key) => {
      holdBack();
      const { user } = await renderFloatingHelp();
      await user.tab();
      await user.keyboard(key);
      await settle();
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();

      await arrive();

      await screen.findByRole('menu');
      expect(screen.getByRole('menuitem', { name: 'AI Lawyer' })).toHaveFocus();
    },
  );

  it('opens on the first entry when the code arrived between focus and Enter, and again later', async () => {
    const { user } = await renderFloatingHelp();
    await user.tab();
    await settle();
    await user.keyboard('{Enter}');

    await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'AI Lawyer' })).toHaveFocus();

    // From here Radix runs the menu: Escape returns to the button, Enter opens it again.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(helpButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'AI Lawyer' })).toHaveFocus();
  });

  it('does not open if the visitor moved on before the code arrived', async () => {
    holdBack();
    const { user } = await renderFloatingHelp();
    await user.click(helpButton());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));

    await arrive();
    await settle();

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(helpButton()).not.toHaveAttribute('aria-busy');
  });

  it('does not open if the visitor pressed Escape before the code arrived', async () => {
    holdBack();
    const { user } = await renderFloatingHelp();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');

    await arrive();
    await settle();

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(helpButton()).toHaveFocus();
  });
});

describe('FloatingHelp when its menu code cannot be loaded', () => {
  beforeEach(() => {
    menuEntry.failing = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('lists the five entries under the Help button, which still works, and reports the failure', async () => {
    const { user, useOverlays } = await renderFloatingHelp();
    await user.click(helpButton());

    const list = await screen.findByRole('list', { name: 'Help' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AI Lawyer', 'Call Us', 'WhatsApp', 'Email', 'File Complaint']);
    expect(within(list).getByRole('link', { name: 'Call Us' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const whatsApp = within(list).getByRole('link', { name: 'WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/919876543211');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(list).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:help@nyaya.test',
    );
    // A disclosure now, not a menu button: no menu is coming.
    expect(helpButton()).toHaveAttribute('aria-expanded', 'true');
    expect(helpButton()).not.toHaveAttribute('aria-haspopup');
    expect(helpButton()).toHaveAttribute('aria-controls', list.id);
    expect(console.error).toHaveBeenCalledWith('[mf_support_widgets]', expect.any(Error));

    // File Complaint opens the complaint dialog, as in the menu.
    await user.click(within(list).getByRole('button', { name: 'File Complaint' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'complaint' });
    expect(list).not.toBeVisible();
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(helpButton());
    expect(list).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'AI Lawyer' }));
    expect(useOverlays.getState().current).toEqual({ kind: 'ai-lawyer' });

    // A link closes the list too, and the focus goes back to the button (no dialog took it).
    useOverlays.getState().close();
    await user.click(helpButton());
    // jsdom cannot follow a mailto: link; the widget's own handler still runs.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(within(list).getByRole('link', { name: 'Email' }));
    expect(list).not.toBeVisible();
    expect(helpButton()).toHaveFocus();
  });

  it('opens the list from the keyboard on its first entry; Escape closes it', async () => {
    const { user } = await renderFloatingHelp();
    await user.tab();
    await user.keyboard('{Enter}');

    const list = await screen.findByRole('list', { name: 'Help' });
    expect(within(list).getByRole('button', { name: 'AI Lawyer' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(list).not.toBeVisible();
    expect(helpButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(list).toBeVisible();
  });

  it('opens the list when the code fails after the visitor opened the menu', async () => {
    holdBack();
    const { user } = await renderFloatingHelp();
    await user.click(helpButton());
    await settle();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await arrive();

    expect(await screen.findByRole('list', { name: 'Help' })).toBeVisible();
    expect(helpButton()).toHaveFocus();
  });

  it('closes the list when the visitor moves on', async () => {
    const { user } = await renderFloatingHelp();
    await user.click(helpButton());
    const list = await screen.findByRole('list', { name: 'Help' });

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));

    expect(list).not.toBeVisible();
  });
});
