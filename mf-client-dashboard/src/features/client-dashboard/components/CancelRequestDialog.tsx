import { Button } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

export interface CancelRequestDialogProps {
  open: boolean;
  /** The request's service type, to name it. */
  serviceType: string;
  /** The lawyer who holds it, who is told of the withdrawal; null: no lawyer has it. */
  lawyer: string | null;
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
 * Asks before a request is cancelled (pending) or withdrawn from a lawyer, saying what will
 * happen. It cannot be dismissed while the cancellation is on its way.
 */
export function CancelRequestDialog({
  open,
  serviceType,
  lawyer,
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
          title={
            lawyer === null
              ? t('dashboard.cancelDialog.title')
              : t('dashboard.cancelDialog.withdrawTitle')
          }
          description={
            lawyer === null
              ? t('dashboard.cancelDialog.description', { serviceType })
              : t('dashboard.cancelDialog.withdrawDescription', { serviceType, lawyer })
          }
          hideCloseButton
          onCloseAutoFocus={onCloseAutoFocus}
          footer={
            <Actions>
              <Button variant="outline" disabled={cancelling} onClick={onKeep}>
                {t('dashboard.cancelDialog.keep')}
              </Button>
              <Button variant="danger" loading={cancelling} onClick={onConfirm}>
                {lawyer === null
                  ? t('dashboard.cancelDialog.confirm')
                  : t('dashboard.cancelDialog.withdrawConfirm')}
              </Button>
            </Actions>
          }
        />
      )}
    </Dialog>
  );
}
