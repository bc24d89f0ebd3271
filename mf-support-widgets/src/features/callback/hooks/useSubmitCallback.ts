import { toast } from '@nyaya/shared-design';
import { dataErrorMessage } from '@nyaya/shared-platform';
import { useMutation } from '@tanstack/react-query';
import { createElement, useCallback } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import { submitCallbackMutation } from '../../support-requests/api/mutations';
import { ReferenceSentence } from '../../support-requests/components/ReferenceSentence';
import { isSubmissionRefusal } from '../../support-requests/api/submissions';
import type { CallbackValues } from '../../support-requests/model/callbackSchema';
import type { SubmitOutcome } from '../../support-requests/model/submitOutcome';

export interface SubmitCallback {
  submit: (values: CallbackValues) => Promise<SubmitOutcome>;
  /** A request is on its way. */
  isSubmitting: boolean;
}

/**
 * Stores a callback request from our site and tells the outcome in a toast
 * (docs/product/support-widgets.md), with the reference number, even when the dialog was closed
 * meanwhile.
 */
export function useSubmitCallback(): SubmitCallback {
  const { t } = useRemoteTranslation();
  const { mutateAsync, isPending } = useMutation(submitCallbackMutation());

  const submit = useCallback(
    async (values: CallbackValues): Promise<SubmitOutcome> => {
      try {
        const { referenceNumber } = await mutateAsync(values);
        toast({
          title: t('toasts.callbackSucceeded'),
          description: createElement(ReferenceSentence, { reference: referenceNumber }),
        });
        return { status: 'submitted', referenceNumber };
      } catch (error) {
        toast({ title: t('toasts.callbackFailed'), variant: 'destructive' });
        return {
          status: 'failed',
          refusal: isSubmissionRefusal(error) ? dataErrorMessage(error) : null,
        };
      }
    },
    [mutateAsync, t],
  );

  return { submit, isSubmitting: isPending };
}
