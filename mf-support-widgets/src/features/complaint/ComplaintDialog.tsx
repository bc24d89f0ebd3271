import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import type { OverlayProps } from '@nyaya/shared-platform';
import { useState } from 'react';
import { useRemoteTranslation } from '../../i18n';
import { SubmissionConfirmation } from '../support-requests/components/SubmissionConfirmation';
import { ComplaintForm } from './components/ComplaintForm';

/**
 * 'File a Complaint' (docs/product/support-widgets.md), for the `complaint` intent: the intro and
 * the complaint form; once filed, its reference number with a Copy button, as the callback dialog
 * shows it. Cancelled or closed, the dialog goes and takes what was typed with it: the next opening
 * starts empty.
 */
export function ComplaintDialog({ onClose }: OverlayProps<'complaint'>) {
  const { t } = useRemoteTranslation();
  const [referenceNumber, setReferenceNumber] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('complaint.title')}
        description={t('complaint.intro')}
        closeLabel={t('common:close')}
        // The confirmation has its own Close button.
        hideCloseButton={referenceNumber !== null}
      >
        {referenceNumber === null ? (
          <ComplaintForm onSubmitted={setReferenceNumber} onCancel={onClose} />
        ) : (
          <SubmissionConfirmation
            message={t('toasts.complaintSubmitted.description')}
            referenceNumber={referenceNumber}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
