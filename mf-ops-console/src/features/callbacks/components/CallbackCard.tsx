import { Badge, Button, Field, Input, toast } from '@nyaya/shared-design';
import { formatDateTime } from '@nyaya/shared-design/patterns';
import { DataError, useCurrentUser, useLocale } from '@nyaya/shared-platform';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import type { CallbackRow } from '../../staff-access/api/opsRpc';
import { SupportNotes } from '../../staff-access/components/SupportNotes';
import {
  Disclosure,
  ItemCard,
  Muted,
  NativeSelect,
  Row,
  Stack,
  Text,
  errorSentence,
  useActionFailed,
  useRefreshAfterAction,
} from '../../staff-access/components/shared';
import { releaseCallback, setCallbackStatus, takeCallback } from '../api/callbacks';
import {
  ageOf,
  CALLBACK_STATUSES,
  checkStatusChange,
  isCallbackStatus,
  isOverdue,
  type CallbackStatus,
} from '../model/callback';

const TONES = {
  new: 'info',
  contacted: 'primary',
  no_answer: 'warning',
  resolved: 'success',
} as const;

/**
 * One callback request: who asked, when, its status and who holds it. Anyone with support may
 * take it; only the holder changes its status or releases it (docs/product/ops-console.md).
 */
export function CallbackCard({ callback, now }: { callback: CallbackRow; now: number }) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const { userId } = useCurrentUser();
  const refresh = useRefreshAfterAction();
  const failed = useActionFailed();
  const headingId = useId();
  const status: CallbackStatus = isCallbackStatus(callback.status) ? callback.status : 'new';
  const mine = callback.assigned_to !== null && callback.assigned_to === userId;
  const [nextStatus, setNextStatus] = useState<CallbackStatus>(status);
  const [retry, setRetry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const age = ageOf(callback.created_at, now);

  const take = useMutation({
    mutationFn: () => takeCallback(callback.id),
    onSuccess: () =>
      toast({ title: t('callbacks.taken', { reference: callback.reference_number }) }),
    onError: (error) => {
      // The race's loser: "Already taken by <name>." from the database, and the list refreshes.
      if (error instanceof DataError && error.hint === 'callback_taken') {
        toast({ title: errorSentence(error, t('actionFailed')), variant: 'destructive' });
      } else {
        failed(error);
      }
    },
    onSettled: refresh,
  });
  const release = useMutation({
    mutationFn: () => releaseCallback(callback.id),
    onSuccess: () =>
      toast({ title: t('callbacks.released', { reference: callback.reference_number }) }),
    onError: failed,
    onSettled: refresh,
  });
  const change = useMutation({
    mutationFn: (input: { status: CallbackStatus; retryAt: string | null }) =>
      setCallbackStatus(callback.id, input.status, input.retryAt),
    onSuccess: (_row, input) =>
      toast({
        title: t('callbacks.updated', {
          reference: callback.reference_number,
          status: t(`callbacks.status.${input.status}`),
        }),
      }),
    onError: failed,
    onSettled: refresh,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkStatusChange(nextStatus, retry, Date.now());
    if (checked.problem) {
      setProblem(t('callbacks.retryRequired'));
      return;
    }
    setProblem(null);
    change.mutate({ status: nextStatus, retryAt: checked.retryAt });
  };

  return (
    <ItemCard as="article" aria-labelledby={headingId}>
      <Row>
        <h3 id={headingId} translate="no">
          {callback.name}
        </h3>
        <Badge tone={TONES[status]}>{t(`callbacks.status.${status}`)}</Badge>
        {isOverdue(callback, now) && <Badge tone="danger">{t('callbacks.overdue')}</Badge>}
      </Row>
      <Muted>{t('callbacks.reference', { reference: callback.reference_number })}</Muted>
      <Text>{t('callbacks.mobile', { mobile: callback.mobile_number })}</Text>
      {callback.issue_description && <Text translate="no">{callback.issue_description}</Text>}
      <Muted>
        {t('callbacks.received', {
          time: formatDateTime(callback.created_at, undefined, locale) ?? '',
          age: t(`age.${age.unit}`, { count: age.count }),
        })}
      </Muted>
      {status === 'no_answer' && callback.retry_at && (
        <Muted>
          {t('callbacks.retryAt', {
            time: formatDateTime(callback.retry_at, undefined, locale) ?? '',
          })}
        </Muted>
      )}
      <Muted>
        {callback.assigned_to_name
          ? t('callbacks.takenBy', { name: callback.assigned_to_name })
          : t('callbacks.unassigned')}
      </Muted>
      {!callback.assigned_to && (
        <div>
          <Button onClick={() => take.mutate()} loading={take.isPending}>
            {t('callbacks.take')}
          </Button>
        </div>
      )}
      {mine && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Row>
              <Field label={t('callbacks.newStatus')}>
                <NativeSelect
                  value={nextStatus}
                  onChange={(event) =>
                    isCallbackStatus(event.target.value) && setNextStatus(event.target.value)
                  }
                >
                  {CALLBACK_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {t(`callbacks.status.${value}`)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              {nextStatus === 'no_answer' && (
                <Field label={t('callbacks.retryLabel')} error={problem ?? undefined} required>
                  <Input
                    type="datetime-local"
                    value={retry}
                    onChange={(event) => setRetry(event.target.value)}
                  />
                </Field>
              )}
            </Row>
            <Row>
              <Button type="submit" loading={change.isPending}>
                {t('callbacks.save')}
              </Button>
              <Button
                variant="outline"
                onClick={() => release.mutate()}
                loading={release.isPending}
              >
                {t('callbacks.release')}
              </Button>
            </Row>
          </Stack>
        </form>
      )}
      <Disclosure summary={t('notes.title')}>
        <SupportNotes subject={{ kind: 'callback', id: callback.id }} />
      </Disclosure>
    </ItemCard>
  );
}
