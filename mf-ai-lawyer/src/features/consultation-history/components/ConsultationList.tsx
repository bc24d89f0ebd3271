import { Card, Skeleton } from '@nyaya/shared-design';
import styled from 'styled-components';
import type { AiConsultation } from '../model/aiConsultation';
import { ConsultationCard, type ConsultationCardProps } from './ConsultationCard';

export interface ConsultationListProps extends Omit<ConsultationCardProps, 'consultation'> {
  /** Null while loading: placeholder cards. */
  consultations: AiConsultation[] | null;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Placeholder = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
`;

const PLACEHOLDER_CARDS = [0, 1, 2];

/** The shape of a consultation card while the list loads. */
function ConsultationCardSkeleton() {
  return (
    <Placeholder aria-hidden="true" data-consultation-skeleton="">
      <Skeleton width="min(100%, 16rem)" height="1.5rem" />
      <Skeleton width="min(100%, 24rem)" />
      <Skeleton width="80%" />
      <Skeleton width="min(100%, 18rem)" height="2rem" radius="md" />
    </Placeholder>
  );
}

/** The user's consultations, newest first as the database orders them. */
export function ConsultationList({ consultations, ...handlers }: ConsultationListProps) {
  if (consultations === null) {
    return (
      <List as="div">
        {PLACEHOLDER_CARDS.map((key) => (
          <ConsultationCardSkeleton key={key} />
        ))}
      </List>
    );
  }
  return (
    <List>
      {consultations.map((consultation) => (
        <li key={consultation.id}>
          <ConsultationCard consultation={consultation} {...handlers} />
        </li>
      ))}
    </List>
  );
}
