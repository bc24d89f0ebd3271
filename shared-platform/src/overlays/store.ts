import { create } from 'zustand';
import { useAuthStore } from '../auth/store';

/**
 * A request to show a dialog. Remotes never import each other: they open an intent and
 * the shell renders the remote that owns it (see OVERLAY_OWNERS).
 */
export type OverlayIntent =
  | { kind: 'auth'; portal: 'client' | 'lawyer'; tab: 'login' | 'signup' }
  | { kind: 'consultation-choice' }
  | { kind: 'consultation-request'; lawyer?: { id: string; name: string } }
  | { kind: 'callback' }
  | { kind: 'complaint' }
  | { kind: 'ai-lawyer' }
  | { kind: 'sign-in-required' };

export type OverlayKind = OverlayIntent['kind'];

/** The props of every overlay component a remote exposes for the shell to render. */
export interface OverlayProps<K extends OverlayKind> {
  intent: Extract<OverlayIntent, { kind: K }>;
  onClose: () => void;
}

/** Who renders each overlay: the shell itself, or the remote that exposes it. */
export const OVERLAY_OWNERS = {
  auth: 'shell',
  'consultation-choice': 'shell',
  'consultation-request': 'mf_client_dashboard',
  callback: 'mf_support_widgets',
  complaint: 'mf_support_widgets',
  'ai-lawyer': 'mf_ai_lawyer',
  'sign-in-required': 'mf_ai_lawyer',
} as const satisfies Record<OverlayKind, string>;

interface OverlayState {
  current: OverlayIntent | null;
  /** Shows this overlay, replacing any open one (one dialog at a time). */
  open: (intent: OverlayIntent) => void;
  close: () => void;
}

const overlayStore = create<OverlayState>()((set) => ({
  current: null,
  open: (intent) => set({ current: intent }),
  close: () => set({ current: null }),
}));

/** The overlay intent store. Use as a hook, or `useOverlays.getState().open(...)` outside React. */
export const useOverlays = overlayStore;

/** AI Lawyer for a signed-in user, the Sign In Required dialog for everyone else. */
export function openAiLawyer(): void {
  const signedIn = useAuthStore.getState().status === 'signedIn';
  overlayStore.getState().open({ kind: signedIn ? 'ai-lawyer' : 'sign-in-required' });
}
