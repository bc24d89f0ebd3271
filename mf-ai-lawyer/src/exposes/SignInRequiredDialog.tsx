export interface SignInRequiredDialogProps {
  onClose: () => void;
}

/** Opened by the shell when a signed-out visitor chooses AI Lawyer. The benefits list and sign-in buttons replace this body. */
export default function SignInRequiredDialog({ onClose }: SignInRequiredDialogProps) {
  return (
    <div role="dialog" aria-label="Sign In Required">
      <h2>Sign In Required</h2>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
