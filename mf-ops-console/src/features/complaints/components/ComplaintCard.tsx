import { Badge, Button, Field, Textarea, toast } from '@nyaya/shared-design';
import { formatDateTime } from '@nyaya/shared-design/patterns';
import { useLocale } from '@nyaya/shared-platform';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import type { ComplaintRow } from '../../staff-access/api/opsRpc';
import { SupportNotes } from '../../staff-access/components/SupportNotes';
import {
  Disclosure,
  ItemCard,
  Muted,
  NativeSelect,
  Row,
  Stack,
  Text,
  useActionFailed,
  useRefreshAfterAction,
} from '../../staff-access/components/shared';
import { setComplaintStatus } from '../api/complaints';
import {
  checkComplaintStatus,
  COMPLAINT_STATUSES,
  isComplaintStatus,
  needsResponse,
  RESPONSE_MAX,
  type ComplaintStatus,
} from '../model/complaint';
import { LawyerLink } from './LawyerLink';

const TONES = {
  received: 'info',
  in_review: 'warning',
  resolved: 'success',
  rejected: 'neutral',
} as const;

/**
 * One complaint: its text and contact, its status with the response to the complainant
 * (required for Resolved and Rejected, e-mailed and shown on the status page), the lawyer it is
 * about, and private notes.
 */
export function ComplaintCard({ complaint }: { complaint: ComplaintRow }) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const refresh = useRefreshAfterAction();
  const failed = useActionFailed();
  const headingId = useId();
  const status: ComplaintStatus = isComplaintStatus(complaint.status)
    ? complaint.status
    : 'received';
  const [nextStatus, setNextStatus] = useState<ComplaintStatus>(status);
  const [response, setResponse] = useState(complaint.response ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (input: { status: ComplaintStatus; response: string | null }) =>
      setComplaintStatus(complaint.id, input.status, input.response),
    onSuccess: (_row, input) =>
      toast({
        title: t('complaints.updated', {
          reference: complaint.reference_number,
          status: t(`complaints.status.${input.status}`),
        }),
      }),
    onError: failed,
    onSettled: refresh,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkComplaintStatus(nextStatus, response);
    if (checked.problem) {
      setProblem(t('complaints.responseRequired'));
      return;
    }
    setProblem(null);
    change.mutate({ status: nextStatus, response: checked.response });
  };

  const contact = [complaint.email, complaint.phone_number].filter(Boolean).join(', ');
  return (
    <ItemCard as="article" aria-labelledby={headingId}>
      <Row>
        <h3 id={headingId}>
          {t('complaints.reference', { reference: complaint.reference_number })}
        </h3>
        <Badge tone={TONES[status]}>{t(`complaints.status.${status}`)}</Badge>
      </Row>
      <Muted>
        {t('complaints.received', {
          time: formatDateTime(complaint.created_at, undefined, locale) ?? '',
        })}
      </Muted>
      {contact && <Muted>{t('complaints.contact', { contact })}</Muted>}
      <Text translate="no">{complaint.complaint_text}</Text>
      {complaint.handled_by_name && (
        <Muted>{t('complaints.handledBy', { name: complaint.handled_by_name })}</Muted>
      )}
      <form onSubmit={submit} noValidate>
        <Stack>
          <Field label={t('complaints.newStatus')}>
            <NativeSelect
              value={nextStatus}
              onChange={(event) =>
                isComplaintStatus(event.target.value) && setNextStatus(event.target.value)
              }
            >
              {COMPLAINT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`complaints.status.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={t('complaints.response')}
            hint={t('complaints.responseHint')}
            error={problem ?? undefined}
            required={needsResponse(nextStatus)}
          >
            <Textarea
              value={response}
              maxLength={RESPONSE_MAX}
              rows={3}
              onChange={(event) => setResponse(event.target.value)}
            />
          </Field>
          <div>
            <Button type="submit" loading={change.isPending}>
              {t('complaints.save')}
            </Button>
          </div>
        </Stack>
      </form>
      <LawyerLink complaint={complaint} />
      <Disclosure summary={t('notes.title')}>
        <SupportNotes subject={{ kind: 'complaint', id: complaint.id }} />
      </Disclosure>
    </ItemCard>
  );
}
