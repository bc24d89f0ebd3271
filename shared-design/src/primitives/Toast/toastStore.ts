import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** `destructive` for errors: red, and announced assertively. */
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; the Toaster's default (5000) when omitted. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  variant: ToastVariant;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

// The newest few are enough; older ones would only stack up off screen.
export const MAX_VISIBLE_TOASTS = 3;

/*
 * A module-level store, so `toast()` works from anywhere (event handlers, mutations, other
 * remotes) without a hook. Module Federation shares this package as a singleton, so every remote
 * reaches the one Toaster that the shell renders.
 */
let toasts: readonly ToastRecord[] = [];
const listeners = new Set<() => void>();
let nextId = 0;

function setToasts(next: readonly ToastRecord[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; returns its id and a `dismiss` function. */
export function toast(options: ToastOptions): ToastHandle {
  nextId += 1;
  const id = `toast-${nextId}`;
  const record: ToastRecord = { ...options, id, variant: options.variant ?? 'default' };
  setToasts([...toasts, record].slice(-MAX_VISIBLE_TOASTS));
  return { id, dismiss: () => dismissToast(id) };
}

/** Hides one toast by id, or every toast when called without an id. */
export function dismissToast(id?: string): void {
  if (id === undefined) {
    if (toasts.length > 0) {
      setToasts([]);
    }
    return;
  }
  if (toasts.some((record) => record.id === id)) {
    setToasts(toasts.filter((record) => record.id !== id));
  }
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}
