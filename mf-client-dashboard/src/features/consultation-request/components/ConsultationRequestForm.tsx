import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Textarea, toast } from '@nyaya/shared-design';
import { Select } from '@nyaya/shared-design/select';
import { LEGAL_SPECIALIZATIONS } from '@nyaya/db';
import {
  DataError,
  dataErrorMessage,
  domainLabel,
  translateKey,
  useCurrentUser,
  useLanguage,
} from '@nyaya/shared-platform';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { fieldOfRequestError } from '../api/consultationRequests';
import { useSubmitConsultationRequest } from '../hooks/useSubmitConsultationRequest';
import {
  consultationRequestSchema,
  type ConsultationRequestFormValues,
  type ConsultationRequestValues,
} from '../model/consultationRequestSchema';
import {
  EMPTY_REQUEST_FORM,
  clearStoredDraft,
  draftOf,
  storeDraft,
  type RequestDraft,
  type RequestFormFields,
} from '../model/requestDraft';
import { DescriptionCounter } from './DescriptionCounter';

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

const LogInPrompt = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.tones.warning.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.warning.background};
  color: ${({ theme }) => theme.colors.tones.warning.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The fields in the order they show, to name the first problem. */
const FIELD_ORDER = ['serviceType', 'description', 'location', 'phone'] as const;

/** A field's message: the schema and the error map carry i18n keys. */
const fieldError = (message: string | undefined) => message && translateKey(message);

export interface ConsultationRequestFormProps {
  /** The lawyer it is addressed to; null: open to any lawyer. */
  lawyerId: string | null;
  initialValues: RequestFormFields;
  /** The request is stored; the form has been reset. */
  onSubmitted: () => void;
  onCancel: () => void;
  /** Sign-in is needed: `draft` is what had been typed, to come back with the form. */
  onLogIn: (draft: RequestDraft | null) => void;
}

/**
 * The consultation request form (docs/product/consultation-requests.md): Type of Legal Service and
 * Case Description required, Location and phone optional. Every problem is both a toast and a
 * message at its field, and focus goes to the first such field. What is typed is kept in the tab
 * (sessionStorage) until the request is stored, through failures and sign-in.
 */
export function ConsultationRequestForm({
  lawyerId,
  initialValues,
  onSubmitted,
  onCancel,
  onLogIn,
}: ConsultationRequestFormProps) {
  const { t } = useRemoteTranslation();
  // Re-rendered when the language changes: the list shows each specialization's label, the
  // stored value stays the specialization itself.
  useLanguage();
  const serviceTypeOptions = LEGAL_SPECIALIZATIONS.map((value) => ({
    value,
    label: domainLabel('specializations', value),
  }));
  const { status, userId } = useCurrentUser();
  const submitRequest = useSubmitConsultationRequest(lawyerId);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ConsultationRequestFormValues, unknown, ConsultationRequestValues>({
    resolver: zodResolver(consultationRequestSchema, undefined, { mode: 'sync' }),
    defaultValues: initialValues,
    // react-hook-form focuses in registration order, where the Select (a Controller) comes
    // last: onInvalid focuses in form order instead.
    shouldFocusError: false,
  });
  const [needsLogIn, setNeedsLogIn] = useState(false);
  const logInButton = useRef<HTMLButtonElement>(null);
  // A second click or Enter before React has disabled the button must send nothing.
  const inFlight = useRef(false);
  // The dialog can be closed while a request is on its way; the outcome is still told.
  const mounted = useRef(true);
  const counterId = useId();
  const logInPromptId = useId();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // What the form starts with counts as typed too (a draft handed over by sign-in, say).
  useEffect(() => {
    storeDraft(getValues(), userId);
    const subscription = watch((values) => storeDraft(values, userId));
    return () => subscription.unsubscribe();
  }, [watch, getValues, userId]);

  // Signed in meanwhile (another tab, say): nothing left to ask.
  useEffect(() => {
    if (status === 'signedIn') setNeedsLogIn(false);
  }, [status]);

  useEffect(() => {
    if (needsLogIn) logInButton.current?.focus();
  }, [needsLogIn]);

  const onValid = async (values: ConsultationRequestValues) => {
    const outcome = await submitRequest(values);
    if (outcome.status === 'submitted') {
      clearStoredDraft();
      toast({ title: t('toasts.submitted.title'), description: t('toasts.submitted.description') });
      if (mounted.current) {
        reset(EMPTY_REQUEST_FORM);
        onSubmitted();
      }
      return;
    }
    if (outcome.status === 'signedOut') {
      toast({
        title: t('toasts.authRequired.title'),
        description: t('toasts.authRequired.description'),
        variant: 'destructive',
      });
      if (mounted.current) setNeedsLogIn(true);
      return;
    }
    const { error } = outcome;
    const field = fieldOfRequestError(error);
    if (mounted.current && field && error instanceof DataError && error.messageKey) {
      setError(field, { type: 'server', message: error.messageKey }, { shouldFocus: true });
    }
    toast({
      title: t('toasts.submitFailed.title'),
      description: dataErrorMessage(error, t('toasts.submitFailed.fallback')),
      variant: 'destructive',
    });
  };

  const onInvalid = (fieldErrors: FieldErrors<ConsultationRequestFormValues>) => {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (!first) return;
    setFocus(first);
    toast({
      title: t('toasts.validationError.title'),
      description: fieldError(fieldErrors[first]?.message),
      variant: 'destructive',
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void handleSubmit(
      onValid,
      onInvalid,
    )(event).finally(() => {
      inFlight.current = false;
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Controller
        control={control}
        name="serviceType"
        render={({ field, fieldState }) => (
          <Select
            label={t('requestDialog.serviceType')}
            required
            options={serviceTypeOptions}
            placeholder={t('requestDialog.serviceTypePlaceholder')}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(fieldState.error?.message)}
          />
        )}
      />
      <Field
        label={t('requestDialog.description')}
        required
        error={fieldError(errors.description?.message)}
      >
        <Textarea
          rows={4}
          placeholder={t('requestDialog.descriptionPlaceholder')}
          aria-describedby={counterId}
          {...register('description')}
        />
        <DescriptionCounter id={counterId} control={control} />
      </Field>
      <Field label={t('requestDialog.location')} error={fieldError(errors.location?.message)}>
        <Input
          autoComplete="address-level2"
          placeholder={t('requestDialog.locationPlaceholder')}
          {...register('location')}
        />
      </Field>
      <Field
        label={t('requestDialog.phone')}
        hint={t('requestDialog.phoneHint')}
        error={fieldError(errors.phone?.message)}
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('requestDialog.phonePlaceholder')}
          {...register('phone')}
        />
      </Field>
      {needsLogIn && (
        <LogInPrompt>
          <p id={logInPromptId}>{t('requestDialog.logInPrompt')}</p>
          <Button
            ref={logInButton}
            variant="outline"
            aria-describedby={logInPromptId}
            onClick={() => onLogIn(draftOf(getValues()))}
          >
            {t('requestDialog.logIn')}
          </Button>
        </LogInPrompt>
      )}
      <Actions>
        <Button variant="outline" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('requestDialog.submitting') : t('requestDialog.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
