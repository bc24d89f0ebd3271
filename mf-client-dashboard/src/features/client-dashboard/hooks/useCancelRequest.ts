import { toast } from '@nyaya/shared-design';
import { domainLabel } from '@nyaya/shared-platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import { cancelRequestMutation } from '../api/mutations';
import { cancelRefusalMessage } from '../model/cancelRefusal';
import type { ClientRequest } from '../model/clientRequest';

/**
 * Cancels one request and says how it went in a toast: the database's own sentence when it
 * refuses (e.g. a lawyer accepted the request meanwhile), never a code.
 */
export function useCancelRequest(request: ClientRequest) {
  const { t } = useRemoteTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation(cancelRequestMutation(queryClient));
  // The button is disabled while sending, but only from the next render: a double click
  // lands both clicks before it.
  const sending = useRef(false);

  function cancel({ onSettled }: { onSettled?: () => void } = {}) {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(request, {
      onSuccess: () =>
        toast({
          title: t('dashboard.toasts.cancelled.title'),
          description: t('dashboard.toasts.cancelled.description', {
            serviceType: domainLabel('specializations', request.serviceType),
          }),
        }),
      onError: (error) =>
        toast({
          title: t('dashboard.toasts.cancelFailed.title'),
          description: cancelRefusalMessage(error, t('dashboard.toasts.cancelFailed.fallback')),
          variant: 'destructive',
        }),
      onSettled: () => {
        sending.current = false;
        onSettled?.();
      },
    });
  }

  return { cancel, isCancelling: mutation.isPending };
}
