import { toast } from '@nyaya/shared-design';
import { dataErrorMessage, domainLabel, useLocale } from '@nyaya/shared-platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import {
  acceptRequestMutation,
  completeRequestMutation,
  declineRequestMutation,
  releaseRequestMutation,
  scheduleRequestMutation,
  type CaseAction,
} from '../api/mutations';
import type { CaseRequest } from '../model/caseRequest';
import { formatDateTime } from '../model/format';

export type ActionOutcome =
  | { status: 'done' }
  | { status: 'failed'; error: unknown }
  /** Another action of this request was still on its way: nothing was sent. */
  | { status: 'skipped' };

/**
 * What a lawyer can do with one request, each step told in a toast: the database's own
 * sentence when it refuses (another lawyer was faster, the case changed), never a code. One
 * step at a time per request. The outcome comes back whether or not the card is still shown
 * (an accepted or handed-back request leaves its list before the step settles).
 */
export function useCaseActions(request: CaseRequest, lawyerId: string) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const accept = useMutation(acceptRequestMutation(queryClient, lawyerId));
  const decline = useMutation(declineRequestMutation(queryClient, lawyerId));
  const schedule = useMutation(scheduleRequestMutation(queryClient, lawyerId));
  const complete = useMutation(completeRequestMutation(queryClient, lawyerId));
  const release = useMutation(releaseRequestMutation(queryClient, lawyerId));
  // The buttons are disabled while sending, but only from the next render: a double click
  // lands both clicks before it.
  const sending = useRef(false);
  const serviceType = domainLabel('specializations', request.serviceType);

  async function run(
    send: () => Promise<CaseRequest>,
    succeeded: (updated: CaseRequest) => { title: string; description: string },
    failed: { title: string; fallback: string },
  ): Promise<ActionOutcome> {
    if (sending.current) return { status: 'skipped' };
    sending.current = true;
    try {
      toast(succeeded(await send()));
      return { status: 'done' };
    } catch (error) {
      toast({
        title: failed.title,
        description: dataErrorMessage(error, failed.fallback),
        variant: 'destructive',
      });
      return { status: 'failed', error };
    } finally {
      sending.current = false;
    }
  }

  const pending: CaseAction | null =
    (accept.isPending && 'accept') ||
    (decline.isPending && 'decline') ||
    (schedule.isPending && 'schedule') ||
    (complete.isPending && 'complete') ||
    (release.isPending && 'release') ||
    null;

  return {
    /** The step on its way, if any: every action of the request waits for it. */
    pending,
    accept: () =>
      run(
        () => accept.mutateAsync(request.id),
        () => ({
          title: t('cases.toasts.accepted.title'),
          description: t('cases.toasts.accepted.description', { serviceType }),
        }),
        {
          title: t('cases.toasts.acceptFailed.title'),
          fallback: t('cases.toasts.acceptFailed.fallback'),
        },
      ),
    decline: () =>
      run(
        () => decline.mutateAsync(request.id),
        () => ({
          title: t('cases.toasts.declined.title'),
          description: t('cases.toasts.declined.description', { serviceType }),
        }),
        {
          title: t('cases.toasts.declineFailed.title'),
          fallback: t('cases.toasts.declineFailed.fallback'),
        },
      ),
    /** `meetingAt`: ISO timestamp. */
    schedule: (meetingAt: string) => {
      const toastKey = request.status === 'scheduled' ? 'rescheduled' : 'scheduled';
      return run(
        () => schedule.mutateAsync({ requestId: request.id, meetingAt }),
        (updated) => ({
          title: t(`cases.toasts.${toastKey}.title`),
          description: t(`cases.toasts.${toastKey}.description`, {
            serviceType,
            time: formatDateTime(updated.scheduledFor ?? meetingAt, undefined, locale) ?? '',
          }),
        }),
        {
          title: t('cases.toasts.scheduleFailed.title'),
          fallback: t('cases.toasts.scheduleFailed.fallback'),
        },
      );
    },
    complete: () =>
      run(
        () => complete.mutateAsync(request.id),
        () => ({
          title: t('cases.toasts.completed.title'),
          description: t('cases.toasts.completed.description', { serviceType }),
        }),
        {
          title: t('cases.toasts.completeFailed.title'),
          fallback: t('cases.toasts.completeFailed.fallback'),
        },
      ),
    /** `reason`: checked and trimmed by the form; the database checks it again. */
    release: (reason: string) =>
      run(
        () => release.mutateAsync({ requestId: request.id, reason }),
        () => ({
          title: t('cases.toasts.released.title'),
          description: t('cases.toasts.released.description', { serviceType }),
        }),
        {
          title: t('cases.toasts.releaseFailed.title'),
          fallback: t('cases.toasts.releaseFailed.fallback'),
        },
      ),
  };
}
