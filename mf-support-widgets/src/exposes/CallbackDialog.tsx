export interface CallbackDialogProps {
  onClose: () => void;
}

/** Opened by the shell from the floating help menu. The callback choices and form replace this body. */
export default function CallbackDialog({ onClose }: CallbackDialogProps) {
  return (
    <div role="dialog" aria-label="Get Personal Legal Assistance">
      <h2>Get Personal Legal Assistance</h2>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
