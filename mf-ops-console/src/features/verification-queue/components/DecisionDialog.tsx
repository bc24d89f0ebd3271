import { Button, Field, Textarea } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { useState, type FormEvent } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import { Row, Stack } from '../../staff-access/components/shared';
import { checkDecisionNote, DECISION_NOTE_MAX, type Decision } from '../model/verification';

interface DecisionDialogProps {
  decision: Decision | null;
  lawyerName: string;
  busy: boolean;
  onConfirm: (decision: Decision, note: string | null) => void;
  onClose: () => void;
}

/** The note for a decision: required to reject or ask to re-verify, optional to approve. */
export function DecisionDialog({
  decision,
  lawyerName,
  busy,
  onConfirm,
  onClose,
}: DecisionDialogProps) {
  const { t } = useRemoteTranslation();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decision) return;
    const checked = checkDecisionNote(decision, note);
    if (checked.problem) {
      setProblem(t(`verifications.${checked.problem}`));
      return;
    }
    setProblem(null);
    onConfirm(decision, checked.note);
  };

  return (
    <Dialog
      open={decision !== null}
      onOpenChange={(open) => {
        if (!open) {
          setNote('');
          setProblem(null);
          onClose();
        }
      }}
    >
      {decision && (
        <DialogContent
          title={t(`verifications.dialogTitle.${decision}`, { name: lawyerName })}
          description={t('verifications.dialogDescription')}
        >
          <form onSubmit={submit} noValidate>
            <Stack>
              <Field
                label={
                  decision === 'approved'
                    ? t('verifications.noteOptional')
                    : t('verifications.note')
                }
                error={problem ?? undefined}
                required={decision !== 'approved'}
              >
                <Textarea
                  value={note}
                  maxLength={DECISION_NOTE_MAX}
                  rows={4}
                  onChange={(event) => setNote(event.target.value)}
                />
              </Field>
              <Row>
                <Button
                  type="submit"
                  loading={busy}
                  variant={decision === 'approved' ? 'primary' : 'danger'}
                >
                  {t(
                    `verifications.${decision === 'approved' ? 'approve' : decision === 'rejected' ? 'reject' : 'reverify'}`,
                  )}
                </Button>
                <Button variant="outline" onClick={onClose}>
                  {t('verifications.cancel')}
                </Button>
              </Row>
            </Stack>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
