import { Button, Field, Textarea } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { dataErrorMessage, translateKey } from '@nyaya/shared-platform';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { fieldOfCaseError } from '../api/caseRequests';
import type { ActionOutcome } from '../hooks/useCaseActions';
import { RELEASE_REASON_MAX, checkReleaseReason, reasonLength } from '../model/releaseReason';
import { DialogForm, FormActions } from '../../../ui/dialogLayout';

export interface ReleaseCaseDialogProps {
  open: boolean;
  serviceType: string;
  /** The client's name, or the fallback. */
  client: string;
  /** `client` is the name the client gave (kept as written), not the fallback. */
  clientNamed: boolean;
  releasing: boolean;
  /** Sends the reason (trimmed); the dialog closes once the case is released. */
  onRelease: (reason: string) => Promise<ActionOutcome>;
  onClose: () => void;
  /** Where focus goes on close (no DialogTrigger here, so the owner decides). */
  onCloseAutoFocus: (event: Event) => void;
}

const Counter = styled.p<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger.base : theme.colors.text.muted)};
  text-align: right;
`;

function ReleaseCaseForm({
  releasing,
  onRelease,
  onClose,
}: Pick<ReleaseCaseDialogProps, 'releasing' | 'onRelease' | 'onClose'>) {
  const { t } = useRemoteTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const used = reasonLength(text);

  const showError = (message: string) => {
    setError(message);
    reasonRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (releasing) return;
    const check = checkReleaseReason(text);
    if (!check.ok) {
      showError(translateKey(check.message));
      return;
    }
    setError(null);
    const outcome = await onRelease(check.reason);
    if (outcome.status === 'done') onClose();
    else if (outcome.status === 'failed' && fieldOfCaseError(outcome.error) === 'reason') {
      showError(dataErrorMessage(outcome.error));
    }
  };

  return (
    <DialogForm noValidate onSubmit={(event) => void submit(event)}>
      <Field label={t('cases.releaseDialog.reason')} required error={error ?? undefined}>
        <Textarea
          ref={reasonRef}
          rows={4}
          value={text}
          aria-describedby={counterId}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <Counter id={counterId} $over={used > RELEASE_REASON_MAX}>
        {t('cases.releaseDialog.counter', { used: String(used), max: String(RELEASE_REASON_MAX) })}
      </Counter>
      <FormActions>
        <Button variant="outline" disabled={releasing} onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={releasing}>
          {t('cases.releaseDialog.submit')}
        </Button>
      </FormActions>
    </DialogForm>
  );
}

/**
 * Gives a case up with a reason the client reads: required, at most 500 characters, counted
 * as it is typed (checked here and again by the database, whose refusal shows at the field).
 * It cannot be dismissed while the release is on its way.
 */
export function ReleaseCaseDialog({
  open,
  serviceType,
  client,
  clientNamed,
  releasing,
  onRelease,
  onClose,
  onCloseAutoFocus,
}: ReleaseCaseDialogProps) {
  const { t } = useRemoteTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !releasing && onClose()}>
      {open && (
        <DialogContent
          size="sm"
          title={t('cases.releaseDialog.title')}
          description={
            <Trans
              t={t}
              i18nKey="cases.releaseDialog.description"
              values={{ serviceType, client }}
              components={[<span translate={clientNamed ? 'no' : undefined} />]}
            />
          }
          closeLabel={t('common:close')}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <ReleaseCaseForm releasing={releasing} onRelease={onRelease} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
