import { Button, Field, Input } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { DataError, dataErrorMessage, translateKey, useLocale } from '@nyaya/shared-platform';
import { useRef, useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { fieldOfCaseError } from '../api/caseRequests';
import type { ActionOutcome } from '../hooks/useCaseActions';
import { localTimeZone } from '../model/format';
import {
  MEETING_MAX_DAYS_AHEAD,
  checkMeetingTime,
  localDateOf,
  meetingFieldsOf,
  type MeetingField,
  type MeetingFields,
} from '../model/meetingTime';
import { DialogForm, FormActions } from '../../../ui/dialogLayout';

export interface ScheduleMeetingDialogProps {
  open: boolean;
  serviceType: string;
  /** The client's name, or the fallback. */
  client: string;
  /** `client` is the name the client gave (kept as written), not the fallback. */
  clientNamed: boolean;
  /** The meeting already set (ISO), to move it; null to set the first one. */
  scheduledFor: string | null;
  scheduling: boolean;
  /** Sends the meeting time (ISO); the dialog closes once it is stored. */
  onSchedule: (meetingAt: string) => Promise<ActionOutcome>;
  onClose: () => void;
  /** Where focus goes on close (no DialogTrigger here, so the owner decides). */
  onCloseAutoFocus: (event: Event) => void;
}

const Inputs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
`;

const DAY_MS = 24 * 60 * 60 * 1000;

type FieldError = { field: MeetingField; message: string } | null;

function ScheduleMeetingForm({
  scheduledFor,
  scheduling,
  onSchedule,
  onClose,
}: Pick<ScheduleMeetingDialogProps, 'scheduledFor' | 'scheduling' | 'onSchedule' | 'onClose'>) {
  const { t } = useRemoteTranslation();
  const [fields, setFields] = useState<MeetingFields>(() => meetingFieldsOf(scheduledFor));
  const [error, setError] = useState<FieldError>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const timeRef = useRef<HTMLInputElement>(null);
  const [today] = useState(() => Date.now());

  const showError = (next: NonNullable<FieldError>) => {
    setError(next);
    (next.field === 'date' ? dateRef : timeRef).current?.focus();
  };

  const change = (field: MeetingField) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [field]: event.target.value }));
    if (error?.field === field) setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (scheduling) return;
    const check = checkMeetingTime(fields);
    if (!check.ok) {
      showError({ field: check.field, message: translateKey(check.message) });
      return;
    }
    setError(null);
    const outcome = await onSchedule(check.meetingAt);
    if (outcome.status === 'done') {
      onClose();
    } else if (outcome.status === 'failed' && fieldOfCaseError(outcome.error) === 'meetingAt') {
      // The database's own check, e.g. the time passed while the dialog was open.
      const tooFar = outcome.error instanceof DataError && outcome.error.hint === 'meeting_too_far';
      showError({ field: tooFar ? 'date' : 'time', message: dataErrorMessage(outcome.error) });
    }
  };

  return (
    <DialogForm noValidate onSubmit={(event) => void submit(event)}>
      <Inputs>
        <Field
          label={t('cases.scheduleDialog.date')}
          required
          error={error?.field === 'date' ? error.message : undefined}
        >
          <Input
            ref={dateRef}
            type="date"
            min={localDateOf(today)}
            max={localDateOf(today + MEETING_MAX_DAYS_AHEAD * DAY_MS)}
            value={fields.date}
            onChange={change('date')}
          />
        </Field>
        <Field
          label={t('cases.scheduleDialog.time')}
          required
          error={error?.field === 'time' ? error.message : undefined}
        >
          <Input ref={timeRef} type="time" value={fields.time} onChange={change('time')} />
        </Field>
      </Inputs>
      <FormActions>
        <Button variant="outline" disabled={scheduling} onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={scheduling}>
          {scheduledFor
            ? t('cases.scheduleDialog.rescheduleSubmit')
            : t('cases.scheduleDialog.submit')}
        </Button>
      </FormActions>
    </DialogForm>
  );
}

/**
 * Sets, or moves, the meeting of a case: a date and a time in the lawyer's own time zone,
 * after now and at most a year ahead (checked here and again by the database, whose refusal
 * shows at the field). It cannot be dismissed while the time is on its way.
 */
export function ScheduleMeetingDialog({
  open,
  serviceType,
  client,
  clientNamed,
  scheduledFor,
  scheduling,
  onSchedule,
  onClose,
  onCloseAutoFocus,
}: ScheduleMeetingDialogProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !scheduling && onClose()}>
      {open && (
        <DialogContent
          size="sm"
          title={
            scheduledFor
              ? t('cases.scheduleDialog.rescheduleTitle')
              : t('cases.scheduleDialog.title')
          }
          description={
            <Trans
              t={t}
              i18nKey="cases.scheduleDialog.description"
              values={{ serviceType, client, timeZone: localTimeZone(locale) }}
              components={[<span translate={clientNamed ? 'no' : undefined} />]}
            />
          }
          closeLabel={t('common:close')}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <ScheduleMeetingForm
            scheduledFor={scheduledFor}
            scheduling={scheduling}
            onSchedule={onSchedule}
            onClose={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
