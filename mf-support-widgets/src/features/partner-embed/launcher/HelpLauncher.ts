import { h, uniqueId } from '../dom';
import { t } from '../strings';
import type { FormKind, MenuEntry } from './menuEntries';

export interface HelpLauncherOptions {
  entries: MenuEntry[];
  /** The visitor may be about to open a form: start loading the forms' code. */
  onIntent: () => void;
  /** A form entry was chosen; `returnFocus` is where focus goes when the form closes. */
  onOpenForm: (kind: FormKind, returnFocus: HTMLElement) => void;
}

const HELP_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="10"/><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3"/><path d="M12 17h.01"/></svg>';

/**
 * The floating Help button and its menu, following the WAI-ARIA menu button pattern: the
 * button opens the menu with the focus on its first entry; arrows, Home and End move; Escape
 * closes it and returns to the button; Tab or a press outside closes it.
 */
export function createHelpLauncher({ entries, onIntent, onOpenForm }: HelpLauncherOptions) {
  const triggerId = uniqueId('help-trigger');
  const menuId = uniqueId('help-menu');
  const trigger = h('button', {
    type: 'button',
    class: 'trigger',
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': 'false',
    'aria-controls': menuId,
  });
  trigger.innerHTML = HELP_ICON;
  trigger.append(t('floatingHelp.trigger'));

  const items: HTMLElement[] = entries.map((entry) => {
    if ('href' in entry) {
      return h(
        'a',
        {
          class: 'item',
          role: 'menuitem',
          tabindex: '-1',
          href: entry.href,
          target: entry.newTab ? '_blank' : undefined,
          rel: entry.newTab ? 'noopener noreferrer' : undefined,
          'data-entry': entry.key,
          onclick: () => close(false),
        },
        entry.label,
      );
    }
    return h(
      'button',
      {
        type: 'button',
        class: 'item',
        role: 'menuitem',
        tabindex: '-1',
        'data-entry': entry.key,
        onclick: () => {
          close(false);
          onOpenForm(entry.form, trigger);
        },
      },
      entry.label,
    );
  });
  const menu = h(
    'div',
    { class: 'menu', role: 'menu', id: menuId, 'aria-labelledby': triggerId, hidden: true },
    ...items,
  );
  const root = h('div', { class: 'launcher' }, menu, trigger);

  const isOpen = () => !menu.hidden;
  const focusItem = (index: number) => items[(index + items.length) % items.length]!.focus();

  function open(focusIndex = 0) {
    onIntent();
    menu.hidden = false;
    trigger.setAttribute('aria-expanded', 'true');
    focusItem(focusIndex);
    root.ownerDocument.addEventListener('pointerdown', closeOnPressOutside, true);
  }

  function close(returnFocus: boolean) {
    if (!isOpen()) return;
    menu.hidden = true;
    trigger.setAttribute('aria-expanded', 'false');
    root.ownerDocument.removeEventListener('pointerdown', closeOnPressOutside, true);
    if (returnFocus) trigger.focus();
  }

  // The page sees presses inside the shadow root as presses on the host element.
  function closeOnPressOutside(event: Event) {
    if (!event.composedPath().includes(root)) close(false);
  }

  trigger.addEventListener('click', () => (isOpen() ? close(true) : open()));
  trigger.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  });
  for (const intent of ['pointerenter', 'focus', 'touchstart']) {
    trigger.addEventListener(intent, onIntent, { once: true, passive: true });
  }

  menu.addEventListener('keydown', (event) => {
    const current = items.indexOf(event.target as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        focusItem(current - 1);
        break;
      case 'Home':
        focusItem(0);
        break;
      case 'End':
        focusItem(items.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  });

  return root;
}
