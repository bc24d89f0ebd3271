import { toast } from '@nyaya/shared-design';
import { dataErrorMessage } from '@nyaya/shared-platform';
import { useMutation } from '@tanstack/react-query';
import { createElement, Fragment, useCallback } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import { submitComplaintMutation } from '../../support-requests/api/mutations';
import { ReferenceSentence } from '../../support-requests/components/ReferenceSentence';
import { isSubmissionRefusal } from '../../support-requests/api/submissions';
import type { ComplaintValues } from '../../support-requests/model/complaintSchema';
import type { SubmitOutcome } from '../../support-requests/model/submitOutcome';

export interface SubmitComplaint {
  submit: (values: ComplaintValues) => Promise<SubmitOutcome>;
  /** A request is on its way. */
  isSubmitting: boolean;
}

/**
 * Files a complaint from our site (the database attaches the signed-in user, if any) and tells
 * the outcome in a toast (docs/product/support-widgets.md): success with the reference number,
 * failure also in the console. Told even when the dialog was closed meanwhile.
 */
export function useSubmitComplaint(): SubmitComplaint {
  const { t } = useRemoteTranslation();
  const { mutateAsync, isPending } = useMutation(submitComplaintMutation());

  const submit = useCallback(
    async (values: ComplaintValues): Promise<SubmitOutcome> => {
      try {
        const { referenceNumber } = await mutateAsync(values);
        toast({
          title: t('toasts.complaintSubmitted.title'),
          // Two sentences: the documented one, then the number to quote when following it up.
          description: createElement(
            Fragment,
            null,
            `${t('toasts.complaintSubmitted.description')} `,
            createElement(ReferenceSentence, { reference: referenceNumber }),
          ),
        });
        return { status: 'submitted', referenceNumber };
      } catch (error) {
        console.error('Error submitting complaint:', error);
        toast({
          title: t('toasts.complaintFailed.title'),
          description: t('toasts.complaintFailed.description'),
          variant: 'destructive',
        });
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
