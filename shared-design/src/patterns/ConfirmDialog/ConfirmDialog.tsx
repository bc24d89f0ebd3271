import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from '../../primitives/Button/Button';
import { Dialog, DialogContent } from '../../primitives/Dialog/Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence (an element when part of it is typed text, e.g. a name). */
  description: ReactNode;
  /** The button that changes nothing, e.g. 'Keep request'. */
  keepLabel: string;
  confirmLabel: string;
  /** 'danger' for a step that deletes or gives something up. */
  confirmVariant?: ButtonVariant;
  /** While the step is on its way: the dialog cannot be dismissed, the confirm button spins. */
  busy: boolean;
  onConfirm: () => void;
  /** The user keeps things as they are: the keep button, Escape or a click outside. */
  onKeep: () => void;
  /** Where focus goes on close (there is no DialogTrigger, so the owner decides). */
  onCloseAutoFocus?: (event: Event) => void;
}

// The buttons wrap on a narrow screen.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * Asks before a step that cannot be undone (cancelling, deleting, declining), saying what will
 * happen. An alertdialog: the user must answer it. It cannot be dismissed while the step is on
 * its way.
 */
export function ConfirmDialog({
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
}: ConfirmDialogProps) {
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
            <Actions>
              <Button variant="outline" disabled={busy} onClick={onKeep}>
                {keepLabel}
              </Button>
              <Button variant={confirmVariant} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Actions>
          }
        />
      )}
    </Dialog>
  );
}
