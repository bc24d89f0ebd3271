import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import {
  useCurrentUser,
  useOverlays,
  type IntentOf,
  type OverlayProps,
} from '@nyaya/shared-platform';
import { useState } from 'react';
import { useRemoteTranslation } from '../../i18n';
import { ConsultationRequestForm } from './components/ConsultationRequestForm';
import { formValuesOf, readStoredDraft, type RequestDraft } from './model/requestDraft';

/**
 * The consultation request dialog (docs/product/consultation-requests.md), for the
 * `consultation-request` intent: addressed to `intent.lawyer` when opened for a lawyer, else open
 * to any lawyer. It starts with `intent.draft`, else with what was typed earlier in this tab.
 */
export function ConsultationRequestDialog({
  intent,
  onClose,
}: OverlayProps<'consultation-request'>) {
  const { t } = useRemoteTranslation();
  const { userId } = useCurrentUser();
  const [initialValues] = useState(() => formValuesOf(intent.draft ?? readStoredDraft(userId)));
  const description = intent.lawyer
    ? t('requestDialog.toLawyer', { name: intent.lawyer.name })
    : t('requestDialog.openToAnyLawyer');

  // The auth dialog takes this one's place and, once signed in, opens it again with the draft.
  const logIn = (draft: RequestDraft | null) => {
    const then: IntentOf<'consultation-request'> = {
      kind: 'consultation-request',
      ...(intent.lawyer && { lawyer: intent.lawyer }),
      ...(draft && { draft }),
    };
    useOverlays.getState().open({ kind: 'auth', portal: 'client', tab: 'login', then });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('requestDialog.title')}
        description={description}
        closeLabel={t('common:close')}
      >
        <ConsultationRequestForm
          lawyerId={intent.lawyer?.id ?? null}
          initialValues={initialValues}
          onSubmitted={onClose}
          onCancel={onClose}
          onLogIn={logIn}
        />
      </DialogContent>
    </Dialog>
  );
}
