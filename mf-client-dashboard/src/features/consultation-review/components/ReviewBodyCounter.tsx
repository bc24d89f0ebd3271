import { useLocale } from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { REVIEW_BODY_MAX, reviewBodyLength } from '../model/reviewSchema';

const Counter = styled.p<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger.base : theme.colors.text.muted)};
  text-align: right;
`;

/**
 * How much of the 2,000 characters the text uses (counted as the database counts them, once
 * trimmed), and by how much it is over. It describes the textarea, so it is read with it.
 */
export function ReviewBodyCounter({ id, body }: { id: string; body: string }) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  // The limit as written in the product's sentences: 2,000.
  const max = REVIEW_BODY_MAX.toLocaleString(locale);
  const used = reviewBodyLength(body);
  const over = used - REVIEW_BODY_MAX;
  return (
    <Counter id={id} $over={over > 0}>
      {over > 0
        ? t('review.dialog.bodyOverLimit', { count: over, max })
        : t('review.dialog.bodyCounter', { used: used.toLocaleString(locale), max })}
    </Counter>
  );
}
