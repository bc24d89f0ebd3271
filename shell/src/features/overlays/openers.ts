import {
  useAuthStore,
  useOverlays,
  type AuthStatus,
  type OverlayIntent,
} from '@nyaya/shared-platform';
import { preloadAuthDialog } from '../auth-dialog/loadAuthDialog';
import { preloadConsultationChoiceDialog } from '../consultation-choice/loadConsultationChoiceDialog';

function open(intent: OverlayIntent): void {
  useOverlays.getState().open(intent);
}

/** Header 'Login': the client portal's login tab. */
export function openLogin(): void {
  open({ kind: 'auth', portal: 'client', tab: 'login' });
}

/** 'Join as Lawyer' (header and landing page): the lawyer portal's sign-up tab. */
export function openLawyerSignUp(): void {
  open({ kind: 'auth', portal: 'lawyer', tab: 'signup' });
}

/** 'AI Lawyer' (header, landing page): mf_ai_lawyer asks a visitor to sign in first. */
export function openAiLawyer(): void {
  open({ kind: 'ai-lawyer' });
}

/** 'Talk to Us': the callback dialog of mf_support_widgets. */
export function openCallback(): void {
  open({ kind: 'callback' });
}

/** The complaint form of mf_support_widgets (footer 'Complaints'). */
export function openComplaint(): void {
  open({ kind: 'complaint' });
}

/**
 * 'Start Consultation': the request form for a signed-in user, the choice dialog for everyone
 * else. While the session is still being read, waits for it rather than guessing: a signed-in
 * user must never be asked to log in.
 */
export function startConsultation(): void {
  const decide = (status: AuthStatus) =>
    open(
      status === 'signedIn' ? { kind: 'consultation-request' } : { kind: 'consultation-choice' },
    );
  const { status } = useAuthStore.getState();
  if (status !== 'loading') {
    decide(status);
    return;
  }
  const unsubscribe = useAuthStore.subscribe((state) => {
    if (state.status === 'loading') return;
    unsubscribe();
    decide(state.status);
  });
}

/** Props for a control that opens the auth dialog: its code starts loading on hover or focus. */
export const preloadAuthDialogProps = {
  onPointerEnter: preloadAuthDialog,
  onFocus: preloadAuthDialog,
} as const;

/**
 * Start Consultation leads a signed-out visitor to the choice dialog: its code starts loading on
 * hover or focus. A signed-in user gets the request form, a remote's module loaded on open.
 */
function preloadStartConsultation(): void {
  if (useAuthStore.getState().status !== 'signedIn') preloadConsultationChoiceDialog();
}

/** Props for a Start Consultation control. */
export const preloadStartConsultationProps = {
  onPointerEnter: preloadStartConsultation,
  onFocus: preloadStartConsultation,
} as const;
