export interface ConsultationRequestDialogProps {
  onClose: () => void;
}

/** Opened by the shell for the 'consultation-request' overlay intent. The request form replaces this body. */
export default function ConsultationRequestDialog({ onClose }: ConsultationRequestDialogProps) {
  return (
    <div role="dialog" aria-label="Consultation Request">
      <h2>Consultation Request</h2>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
