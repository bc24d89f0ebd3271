import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Textarea } from '@nyaya/shared-design';
import { MultiCombobox, type MultiComboboxTexts } from '@nyaya/shared-design/combobox';
import {
  CONSULTATION_LANGUAGES,
  FIELD_LIMITS,
  LEGAL_SPECIALIZATIONS,
  PRACTICE_LOCATIONS,
} from '@nyaya/db';
import {
  DataError,
  dataErrorMessage,
  domainLabel,
  translateKey,
  useLanguage,
} from '@nyaya/shared-platform';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { useRemoteTranslation } from '../../../i18n';
import {
  HOURLY_RATE_LIMITS,
  PHOTO_LIMITS,
  verificationSchema,
  type VerificationFormValues,
  type VerificationValues,
} from '../../lawyer-profile/model/verificationSchema';
import type { VerificationOutcome } from '../hooks/useSubmitVerification';
import { VERIFICATION_FIELDS, fieldOfVerificationError } from '../model/verificationForm';
import { PhotoField } from './PhotoField';
import { DialogForm, FormActions } from '../../../ui/dialogLayout';

/**
 * A field's message: the schema's are i18n keys; a database refusal ('server') is the sentence
 * dataErrorMessage made of it, with its values (the BAR Council ID that is taken).
 */
const fieldError = (error: { type?: string; message?: string } | undefined) =>
  error?.message && (error.type === 'server' ? error.message : translateKey(error.message));

interface PickerFieldProps {
  control: Control<VerificationFormValues>;
  name: 'expertiseAreas' | 'practiceLocations' | 'languages';
  label: string;
  /** The values to choose from, in display order; each shows as its label. */
  options: readonly string[];
  group: 'specializations' | 'courts' | 'languages';
  placeholder: string;
}

/**
 * A required picker bound to the form: its value, its focus target and its message. It offers and
 * shows each value by its label in the page's language (domainLabel) and gives the form the values.
 */
function PickerField({ control, name, label, options, group, placeholder }: PickerFieldProps) {
  const { t } = useRemoteTranslation();
  // The labels change with the language.
  const language = useLanguage();
  // Labels are distinct within a list, so each leads back to its value.
  const labels = useMemo(() => {
    const labelOf = new Map(options.map((option) => [option, domainLabel(group, option)]));
    const valueOf = new Map([...labelOf].map(([option, optionLabel]) => [optionLabel, option]));
    return { labelOf, valueOf, all: [...labelOf.values()] };
  }, [options, group, language]);
  const texts = useMemo<MultiComboboxTexts>(
    () => ({
      toggle: (label) => t('verification.picker.toggle', { label }),
      selected: (label) => t('verification.picker.selected', { label }),
      remove: (option) => t('verification.picker.remove', { option }),
      added: (option) => t('verification.picker.added', { option }),
      removed: (option) => t('verification.picker.removed', { option }),
      results: (count) => t('verification.picker.results', { count }),
      noMatches: t('verification.picker.noMatches'),
      allSelected: t('verification.picker.allSelected'),
    }),
    [t],
  );
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiCombobox
          label={label}
          texts={texts}
          required
          options={labels.all}
          placeholder={placeholder}
          value={field.value.map((value) => labels.labelOf.get(value) ?? value)}
          onChange={(chosen) =>
            field.onChange(
              chosen.map((optionLabel) => labels.valueOf.get(optionLabel) ?? optionLabel),
            )
          }
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
}

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
 * The verification form (docs/product/lawyer-portal.md): BAR Council ID, years of experience, areas
 * of expertise, practice locations and the languages the lawyer consults in (pickers over the
 * fixed lists, labelled in the page's language) and an optional bio. Problems
 * show at their fields, and focus goes to the first of them.
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
    setValue,
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
      setError(field, { type: 'server', message: dataErrorMessage(error) }, { shouldFocus: true });
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
    <DialogForm noValidate onSubmit={submit}>
      <Field
        label={t('verification.barCouncilId')}
        required
        error={fieldError(errors.barCouncilId)}
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
        error={fieldError(errors.yearsExperience)}
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
      <Field
        label={t('verification.hourlyRate')}
        required
        hint={t('verification.hourlyRateHint')}
        error={fieldError(errors.hourlyRate)}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={HOURLY_RATE_LIMITS.min}
          max={HOURLY_RATE_LIMITS.max}
          step={1}
          placeholder={t('verification.hourlyRatePlaceholder')}
          {...register('hourlyRate')}
        />
      </Field>
      <PickerField
        control={control}
        name="expertiseAreas"
        label={t('verification.expertiseAreas')}
        options={LEGAL_SPECIALIZATIONS}
        group="specializations"
        placeholder={t('verification.expertiseAreasPlaceholder')}
      />
      <PickerField
        control={control}
        name="practiceLocations"
        label={t('verification.practiceLocations')}
        options={PRACTICE_LOCATIONS}
        group="courts"
        placeholder={t('verification.practiceLocationsPlaceholder')}
      />
      <PickerField
        control={control}
        name="languages"
        label={t('verification.languages')}
        options={CONSULTATION_LANGUAGES}
        group="languages"
        placeholder={t('verification.languagesPlaceholder')}
      />
      <Controller
        control={control}
        name="photo"
        render={({ field, fieldState }) => (
          <PhotoField
            label={t('verification.photo')}
            hint={t('verification.photoHint')}
            accept={PHOTO_LIMITS.types.join(',')}
            photo={field.value ?? null}
            storedUrl={watch('photoUrl') ?? null}
            onPhotoChange={field.onChange}
            onRemoveStored={() => setValue('photoUrl', null, { shouldDirty: true })}
            inputRef={field.ref}
            onBlur={field.onBlur}
            error={fieldError(fieldState.error)}
          />
        )}
      />
      <Field label={t('verification.bio')} error={fieldError(errors.bio)}>
        <Textarea rows={3} placeholder={t('verification.bioPlaceholder')} {...register('bio')} />
      </Field>
      <FormActions>
        <Button variant="outline" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {busy ? t('verification.submitting') : submitLabel}
        </Button>
      </FormActions>
    </DialogForm>
  );
}
