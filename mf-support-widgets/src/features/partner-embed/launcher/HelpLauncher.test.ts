import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHelpLauncher } from './HelpLauncher';
import type { MenuEntry } from './menuEntries';

const entries: MenuEntry[] = [
  { key: 'ai-lawyer', label: 'AI Lawyer', href: 'https://nyaya.test', newTab: true },
  { key: 'call-us', label: 'Call Us', href: 'tel:+911140001234' },
  { key: 'callback', label: 'Request Call Back', form: 'callback' },
  { key: 'file-complaint', label: 'File Complaint', form: 'complaint' },
];

function renderLauncher() {
  const onIntent = vi.fn();
  const onOpenForm = vi.fn();
  const host = document.createElement('div');
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.append(createHelpLauncher({ entries, onIntent, onOpenForm }));
  document.body.append(
    host,
    Object.assign(document.createElement('button'), { textContent: 'Page' }),
  );
  const inside = within(shadow as unknown as HTMLElement);
  // Focus inside a shadow root shows on the root, not on the document.
  const focused = () => shadow.activeElement;
  return {
    inside,
    focused,
    onIntent,
    onOpenForm,
    trigger: inside.getByRole('button', { name: 'Help' }),
  };
}

afterEach(() => document.body.replaceChildren());

describe('the launcher', () => {
  it('opens its menu on the first entry and moves with the arrows, Home and End', async () => {
    const user = userEvent.setup();
    const { inside, focused, trigger, onIntent } = renderLauncher();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(onIntent).toHaveBeenCalled();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = inside.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(entries.map((entry) => entry.label));
    expect(focused()).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(items[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focused()).toBe(items[3]);
    await user.keyboard('{Home}');
    expect(focused()).toBe(items[0]);
    await user.keyboard('{End}');
    expect(focused()).toBe(items[3]);
  });

  it('closes on Escape with the focus back on the button', async () => {
    const user = userEvent.setup();
    const { inside, focused, trigger } = renderLauncher();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(inside.getByRole('menuitem', { name: 'File Complaint' }));
    await user.keyboard('{Escape}');
    expect(inside.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(trigger);
  });

  it('closes on a press outside', async () => {
    const user = userEvent.setup();
    const { inside, trigger } = renderLauncher();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Page' }));
    expect(inside.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a form entry’s dialog and tells it where focus returns', async () => {
    const user = userEvent.setup();
    const { inside, trigger, onOpenForm } = renderLauncher();
    await user.click(trigger);
    await user.click(inside.getByRole('menuitem', { name: 'Request Call Back' }));
    expect(onOpenForm).toHaveBeenCalledWith('callback', trigger);
    expect(inside.queryByRole('menu')).toBeNull();
  });

  it('links the contact entries, the AI Lawyer in a new tab', async () => {
    const user = userEvent.setup();
    const { inside, trigger } = renderLauncher();
    await user.click(trigger);
    expect(inside.getByRole('menuitem', { name: 'AI Lawyer' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(inside.getByRole('menuitem', { name: 'Call Us' })).toHaveAttribute(
      'href',
      'tel:+911140001234',
    );
  });

  it('loads the forms on the first hover or focus', () => {
    const { trigger, onIntent } = renderLauncher();
    trigger.dispatchEvent(new Event('focus'));
    expect(onIntent).toHaveBeenCalledOnce();
  });
});
