import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Textarea } from '@nyaya/shared-design';
import { formatDate } from '@nyaya/shared-design/patterns';
import { dataErrorMessage, translateKey, useLocale } from '@nyaya/shared-platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { saveReviewMutation } from '../api/mutations';
import { editableUntil, type ClientReview } from '../model/review';
import {
  EMPTY_REVIEW_FORM,
  reviewSchema,
  type ReviewFormValues,
  type ReviewValues,
} from '../model/reviewSchema';
import { ReviewBodyCounter } from './ReviewBodyCounter';
import { StarRatingInput } from './StarRatingInput';

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

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Failure = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.tones.danger.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.danger.background};
  color: ${({ theme }) => theme.colors.tones.danger.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A field's message: the schema carries i18n keys. */
const fieldError = (message: string | undefined) => message && translateKey(message);

export interface ReviewFormProps {
  requestId: string;
  /** The client's review to edit; null: a new one. */
  review: ClientReview | null;
  /** The review is stored: `kind` says whether it was posted or edited. */
  onSaved: (kind: 'posted' | 'updated') => void;
  onCancel: () => void;
}

/**
 * Stars (required) and an optional text, checked as the database checks them. A refusal from
 * the database shows its sentence above the buttons; what was typed stays.
 */
export function ReviewForm({ requestId, review, onSaved, onCancel }: ReviewFormProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const save = useMutation(saveReviewMutation(queryClient));
  const {
    control,
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues, unknown, ReviewValues>({
    resolver: zodResolver(reviewSchema, undefined, { mode: 'sync' }),
    defaultValues: review
      ? { rating: String(review.rating), body: review.body ?? '' }
      : EMPTY_REVIEW_FORM,
    shouldFocusError: false,
  });
  const rating = useWatch({ control, name: 'rating' });
  const body = useWatch({ control, name: 'body' });
  const counterId = useId();
  const failureId = useId();
  // A second click or Enter before React has disabled the button must send nothing.
  const inFlight = useRef(false);
  const until = review && formatDate(editableUntil(review), undefined, locale);

  const onValid = async (values: ReviewValues) => {
    try {
      await save.mutateAsync({ requestId, review, values });
      onSaved(review ? 'updated' : 'posted');
    } catch {
      // The sentence shows from the mutation's error; the values stay as typed.
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<ReviewFormValues>) => {
    if (fieldErrors.rating) setFocus('rating');
    else if (fieldErrors.body) setFocus('body');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    save.reset();
    void handleSubmit(
      onValid,
      onInvalid,
    )(event).finally(() => {
      inFlight.current = false;
    });
  };

  const busy = isSubmitting || save.isPending;
  const submitLabel = review
    ? busy
      ? t('review.dialog.saving')
      : t('review.dialog.save')
    : busy
      ? t('review.dialog.posting')
      : t('review.dialog.post');

  return (
    <Form noValidate onSubmit={onSubmit}>
      <StarRatingInput
        value={rating}
        registration={register('rating')}
        error={fieldError(errors.rating?.message)}
      />
      <Field label={t('review.dialog.body')} error={fieldError(errors.body?.message)}>
        <Textarea
          rows={5}
          placeholder={t('review.dialog.bodyPlaceholder')}
          aria-describedby={counterId}
          {...register('body')}
        />
        <ReviewBodyCounter id={counterId} body={body} />
      </Field>
      {until && <Note>{t('review.dialog.editingUntil', { date: until })}</Note>}
      {save.isError && (
        <Failure id={failureId} role="alert">
          {dataErrorMessage(save.error, t('review.dialog.saveFailed'))}
        </Failure>
      )}
      <Actions>
        <Button variant="outline" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button
          type="submit"
          loading={busy}
          aria-describedby={save.isError ? failureId : undefined}
        >
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
