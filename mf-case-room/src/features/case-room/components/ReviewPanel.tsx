import { Button } from '@nyaya/shared-design';
import { formatDate } from '@nyaya/shared-design/patterns';
import { useLocale, useOverlays } from '@nyaya/shared-platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useRemoteTranslation } from '../../../i18n';
import { editableUntil, ownReviewQuery } from '../api/review';
import type { CaseRoom } from '../api/rpc';
import { Row, Section, SectionTitle, Text } from './layout';

/**
 * Calls `refetch` each time a `rate-consultation` dialog closes: it is rendered by the shell
 * (mf_client_dashboard's), and what it saved is read again here.
 */
function useRefetchWhenRatingCloses(refetch: () => void) {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(
    () =>
      useOverlays.subscribe((state, previous) => {
        if (previous.current?.kind === 'rate-consultation' && state.current !== previous.current) {
          latest.current();
        }
      }),
    [],
  );
}

/**
 * For the client of a completed case: "Rate your consultation" until they have (the shell opens
 * mf_client_dashboard's dialog), then their stars and "Edit your review" for 14 days after
 * posting, or that our team hid it (docs/product/reviews.md).
 */
export function ReviewPanel({ room, clientId }: { room: CaseRoom; clientId: string }) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const titleId = useId();
  const untilId = useId();
  const review = useQuery(ownReviewQuery(room.requestId, clientId));
  useRefetchWhenRatingCloses(() => void review.refetch());

  // Nothing to offer until the room knows: never "Rate" to a client who already has.
  if (!review.isSuccess) return null;

  const open = () =>
    useOverlays.getState().open({
      kind: 'rate-consultation',
      requestId: room.requestId,
      lawyerName: room.lawyer.name,
    });
  const own = review.data;
  const until = own && editableUntil(own);
  const formattedUntil = until && formatDate(until, undefined, locale);

  return (
    <Section as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('review.title')}</SectionTitle>
      {!own && (
        <Row>
          <Button onClick={open}>{t('review.rate')}</Button>
        </Row>
      )}
      {own?.hiddenAt && <Text>{t('review.hidden')}</Text>}
      {own && !own.hiddenAt && (
        <>
          <Text>
            {t('review.rated', { rating: String(own.rating) })}
            {formattedUntil && (
              <>
                {' '}
                <span id={untilId}>{t('review.editableUntil', { date: formattedUntil })}</span>
              </>
            )}
          </Text>
          {formattedUntil && (
            <Row>
              <Button variant="outline" aria-describedby={untilId} onClick={open}>
                {t('review.edit')}
              </Button>
            </Row>
          )}
        </>
      )}
    </Section>
  );
}
