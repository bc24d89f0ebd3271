import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Textarea } from '@nyaya/shared-design';
import { useEffect } from 'react';
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
  callbackSchema,
  type CallbackFormValues,
  type CallbackValues,
} from '../../support-requests/model/callbackSchema';
import { useSubmitCallback } from '../hooks/useSubmitCallback';

/** The fields in the order they show, to focus the first problem. */
const FIELD_ORDER = ['name', 'mobileNumber', 'issueDescription'] as const;

const EMPTY_CALLBACK_FORM: CallbackFormValues = {
  name: '',
  mobileNumber: '',
  issueDescription: '',
};

export interface CallbackFormProps {
  /** Back to the two choices; what was typed is dropped. */
  onBack: () => void;
  /** The request is stored under `referenceNumber`. */
  onSubmitted: (referenceNumber: string) => void;
}

/**
 * The 'Request Call Back' form (docs/product/support-widgets.md): name, mobile number and issue
 * description, all required. Problems show at their fields and focus goes to the first; while
 * sending, 'Submitting...' with both buttons disabled; a failure keeps every value, and a
 * refusal by the database is said in the form.
 */
export function CallbackForm({ onBack, onSubmitted }: CallbackFormProps) {
  const { t } = useRemoteTranslation();
  const { submit, isSubmitting: sending } = useSubmitCallback();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CallbackFormValues, unknown, CallbackValues>({
    resolver: zodResolver(callbackSchema, undefined, { mode: 'sync' }),
    defaultValues: EMPTY_CALLBACK_FORM,
    // onInvalid focuses in the order the fields show.
    shouldFocusError: false,
  });
  const busy = sending || isSubmitting;
  const { onValid, guard, refusal, alertRef, submitRef } = useSupportSubmit({
    submit,
    onSubmitted,
    busy,
  });

  // The form replaces the button that opened it: its first field takes the focus.
  useEffect(() => setFocus('name'), [setFocus]);

  const onInvalid = (fieldErrors: FieldErrors<CallbackFormValues>) => {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (first) setFocus(first);
  };

  return (
    <SupportFormLayout
      noValidate
      aria-label={t('callback.requestCallBack')}
      aria-busy={busy || undefined}
      onSubmit={guard(handleSubmit(onValid, onInvalid))}
    >
      <Field label={t('callback.form.name')} required error={fieldMessage(errors.name?.message)}>
        <Input autoComplete="name" {...register('name')} />
      </Field>
      <Field
        label={t('callback.form.mobileNumber')}
        required
        error={fieldMessage(errors.mobileNumber?.message)}
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('callback.form.mobilePlaceholder')}
          {...register('mobileNumber')}
        />
      </Field>
      <Field
        label={t('callback.form.issueDescription')}
        required
        error={fieldMessage(errors.issueDescription?.message)}
      >
        <Textarea
          rows={4}
          placeholder={t('callback.form.issuePlaceholder')}
          {...register('issueDescription')}
        />
      </Field>
      <RefusalAlert ref={alertRef} sentence={refusal} />
      <SupportFormActions>
        <Button variant="outline" disabled={busy} onClick={onBack}>
          {t('callback.form.back')}
        </Button>
        <Button ref={submitRef} type="submit" loading={busy}>
          {busy ? t('submitting') : t('callback.requestCallBack')}
        </Button>
      </SupportFormActions>
    </SupportFormLayout>
  );
}
