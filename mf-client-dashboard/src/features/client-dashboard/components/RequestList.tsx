import { Card, Skeleton } from '@nyaya/shared-design';
import { Link } from '@nyaya/shared-platform/router';
import { useId, useMemo, useRef } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { ClientReview } from '../../consultation-review';
import { useFocusLinkedRequest } from '../hooks/useFocusLinkedRequest';
import type { ClientRequest } from '../model/clientRequest';
import { RequestCard } from './RequestCard';

export interface RequestListProps {
  /** Null while loading: placeholder cards. */
  requests: ClientRequest[] | null;
  /** The client's reviews by request id; null while unknown (no rating is offered then). */
  reviews?: ReadonlyMap<string, ClientReview> | null;
}

const LAWYERS_PATH = '/lawyers';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Heading = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Empty = styled(Card)`
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.text.secondary};

  a {
    color: ${({ theme }) => theme.colors.text.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.text.linkHover};
  }
`;

const Placeholder = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
`;

const PLACEHOLDER_CARDS = [0, 1, 2];

/** The shape of a request card while the list loads. */
function RequestCardSkeleton() {
  return (
    <Placeholder aria-hidden="true" data-request-skeleton="">
      <Skeleton width="min(100%, 14rem)" height="1.5rem" />
      <Skeleton width="90%" />
      <Skeleton width="70%" />
      <Skeleton width="min(100%, 10rem)" />
    </Placeholder>
  );
}

/**
 * 'My Consultation Requests' (docs/product/consultation-requests.md), newest first as the database
 * orders them. A link from an e-mail (`?request=<id>`) brings its request's card into view.
 */
export function RequestList({ requests, reviews = null }: RequestListProps) {
  const { t } = useRemoteTranslation();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const ids = useMemo(() => requests?.map((request) => request.id) ?? null, [requests]);
  useFocusLinkedRequest(sectionRef, ids);

  let content;
  if (requests === null) {
    content = (
      <List as="div">
        {PLACEHOLDER_CARDS.map((key) => (
          <RequestCardSkeleton key={key} />
        ))}
      </List>
    );
  } else if (requests.length === 0) {
    content = (
      <Empty as="p">
        <Trans
          t={t}
          i18nKey="dashboard.empty"
          components={{ lawyersLink: <Link to={LAWYERS_PATH} /> }}
        />
      </Empty>
    );
  } else {
    content = (
      <List>
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard
              request={request}
              review={reviews ? (reviews.get(request.id) ?? null) : undefined}
            />
          </li>
        ))}
      </List>
    );
  }

  return (
    <Section ref={sectionRef} aria-labelledby={headingId} aria-busy={requests === null}>
      <Heading id={headingId}>{t('dashboard.requests.title')}</Heading>
      {content}
    </Section>
  );
}
