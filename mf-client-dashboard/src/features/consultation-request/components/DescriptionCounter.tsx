import { FIELD_LIMITS } from '@nyaya/db';
import { useWatch, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type {
  ConsultationRequestFormValues,
  ConsultationRequestValues,
} from '../model/consultationRequestSchema';

/** The counter shows from here on: far enough ahead to plan, quiet for ordinary cases. */
export const DESCRIPTION_COUNTER_FROM = FIELD_LIMITS.description - 500;

const Counter = styled.p<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger.base : theme.colors.text.muted)};
  text-align: right;
`;

export interface DescriptionCounterProps {
  /** Referenced by the description's aria-describedby. */
  id: string;
  control: Control<ConsultationRequestFormValues, unknown, ConsultationRequestValues>;
}

/**
 * How much of the description's limit is used, once it gets close. A polite live region that is
 * always in the page (empty until then), so screen readers announce it when it appears.
 */
export function DescriptionCounter({ id, control }: DescriptionCounterProps) {
  const { t } = useRemoteTranslation();
  const description = useWatch({ control, name: 'description' });
  const used = description.length;
  const max = FIELD_LIMITS.description;
  const over = used - max;

  let text = '';
  if (over > 0) {
    text = t('requestDialog.descriptionOverLimit', { count: over, max: String(max) });
  } else if (used >= DESCRIPTION_COUNTER_FROM) {
    text = t('requestDialog.descriptionCounter', { used: String(used), max: String(max) });
  }

  return (
    <Counter id={id} aria-live="polite" $over={over > 0}>
      {text}
    </Counter>
  );
}
