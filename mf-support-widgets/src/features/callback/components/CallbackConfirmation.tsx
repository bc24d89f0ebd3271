import { useRemoteTranslation } from '../../../i18n';
import { SubmissionConfirmation } from '../../support-requests/components/SubmissionConfirmation';

export interface CallbackConfirmationProps {
  referenceNumber: string;
  onClose: () => void;
}

/** The stored request: the promise of a call, the reference number and a Close button. */
export function CallbackConfirmation({ referenceNumber, onClose }: CallbackConfirmationProps) {
  const { t } = useRemoteTranslation();
  return (
    <SubmissionConfirmation
      message={t('toasts.callbackSucceeded')}
      referenceNumber={referenceNumber}
      onClose={onClose}
    />
  );
}
