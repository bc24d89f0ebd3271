import { Button } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

export interface CancelRequestDialogProps {
  open: boolean;
  /** The request's service type, to name it. */
  serviceType: string;
  cancelling: boolean;
  onConfirm: () => void;
  onKeep: () => void;
  /** Where focus goes on close (no DialogTrigger here, so the owner decides). */
  onCloseAutoFocus: (event: Event) => void;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * Asks before a pending request is cancelled, saying what will happen. It cannot be dismissed
 * while the cancellation is on its way.
 */
export function CancelRequestDialog({
  open,
  serviceType,
  cancelling,
  onConfirm,
  onKeep,
  onCloseAutoFocus,
}: CancelRequestDialogProps) {
  const { t } = useRemoteTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !cancelling && onKeep()}>
      {open && (
        <DialogContent
          role="alertdialog"
          size="sm"
          title={t('dashboard.cancelDialog.title')}
          description={t('dashboard.cancelDialog.description', { serviceType })}
          hideCloseButton
          onCloseAutoFocus={onCloseAutoFocus}
          footer={
            <Actions>
              <Button variant="outline" disabled={cancelling} onClick={onKeep}>
                {t('dashboard.cancelDialog.keep')}
              </Button>
              <Button variant="danger" loading={cancelling} onClick={onConfirm}>
                {t('dashboard.cancelDialog.confirm')}
              </Button>
            </Actions>
          }
        />
      )}
    </Dialog>
  );
}
