import { toast } from '@nyaya/shared-design';
import { dataErrorMessage } from '@nyaya/shared-platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import { submitVerificationMutation } from '../../lawyer-profile/api/queries';
import type { LawyerProfile } from '../../lawyer-profile/model/lawyerProfile';
import type { VerificationValues } from '../../lawyer-profile/model/verificationSchema';

export type VerificationOutcome = { status: 'submitted' } | { status: 'failed'; error: unknown };

export interface SubmitVerification {
  submit: (values: VerificationValues) => Promise<VerificationOutcome>;
  /** A submit is on its way (also after the dialog was closed and opened again). */
  isSubmitting: boolean;
}

/**
 * Submits the verification of `userId` (docs/product/lawyer-portal.md): updates `profile` when
 * there is one, else creates it, as pending either way; the stored profile replaces the cached one.
 * Tells the outcome in a toast (docs/product/lawyer-portal.md), even when the dialog was closed
 * meanwhile.
 */
export function useSubmitVerification(
  userId: string,
  profile: LawyerProfile | null,
): SubmitVerification {
  const { t } = useRemoteTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation(submitVerificationMutation(queryClient));

  const submit = useCallback(
    async (values: VerificationValues): Promise<VerificationOutcome> => {
      try {
        await mutateAsync({ input: { ...values, lawyerId: userId }, existing: profile });
        toast({
          title: t('toasts.verificationSubmitted.title'),
          description: profile
            ? t('toasts.verificationSubmitted.updated')
            : t('toasts.verificationSubmitted.created'),
        });
        return { status: 'submitted' };
      } catch (error) {
        toast({
          title: t('toasts.verificationFailed.title'),
          description: dataErrorMessage(error, t('toasts.verificationFailed.fallback')),
          variant: 'destructive',
        });
        return { status: 'failed', error };
      }
    },
    [mutateAsync, userId, profile, t],
  );

  return { submit, isSubmitting: isPending };
}
