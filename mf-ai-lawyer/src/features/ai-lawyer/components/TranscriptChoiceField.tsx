import { Button } from '@nyaya/shared-design';
import { useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { TranscriptChoice } from '../hooks/useTranscriptChoice';
import { Notice } from './Notice';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
  }

  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.125rem;
    accent-color: ${({ theme }) => theme.colors.primary.base};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger.base};
`;

/**
 * Before a call: keep its transcript in the history, or not (docs/product/ai-lawyer.md#transcripts).
 * Neither is ticked until the user chooses; the choice is remembered and can be changed here
 * whenever no call is under way.
 */
export function TranscriptChoiceField({
  choice,
  disabled,
}: {
  choice: TranscriptChoice;
  disabled: boolean;
}) {
  const { t } = useRemoteTranslation();
  const hintId = useId();
  const name = useId();

  if (choice.status === 'loading') {
    return <p role="status">{t('aiLawyer.transcriptChoice.loading')}</p>;
  }
  if (choice.status === 'failed') {
    return (
      <Notice $tone="danger" role="alert">
        <p>{t('aiLawyer.transcriptChoice.loadFailed')}</p>
        <Button size="sm" variant="outline" onClick={choice.reload}>
          {t('aiLawyer.transcriptChoice.retry')}
        </Button>
      </Notice>
    );
  }

  const option = (keep: boolean) => (
    <label>
      <input
        type="radio"
        name={name}
        checked={choice.keep === keep}
        disabled={disabled}
        onChange={() => choice.choose(keep)}
      />
      {t(keep ? 'aiLawyer.transcriptChoice.keep' : 'aiLawyer.transcriptChoice.discard')}
    </label>
  );

  return (
    <Fieldset aria-describedby={hintId}>
      <legend>{t('aiLawyer.transcriptChoice.legend')}</legend>
      {option(true)}
      {option(false)}
      <Hint id={hintId}>{t('aiLawyer.transcriptChoice.hint')}</Hint>
      {choice.keep === null && <p>{t('aiLawyer.transcriptChoice.required')}</p>}
      {choice.saveFailed && (
        <Problem role="alert">{t('aiLawyer.transcriptChoice.saveFailed')}</Problem>
      )}
    </Fieldset>
  );
}
