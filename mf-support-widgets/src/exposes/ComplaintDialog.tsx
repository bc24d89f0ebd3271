export interface ComplaintDialogProps {
  onClose: () => void;
}

/** Opened by the shell from the floating help menu. The complaint form replaces this body. */
export default function ComplaintDialog({ onClose }: ComplaintDialogProps) {
  return (
    <div role="dialog" aria-label="File a Complaint">
      <h2>File a Complaint</h2>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
