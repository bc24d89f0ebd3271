// Test helpers for this remote's dialogs: mounted as the shell mounts them, and their toasts.
import {
  useOverlays,
  type IntentOf,
  type OverlayKind,
  type OverlayProps,
} from '@nyaya/shared-platform';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@nyaya/shared-platform/testing';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ComponentType } from 'react';

/**
 * Renders `Overlay` the way the shell's OverlayHost does: while the overlay store holds an
 * intent of its kind, with `onClose` closing it, so closing unmounts it and 'Open' mounts it
 * anew. It starts open.
 */
export function renderOverlay<K extends 'callback' | 'complaint'>(
  kind: K,
  Overlay: ComponentType<OverlayProps<K>>,
  options?: RenderWithProvidersOptions,
) {
  const intent = { kind } as IntentOf<K>;
  function Host() {
    const current = useOverlays((state) => state.current);
    const close = useOverlays((state) => state.close);
    return (
      <>
        <button type="button" onClick={() => useOverlays.getState().open(intent)}>
          Open
        </button>
        {current?.kind === (kind as OverlayKind) && <Overlay intent={intent} onClose={close} />}
      </>
    );
  }
  useOverlays.getState().open(intent);
  return renderWithProviders(<Host />, options);
}

/** The toast whose title is `title`; its text includes `description` when one is given. */
export async function findToast(title: string, description?: string) {
  // The Toaster's region ('Notifications (F8)') is hidden from the tree while a modal is open.
  // Waits longer than the default second: a whole package's run shares two cores.
  const wait = { timeout: 5000 };
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: true }, wait);
  const toast = (await within(region).findByText(title, {}, wait)).closest('li')!;
  if (description !== undefined) expect(toast).toHaveTextContent(description);
  return toast;
}
