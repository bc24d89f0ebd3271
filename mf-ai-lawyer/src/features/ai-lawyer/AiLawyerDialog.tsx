import { Button } from '@nyaya/shared-design';
import { Dialog, DialogClose, DialogContent } from '@nyaya/shared-design/dialog';
import type { OverlayProps } from '@nyaya/shared-platform';
import { useRemoteTranslation } from '../../i18n';

/**
 * 'AI Lawyer Assistant' (spec section 2), for the `ai-lawyer` intent, which the shell opens
 * for signed-in users only (openAiLawyer). Its Close button is always shown; the voice call
 * (Start Voice Consultation, connecting, connected, Mute, End Call) arrives with the voice feature.
 */
export function AiLawyerDialog({ onClose }: OverlayProps<'ai-lawyer'>) {
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
