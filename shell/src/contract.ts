// The overlay kinds the shell renders itself. Types only, imported by no code; every app's type
// check includes the contract modules, so any app can open these intents.
import type { OverlayIntent } from '@nyaya/shared-platform';

declare module '@nyaya/shared-platform' {
  interface OverlayIntents {
    /**
     * The authentication dialog of a portal, on a tab. `then` opens once the user has signed in
     * from it (a dialog that asked them to sign in first); cancelling or signing up drops it.
     * The 'staff' portal signs in only: staff accounts are created by an administrator
     * (docs/product/ops-console.md), so it has no sign-up and no Google sign-in.
     */
    auth: {
      portal: 'client' | 'lawyer' | 'staff';
      /** 'forgot' opens on the password-reset request instead of the tabs. */
      tab: 'login' | 'signup' | 'forgot';
      then?: OverlayIntent;
    };
    /** 'Get Started with Legal Consultation', for a signed-out visitor. */
    'consultation-choice': object;
  }
}
