import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { useRuntimeConfig, type OverlayProps } from '@nyaya/shared-platform';
import { useState } from 'react';
import { useRemoteTranslation } from '../../i18n';
import { CallbackChoices } from './components/CallbackChoices';
import { CallbackConfirmation } from './components/CallbackConfirmation';
import { CallbackForm } from './components/CallbackForm';

type CallbackStep =
  | { step: 'choice'; fromForm?: boolean }
  | { step: 'form' }
  | { step: 'submitted'; referenceNumber: string };

/**
 * 'Get Personal Legal Assistance' (docs/product/support-widgets.md), for the `callback` intent:
 * 'Call Right Now' dials the support line; 'Request Call Back' shows the form, and once the request
 * is stored, its reference number. Closing drops whatever was typed.
 */
export function CallbackDialog({ onClose }: OverlayProps<'callback'>) {
  const { t } = useRemoteTranslation();
  const { contact } = useRuntimeConfig();
  const [view, setView] = useState<CallbackStep>({ step: 'choice' });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('callback.title')}
        description={t('callback.description')}
        closeLabel={t('common:close')}
        // The confirmation has its own Close button.
        hideCloseButton={view.step === 'submitted'}
      >
        {view.step === 'choice' && (
          <CallbackChoices
            phone={contact.phone}
            focusRequestCallBack={view.fromForm}
            onRequestCallBack={() => setView({ step: 'form' })}
          />
        )}
        {view.step === 'form' && (
          <CallbackForm
            onBack={() => setView({ step: 'choice', fromForm: true })}
            onSubmitted={(referenceNumber) => setView({ step: 'submitted', referenceNumber })}
          />
        )}
        {view.step === 'submitted' && (
          <CallbackConfirmation referenceNumber={view.referenceNumber} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
