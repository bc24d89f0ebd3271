import { Button, Card } from '@nyaya/shared-design';
import { useId } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

export interface EmptyHistoryProps {
  onStart: () => void;
}

const Panel = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  text-align: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Note = styled.p`
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** No consultation yet: what the page is for, and the way to a first one. */
export function EmptyHistory({ onStart }: EmptyHistoryProps) {
  const { t } = useRemoteTranslation();
  const titleId = useId();
  return (
    <Panel as="section" aria-labelledby={titleId}>
      <Title id={titleId}>{t('history.empty.title')}</Title>
      <Note>{t('history.empty.description')}</Note>
      <Button onClick={onStart}>{t('history.empty.start')}</Button>
    </Panel>
  );
}
