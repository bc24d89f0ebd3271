import { Button, type ButtonVariant } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { DialogActions } from '../../../ui/dialogLayout';

export interface ConfirmStepDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence. */
  description: string;
  /** The button that changes nothing. */
  keepLabel: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  /** While the step is on its way: the dialog cannot be dismissed. */
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
  /** Where focus goes on close (no DialogTrigger here, so the owner decides). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Asks before a step that cannot be undone (declining a request, completing a case), saying
 * what will happen. It cannot be dismissed while the step is on its way.
 */
export function ConfirmStepDialog({
  open,
  title,
  description,
  keepLabel,
  confirmLabel,
  confirmVariant = 'primary',
  busy,
  onConfirm,
  onKeep,
  onCloseAutoFocus,
}: ConfirmStepDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onKeep()}>
      {open && (
        <DialogContent
          role="alertdialog"
          size="sm"
          title={title}
          description={description}
          hideCloseButton
          onCloseAutoFocus={onCloseAutoFocus}
          footer={
            <DialogActions>
              <Button variant="outline" disabled={busy} onClick={onKeep}>
                {keepLabel}
              </Button>
              <Button variant={confirmVariant} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </DialogActions>
          }
        />
      )}
    </Dialog>
  );
}
