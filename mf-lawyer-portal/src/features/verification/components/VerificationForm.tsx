import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Textarea } from '@nyaya/shared-design';
import {
  DataError,
  FIELD_LIMITS,
  LEGAL_SPECIALIZATIONS,
  PRACTICE_LOCATIONS,
  translateKey,
} from '@nyaya/shared-platform';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import {
  verificationSchema,
  type VerificationFormValues,
  type VerificationValues,
} from '../../lawyer-profile/model/verificationSchema';
import type { VerificationOutcome } from '../hooks/useSubmitVerification';
import { VERIFICATION_FIELDS, fieldOfVerificationError } from '../model/verificationForm';
import { MultiCombobox } from './MultiCombobox';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
`;

/** A field's message: the schema and the database errors carry i18n keys. */
const fieldError = (message: string | undefined) => message && translateKey(message);

export interface VerificationFormProps {
  /** The values to start with; read once, when the form mounts. */
  initialValues: () => VerificationFormValues;
  submitLabel: string;
  /** A submit is on its way (possibly from before the dialog was last closed). */
  submitting: boolean;
  onSubmit: (values: VerificationValues) => Promise<VerificationOutcome>;
  /** Every edit, with all the values, to keep them as a draft. */
  onValuesChange: (values: VerificationFormValues) => void;
  onCancel: () => void;
}

/**
 * The verification form (spec sections 2 and 5): BAR Council ID, years of experience, areas of
 * expertise and practice locations (pickers over the fixed lists) and an optional bio. Problems
 * show at their fields, in the spec's words, and focus goes to the first of them.
 */
export function VerificationForm({
  initialValues,
  submitLabel,
  submitting,
  onSubmit,
  onValuesChange,
  onCancel,
}: VerificationFormProps) {
  const { t } = useRemoteTranslation();
  const [defaultValues] = useState(initialValues);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<VerificationFormValues, unknown, VerificationValues>({
    resolver: zodResolver(verificationSchema, undefined, { mode: 'sync' }),
    defaultValues,
    // onInvalid focuses in the order the fields show.
    shouldFocusError: false,
  });
  // A second click or Enter before React has disabled the button must send nothing.
  const inFlight = useRef(false);
  const busy = submitting || isSubmitting;

  // Only edits count as a draft: opening and closing the dialog keeps none.
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') onValuesChange(getValues());
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, onValuesChange]);

  const onValid = async (values: VerificationValues) => {
    const outcome = await onSubmit(values);
    if (outcome.status !== 'failed') return;
    const { error } = outcome;
    const field = fieldOfVerificationError(error);
    if (field && error instanceof DataError && error.messageKey) {
      setError(field, { type: 'server', message: error.messageKey }, { shouldFocus: true });
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<VerificationFormValues>) => {
    const first = VERIFICATION_FIELDS.find((name) => fieldErrors[name]);
    if (first) setFocus(first);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || busy) return;
    inFlight.current = true;
    void handleSubmit(
      onValid,
      onInvalid,
    )(event).finally(() => {
      inFlight.current = false;
    });
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Field
        label={t('verification.barCouncilId')}
        required
        error={fieldError(errors.barCouncilId?.message)}
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          placeholder={t('verification.barCouncilIdPlaceholder')}
          {...register('barCouncilId')}
        />
      </Field>
      <Field
        label={t('verification.yearsExperience')}
        required
        error={fieldError(errors.yearsExperience?.message)}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={FIELD_LIMITS.maxYearsExperience}
          step={1}
          placeholder={t('verification.yearsExperiencePlaceholder')}
          {...register('yearsExperience')}
        />
      </Field>
      <Controller
        control={control}
        name="expertiseAreas"
        render={({ field, fieldState }) => (
          <MultiCombobox
            label={t('verification.expertiseAreas')}
            required
            options={LEGAL_SPECIALIZATIONS}
            placeholder={t('verification.expertiseAreasPlaceholder')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldError(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="practiceLocations"
        render={({ field, fieldState }) => (
          <MultiCombobox
            label={t('verification.practiceLocations')}
            required
            options={PRACTICE_LOCATIONS}
            placeholder={t('verification.practiceLocationsPlaceholder')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldError(fieldState.error?.message)}
          />
        )}
      />
      <Field label={t('verification.bio')} error={fieldError(errors.bio?.message)}>
        <Textarea rows={3} placeholder={t('verification.bioPlaceholder')} {...register('bio')} />
      </Field>
      <Actions>
        <Button variant="outline" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {busy ? t('verification.submitting') : submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
