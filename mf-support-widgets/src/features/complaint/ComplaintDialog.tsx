import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import type { OverlayProps } from '@nyaya/shared-platform';
import { useRemoteTranslation } from '../../i18n';
import { ComplaintForm } from './components/ComplaintForm';

/**
 * 'File a Complaint' (spec section 2), for the `complaint` intent: the spec's intro and the
 * complaint form. Filed, cancelled or closed, the dialog goes and takes what was typed with it:
 * the next opening starts empty.
 */
export function ComplaintDialog({ onClose }: OverlayProps<'complaint'>) {
  const { t } = useRemoteTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('complaint.title')}
        description={t('complaint.intro')}
        closeLabel={t('common:close')}
      >
        <ComplaintForm onSubmitted={onClose} onCancel={onClose} />
      </DialogContent>
    </Dialog>
  );
}
