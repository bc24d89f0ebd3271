import { Button } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

export interface DeleteConsultationDialogProps {
  open: boolean;
  /** When the consultation took place, to name it. */
  date: string;
  deleting: boolean;
  onConfirm: () => void;
  onKeep: () => void;
  /** Where focus goes on close (no DialogTrigger here, so the owner decides). */
  onCloseAutoFocus: (event: Event) => void;
}

// The buttons wrap on a narrow screen.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * Asks before a consultation is deleted, saying what will happen. It cannot be dismissed while
 * the deletion is on its way.
 */
export function DeleteConsultationDialog({
  open,
  date,
  deleting,
  onConfirm,
  onKeep,
  onCloseAutoFocus,
}: DeleteConsultationDialogProps) {
  const { t } = useRemoteTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !deleting && onKeep()}>
      {open && (
        <DialogContent
          role="alertdialog"
          size="sm"
          title={t('history.deleteDialog.title')}
          description={t('history.deleteDialog.description', { date })}
          hideCloseButton
          onCloseAutoFocus={onCloseAutoFocus}
          footer={
            <Actions>
              <Button variant="outline" disabled={deleting} onClick={onKeep}>
                {t('history.deleteDialog.keep')}
              </Button>
              <Button variant="danger" loading={deleting} onClick={onConfirm}>
                {t('history.deleteDialog.confirm')}
              </Button>
            </Actions>
          }
        />
      )}
    </Dialog>
  );
}
