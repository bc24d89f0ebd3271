export interface AiLawyerDialogProps {
  onClose: () => void;
}

/** Opened by the shell for signed-in users. The voice consultation replaces this body. */
export default function AiLawyerDialog({ onClose }: AiLawyerDialogProps) {
  return (
    <div role="dialog" aria-label="AI Lawyer Assistant">
      <h2>AI Lawyer Assistant</h2>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
