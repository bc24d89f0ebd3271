import { h } from '../dom';
import { t } from '../strings';

const SHOWN_FOR_MS = 10_000;

export interface Toast {
  title: string;
  description?: string;
  tone?: 'info' | 'error';
  /** A toast replaces the one shown before with the same key (a success, the failure). */
  key: string;
}

/**
 * The widget's toasts, in a manual popover so they show above an open modal dialog (both are
 * in the top layer; the last shown is on top). Errors are alerts, the rest polite status.
 */
export function showToast(root: ShadowRoot, { title, description, tone = 'info', key }: Toast) {
  let region = root.querySelector<HTMLElement>('.toasts');
  if (!region) {
    region = h('div', { class: 'toasts', popover: 'manual' });
    root.append(region);
  }
  region.querySelector(`[data-key="${key}"]`)?.remove();
  const toast = h(
    'div',
    {
      class: `toast${tone === 'error' ? ' toast-error' : ''}`,
      role: tone === 'error' ? 'alert' : 'status',
      'data-key': key,
    },
    h('p', { class: 'toast-title' }, title),
    description ? h('p', { class: 'toast-description' }, description) : null,
  );
  const dismiss = () => {
    toast.remove();
    if (!region.childElementCount && region.matches(':popover-open')) region.hidePopover();
  };
  toast.append(
    h(
      'button',
      { type: 'button', class: 'close', 'aria-label': t('common:close'), onclick: dismiss },
      '×',
    ),
  );
  region.append(toast);
  // Shown again, so it is above a dialog opened since.
  if (region.matches(':popover-open')) region.hidePopover();
  region.showPopover();
  setTimeout(dismiss, SHOWN_FOR_MS);
}
