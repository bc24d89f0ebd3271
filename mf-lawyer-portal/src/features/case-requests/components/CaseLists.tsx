import { Card, Skeleton, VisuallyHidden, focusRing } from '@nyaya/shared-design';
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import {
  FOCUS_FALLBACK_ATTRIBUTE,
  useFocusRescue,
  type CaseSectionKey,
} from '../hooks/useFocusRescue';
import { useFocusLinkedRequest } from '../hooks/useFocusLinkedRequest';
import type { CaseLists as Lists } from '../model/caseLists';
import type { CaseRequest } from '../model/caseRequest';
import { CaseCard } from './CaseCard';

export interface CaseListsProps {
  /** Null while loading: placeholder cards. */
  lists: Lists | null;
  /** The signed-in lawyer. */
  lawyerId: string;
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Heading = styled.h2`
  justify-self: start;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.text.primary};
  border-radius: ${({ theme }) => theme.radii.sm};

  ${focusRing}
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Empty = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  text-align: center;
`;

const EmptyTitle = styled.h2`
  justify-self: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  border-radius: ${({ theme }) => theme.radii.sm};

  ${focusRing}
`;

const Placeholder = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
`;

const PLACEHOLDER_CARDS = [0, 1];

/** The shape of a request card while the lists load. */
function CaseCardSkeleton() {
  return (
    <Placeholder aria-hidden="true" data-case-skeleton="">
      <Skeleton width="min(100%, 14rem)" height="1.5rem" />
      <Skeleton width="90%" />
      <Skeleton width="70%" />
      <Skeleton width="min(100%, 10rem)" />
      <Skeleton width="8rem" height="2rem" radius="md" />
    </Placeholder>
  );
}

interface CaseSectionProps {
  section: CaseSectionKey;
  title: string;
  /** What the section says when it has no cards. */
  emptyNote: string;
  requests: CaseRequest[] | null;
  lawyerId: string;
  trackFocus: ReturnType<typeof useFocusRescue>['trackFocus'];
}

function CaseSection({
  section,
  title,
  emptyNote,
  requests,
  lawyerId,
  trackFocus,
}: CaseSectionProps) {
  const { t } = useRemoteTranslation();
  const headingId = useId();

  let content;
  if (requests === null) {
    content = (
      <List as="div">
        <VisuallyHidden as="p">{t('requests.loading')}</VisuallyHidden>
        {PLACEHOLDER_CARDS.map((key) => (
          <CaseCardSkeleton key={key} />
        ))}
      </List>
    );
  } else if (requests.length === 0) {
    content = <Note>{emptyNote}</Note>;
  } else {
    content = (
      <List>
        {requests.map((request) => (
          <li key={request.id} {...trackFocus(section, request.id)}>
            <CaseCard request={request} lawyerId={lawyerId} />
          </li>
        ))}
      </List>
    );
  }

  return (
    <Section aria-labelledby={headingId} aria-busy={requests === null}>
      <Heading id={headingId} tabIndex={-1} {...{ [FOCUS_FALLBACK_ATTRIBUTE]: section }}>
        {title}
      </Heading>
      {content}
    </Section>
  );
}

/**
 * 'Available Consultation Requests' and 'My Cases' (docs/product/lawyer-portal.md), newest first as
 * the database orders them; when both are empty, 'No Consultation Requests'. A link from an
 * e-mail (`?request=<id>`) brings its request's card into view.
 */
export function CaseLists({ lists, lawyerId }: CaseListsProps) {
  const { t } = useRemoteTranslation();
  const { containerRef, trackFocus } = useFocusRescue(lists);
  const emptyTitleId = useId();
  const ids = useMemo(
    () => (lists ? [...lists.open, ...lists.mine].map((request) => request.id) : null),
    [lists],
  );
  useFocusLinkedRequest(containerRef, ids);

  const nothing = lists !== null && lists.open.length === 0 && lists.mine.length === 0;
  return (
    <Wrapper ref={containerRef}>
      {nothing ? (
        <Empty as="section" aria-labelledby={emptyTitleId}>
          <EmptyTitle id={emptyTitleId} tabIndex={-1} {...{ [FOCUS_FALLBACK_ATTRIBUTE]: 'empty' }}>
            {t('requests.empty.title')}
          </EmptyTitle>
          <Note>{t('requests.empty.description')}</Note>
        </Empty>
      ) : (
        <>
          <CaseSection
            section="open"
            title={t('requests.available.title')}
            emptyNote={t('requests.available.empty')}
            requests={lists?.open ?? null}
            lawyerId={lawyerId}
            trackFocus={trackFocus}
          />
          <CaseSection
            section="mine"
            title={t('requests.mine.title')}
            emptyNote={t('requests.mine.empty')}
            requests={lists?.mine ?? null}
            lawyerId={lawyerId}
            trackFocus={trackFocus}
          />
        </>
      )}
    </Wrapper>
  );
}
