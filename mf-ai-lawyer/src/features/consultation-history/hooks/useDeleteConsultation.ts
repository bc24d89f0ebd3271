import { toast } from '@nyaya/shared-design';
import { formatDateTime } from '@nyaya/shared-design/patterns';
import { dataErrorMessage, useLocale } from '@nyaya/shared-platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import { deleteConsultationMutation } from '../api/mutations';
import type { AiConsultation } from '../model/aiConsultation';

export type DeleteOutcome = 'deleted' | 'failed' | 'skipped';

/**
 * Deletes one consultation and says how it went in a toast: on failure the platform's or the
 * server's sentence (dataErrorMessage), never a code. One deletion at a time ('skipped' when
 * one is still on its way). The outcome comes back even if the caller has unmounted meanwhile.
 */
export function useDeleteConsultation() {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const mutation = useMutation(deleteConsultationMutation(queryClient));
  // The button is disabled while sending, but only from the next render: a double click
  // lands both clicks before it.
  const sending = useRef(false);

  async function deleteConsultation(consultation: AiConsultation): Promise<DeleteOutcome> {
    if (sending.current) return 'skipped';
    sending.current = true;
    try {
      await mutation.mutateAsync(consultation);
      toast({
        title: t('history.toasts.deleted.title'),
        description: t('history.toasts.deleted.description', {
          date: formatDateTime(consultation.startedAt, undefined, locale) ?? '',
        }),
      });
      return 'deleted';
    } catch (error) {
      toast({
        title: t('history.toasts.deleteFailed.title'),
        description: dataErrorMessage(error, t('history.toasts.deleteFailed.fallback')),
        variant: 'destructive',
      });
      return 'failed';
    } finally {
      sending.current = false;
    }
  }

  return { deleteConsultation, isDeleting: mutation.isPending };
}
