import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import type { OverlayProps } from '@nyaya/shared-platform';
import { useRemoteTranslation } from '../../i18n';

/**
 * The consultation request dialog (spec section 2), for the `consultation-request` intent:
 * addressed to `intent.lawyer` when opened from a lawyer card, else open to any lawyer. The
 * form (service type, description, location, phone) arrives with the request feature.
 */
export function ConsultationRequestDialog({
  intent,
  onClose,
}: OverlayProps<'consultation-request'>) {
  const { t } = useRemoteTranslation();
  const description = intent.lawyer
    ? t('requestDialog.toLawyer', { name: intent.lawyer.name })
    : t('requestDialog.openToAnyLawyer');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('requestDialog.title')} description={description} />
    </Dialog>
  );
}
