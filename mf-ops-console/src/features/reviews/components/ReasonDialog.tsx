import { Button, Field, Textarea } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { translateKey } from '@nyaya/shared-platform';
import { useState, type FormEvent } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import { Muted, Row, Stack } from '../../staff-access/components/shared';
import { checkReviewReason, REVIEW_REASON_MAX } from '../model/review';

interface ReasonDialogProps {
  /** Which decision the reason is for; null when the dialog is closed. */
  decision: 'hide' | 'restore' | null;
  lawyerName: string;
  busy: boolean;
  /** The database's sentence when the last attempt failed; the typed reason is kept. */
  failure: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

interface ReasonFormProps extends Omit<ReasonDialogProps, 'decision' | 'lawyerName'> {
  decision: 'hide' | 'restore';
}

/** Mounted while the dialog is open: the typed reason lives as long as the dialog does. */
function ReasonForm({ decision, busy, failure, onConfirm, onClose }: ReasonFormProps) {
  const { t } = useRemoteTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReviewReason(decision, reason);
    if (checked.problem !== null) {
      setProblem(translateKey(checked.problem));
      return;
    }
    setProblem(null);
    onConfirm(checked.reason);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Field
          label={t(decision === 'hide' ? 'reviews.hideReason' : 'reviews.restoreReason')}
          hint={t(decision === 'hide' ? 'reviews.hideReasonHint' : 'reviews.restoreReasonHint')}
          error={problem ?? undefined}
          required
        >
          <Textarea
            value={reason}
            maxLength={REVIEW_REASON_MAX}
            rows={4}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        {failure && <Muted role="alert">{failure}</Muted>}
        <Row>
          <Button type="submit" loading={busy} variant={decision === 'hide' ? 'danger' : 'primary'}>
            {t(decision === 'hide' ? 'reviews.hide' : 'reviews.restore')}
          </Button>
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {t('reviews.cancel')}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

/**
 * The reason staff give to hide a review (e-mailed to its author) or to restore a hidden one;
 * both required, at most 500 characters (docs/product/reviews.md).
 */
export function ReasonDialog({ decision, lawyerName, ...form }: ReasonDialogProps) {
  const { t } = useRemoteTranslation();
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && !form.busy && form.onClose()}>
      {decision && (
        <DialogContent
          title={t(decision === 'hide' ? 'reviews.hideTitle' : 'reviews.restoreTitle', {
            name: lawyerName,
          })}
          description={t(
            decision === 'hide' ? 'reviews.hideDescription' : 'reviews.restoreDescription',
          )}
        >
          <ReasonForm decision={decision} {...form} />
        </DialogContent>
      )}
    </Dialog>
  );
}
