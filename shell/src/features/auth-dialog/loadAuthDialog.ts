/**
 * The auth dialog (forms, react-hook-form, resolvers) is its own chunk: '/' does not need it
 * until someone asks to log in or sign up.
 */
export const loadAuthDialog = () => import('./AuthDialog');

/** Starts fetching the dialog's chunk early (hover or focus on a control that opens it). */
export function preloadAuthDialog(): void {
  void loadAuthDialog().catch(() => {
    // Loading again when the dialog opens shows the error there.
  });
}
