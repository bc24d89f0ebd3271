import { Button, Field, Textarea } from '@nyaya/shared-design';
import { dataErrorMessage, translateKey } from '@nyaya/shared-platform';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { useReplyToReview } from '../api/queries';
import { checkReply, REPLY_MAX, textLength } from '../model/reviewText';
import { FormActions, TextCounter } from './formLayout';

export interface ReplyFormProps {
  lawyerId: string;
  reviewId: string;
  /** After the reply is posted (true), or on 'Cancel' (false). */
  onDone: (posted: boolean) => void;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The lawyer's one public reply to a review (docs/product/reviews.md): required, at most 1,000
 * characters, counted as it is typed; the database's refusals show at the field with the text
 * kept. Opens with focus in the field.
 */
export function ReplyForm({ lawyerId, reviewId, onDone }: ReplyFormProps) {
  const { t } = useRemoteTranslation();
  const replyTo = useReplyToReview(lawyerId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const used = textLength(text);

  useEffect(() => replyRef.current?.focus(), []);

  const showError = (message: string) => {
    setError(message);
    replyRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (replyTo.isPending) return;
    const checked = checkReply(text);
    if (!checked.ok) {
      showError(translateKey(checked.message));
      return;
    }
    setError(null);
    replyTo.mutate(
      { reviewId, reply: checked.text },
      { onSuccess: () => onDone(true), onError: (failure) => showError(dataErrorMessage(failure)) },
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Field
        label={t('reviews.reply.label')}
        required
        error={error ?? undefined}
        hint={
          <>
            {t('reviews.reply.hint')}
            <TextCounter $over={used > REPLY_MAX}>
              {t('reviews.counter', { used: String(used), max: String(REPLY_MAX) })}
            </TextCounter>
          </>
        }
      >
        <Textarea
          ref={replyRef}
          rows={4}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <FormActions>
        <Button variant="outline" disabled={replyTo.isPending} onClick={() => onDone(false)}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={replyTo.isPending}>
          {t('reviews.reply.submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
