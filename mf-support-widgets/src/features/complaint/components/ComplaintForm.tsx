import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Textarea } from '@nyaya/shared-design';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useRemoteTranslation } from '../../../i18n';
import {
  RefusalAlert,
  SupportFormActions,
  SupportFormLayout,
  fieldMessage,
} from '../../support-requests/components/SupportFormParts';
import { useSupportSubmit } from '../../support-requests/hooks/useSupportSubmit';
import {
  complaintSchema,
  type ComplaintFormValues,
  type ComplaintValues,
} from '../../support-requests/model/complaintSchema';
import { useSubmitComplaint } from '../hooks/useSubmitComplaint';

/** The fields in the order they show, to focus the first problem. */
const FIELD_ORDER = ['email', 'phoneNumber', 'complaintText'] as const;

const EMPTY_COMPLAINT_FORM: ComplaintFormValues = { email: '', phoneNumber: '', complaintText: '' };

export interface ComplaintFormProps {
  /** The complaint is filed, with this reference number; the form has been reset. */
  onSubmitted: (referenceNumber: string) => void;
  /** Cancel: the form has been reset. */
  onCancel: () => void;
}

/**
 * The complaint form (docs/product/support-widgets.md): Email Address, Phone Number and Complaint
 * Details, all required. Problems show at their fields and focus goes to the first; while
 * sending, 'Submitting...' with both buttons disabled; on success it is reset, on failure it
 * keeps every value, and a refusal by the database is said in the form.
 */
export function ComplaintForm({ onSubmitted, onCancel }: ComplaintFormProps) {
  const { t } = useRemoteTranslation();
  const { submit, isSubmitting: sending } = useSubmitComplaint();
  const {
    register,
    handleSubmit,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ComplaintFormValues, unknown, ComplaintValues>({
    resolver: zodResolver(complaintSchema, undefined, { mode: 'sync' }),
    defaultValues: EMPTY_COMPLAINT_FORM,
    // onInvalid focuses in the order the fields show.
    shouldFocusError: false,
  });
  const busy = sending || isSubmitting;
  const { onValid, guard, refusal, alertRef, submitRef } = useSupportSubmit({
    submit,
    onSubmitted: (referenceNumber) => {
      reset(EMPTY_COMPLAINT_FORM);
      onSubmitted(referenceNumber);
    },
    busy,
  });

  const onInvalid = (fieldErrors: FieldErrors<ComplaintFormValues>) => {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (first) setFocus(first);
  };

  const cancel = () => {
    reset(EMPTY_COMPLAINT_FORM);
    onCancel();
  };

  return (
    <SupportFormLayout
      noValidate
      aria-label={t('complaint.title')}
      aria-busy={busy || undefined}
      onSubmit={guard(handleSubmit(onValid, onInvalid))}
    >
      <Field label={t('complaint.form.email')} required error={fieldMessage(errors.email?.message)}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={t('complaint.form.emailPlaceholder')}
          {...register('email')}
        />
      </Field>
      <Field
        label={t('complaint.form.phoneNumber')}
        required
        error={fieldMessage(errors.phoneNumber?.message)}
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('complaint.form.phonePlaceholder')}
          {...register('phoneNumber')}
        />
      </Field>
      <Field
        label={t('complaint.form.complaintText')}
        required
        error={fieldMessage(errors.complaintText?.message)}
      >
        <Textarea
          rows={4}
          placeholder={t('complaint.form.complaintPlaceholder')}
          {...register('complaintText')}
        />
      </Field>
      <RefusalAlert ref={alertRef} sentence={refusal} />
      <SupportFormActions>
        <Button variant="outline" disabled={busy} onClick={cancel}>
          {t('common:cancel')}
        </Button>
        <Button ref={submitRef} type="submit" loading={busy}>
          {busy ? t('submitting') : t('complaint.form.submit')}
        </Button>
      </SupportFormActions>
    </SupportFormLayout>
  );
}
