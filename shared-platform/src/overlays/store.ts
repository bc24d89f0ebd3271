import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { RemoteName } from '../config/remotes';

/**
 * Every overlay kind and the payload its intent carries, declared by the package that renders
 * it, in its contract module (`src/contract.ts`), by declaration merging:
 *
 *   declare module '@nyaya/shared-platform' {
 *     interface OverlayIntents {
 *       'consultation-request': { lawyer?: { id: string; name: string } };
 *     }
 *   }
 *
 * So adding a dialog changes its owner only; this package stays as it is.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface OverlayIntents {}

export type OverlayKind = keyof OverlayIntents & string;

type Flatten<T> = { [P in keyof T]: T[P] };

/** A request to show a dialog: `{ kind, ...payload }`. Remotes never import each other. */
export type OverlayIntent = {
  [K in OverlayKind]: Flatten<{ kind: K } & OverlayIntents[K]>;
}[OverlayKind];

export type IntentOf<K extends OverlayKind> = Extract<OverlayIntent, { kind: K }>;

/** The props of every overlay component: its intent, and how to close it. */
export interface OverlayProps<K extends OverlayKind> {
  intent: IntentOf<K>;
  onClose: () => void;
}

/**
 * What each remote exposes to the shell, by container name and exposed name, declared by the
 * remote in its contract module (`src/contract.ts`) by declaration merging:
 *
 *   declare module '@nyaya/shared-platform' {
 *     interface RemoteExposes {
 *       mf_directory: { './DirectoryPage': ComponentType };
 *     }
 *   }
 *
 * The remote's `exposes/` modules satisfy these types, and the shell's registry is checked
 * against them: both sides of the Module Federation boundary compile against one contract.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RemoteExposes {}

/** The exposed names of a remote (`'./DirectoryPage'`). */
export type ExposedName<R extends RemoteName> = R extends keyof RemoteExposes
  ? keyof RemoteExposes[R] & string
  : never;

/** The component type a remote's exposed module default-exports. */
export type ExposedComponent<
  R extends RemoteName,
  E extends ExposedName<R>,
> = R extends keyof RemoteExposes
  ? RemoteExposes[R][E & keyof RemoteExposes[R]] extends ComponentType<infer P>
    ? ComponentType<P>
    : never
  : never;

/** What a remote's exposed module default-exports, whatever it is (a component, a prefetch). */
export type ExposedModule<
  R extends RemoteName,
  E extends ExposedName<R>,
> = R extends keyof RemoteExposes ? RemoteExposes[R][E & keyof RemoteExposes[R]] : never;

/**
 * A remote page's prefetch: an exposed module whose default export starts the page's first
 * data reads for an address, on the page's query client. The shell calls it as soon as it knows
 * the route, beside loading the page's own module, so the reads do not wait for the page's code
 * and first render. It must not throw and returns nothing to wait for.
 */
export type PagePrefetch = (location: { pathname: string; search: string }) => void;

interface OverlayState {
  current: OverlayIntent | null;
  /** Shows this overlay, replacing any open one (one dialog at a time). */
  open: (intent: OverlayIntent) => void;
  close: () => void;
}

/** The overlay intent store. Use as a hook, or `useOverlays.getState().open(...)` outside React. */
export const useOverlays = create<OverlayState>()((set) => ({
  current: null,
  open: (intent) => set({ current: intent }),
  close: () => set({ current: null }),
}));
