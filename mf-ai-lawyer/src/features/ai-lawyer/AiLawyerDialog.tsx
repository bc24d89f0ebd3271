import { Button } from '@nyaya/shared-design';
import { Dialog, DialogClose, DialogContent } from '@nyaya/shared-design/dialog';
import { useRemoteTranslation } from '../../i18n';

/**
 * 'AI Lawyer Assistant' (spec section 2), for signed-in users (AiLawyerOverlay). Its Close
 * button is always shown; the voice call (Start Voice Consultation, connecting, connected, Mute,
 * End Call) arrives with the voice feature.
 */
export function AiLawyerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useRemoteTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('aiLawyer.title')}
        description={t('aiLawyer.description')}
        hideCloseButton
        footer={
          <DialogClose asChild>
            <Button variant="outline">{t('common:close')}</Button>
          </DialogClose>
        }
      />
    </Dialog>
  );
}
