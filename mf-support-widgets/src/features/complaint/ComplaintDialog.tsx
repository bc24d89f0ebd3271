import { Button } from '@nyaya/shared-design';
import { Dialog, DialogClose, DialogContent } from '@nyaya/shared-design/dialog';
import type { OverlayProps } from '@nyaya/shared-platform';
import { useRemoteTranslation } from '../../i18n';

/**
 * 'File a Complaint' (spec section 2), for the `complaint` intent: the spec's intro and its
 * Cancel button. The complaint form (email, phone, details, 'Submit Complaint') arrives with
 * the complaint feature.
 */
export function ComplaintDialog({ onClose }: OverlayProps<'complaint'>) {
  const { t } = useRemoteTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('complaint.title')}
        description={t('complaint.intro')}
        footer={
          <DialogClose asChild>
            <Button variant="outline">{t('common:cancel')}</Button>
          </DialogClose>
        }
      />
    </Dialog>
  );
}
