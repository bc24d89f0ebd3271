import { Button, Field, Textarea } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { dataErrorMessage, translateKey } from '@nyaya/shared-platform';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { useReportReview } from '../api/queries';
import { checkReportReason, REPORT_REASON_MAX, textLength } from '../model/reviewText';
import { FormActions, TextCounter } from './formLayout';

export interface ReportReviewDialogProps {
  reviewId: string;
  open: boolean;
  onClose: () => void;
  /** Where focus goes on close: the 'Report' button that opened it. */
  onCloseAutoFocus: (event: Event) => void;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

function ReportReviewForm({
  reviewId,
  onClose,
}: Pick<ReportReviewDialogProps, 'reviewId' | 'onClose'>) {
  const { t } = useRemoteTranslation();
  const report = useReportReview();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const used = textLength(text);

  // Once reported, focus moves to the sentence's only action, so it is read next.
  useEffect(() => {
    if (report.isSuccess) closeRef.current?.focus();
  }, [report.isSuccess]);

  if (report.isSuccess) {
    return (
      <Done>
        <p role="status">{t('reviews.report.done')}</p>
        <FormActions>
          <Button ref={closeRef} onClick={onClose}>
            {t('common:close')}
          </Button>
        </FormActions>
      </Done>
    );
  }

  const showError = (message: string) => {
    setError(message);
    reasonRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (report.isPending) return;
    const checked = checkReportReason(text);
    if (!checked.ok) {
      showError(translateKey(checked.message));
      return;
    }
    setError(null);
    // The reason stays in the field when the database refuses it.
    report.mutate(
      { reviewId, reason: checked.text },
      { onError: (failure) => showError(dataErrorMessage(failure)) },
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Field
        label={t('reviews.report.reason')}
        required
        error={error ?? undefined}
        hint={
          <TextCounter $over={used > REPORT_REASON_MAX}>
            {t('reviews.counter', { used: String(used), max: String(REPORT_REASON_MAX) })}
          </TextCounter>
        }
      >
        <Textarea
          ref={reasonRef}
          rows={4}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <FormActions>
        <Button variant="outline" disabled={report.isPending} onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={report.isPending}>
          {t('reviews.report.submit')}
        </Button>
      </FormActions>
    </Form>
  );
}

/**
 * 'Report this review' (docs/product/reviews.md): a required reason of at most 500 characters,
 * counted as it is typed, checked here and again by the database, whose refusals (the author's
 * own review, a second report) show at the field with the reason kept.
 */
export function ReportReviewDialog({
  reviewId,
  open,
  onClose,
  onCloseAutoFocus,
}: ReportReviewDialogProps) {
  const { t } = useRemoteTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent
          size="sm"
          title={t('reviews.report.title')}
          description={t('reviews.report.description')}
          closeLabel={t('common:close')}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <ReportReviewForm reviewId={reviewId} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
