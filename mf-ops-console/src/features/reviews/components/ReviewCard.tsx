import { Badge, Button, StarRating, toast } from '@nyaya/shared-design';
import { ConfirmDialog } from '@nyaya/shared-design/dialog';
import { formatDate, formatDateTime } from '@nyaya/shared-design/patterns';
import { useLocale } from '@nyaya/shared-platform';
import { Link } from '@nyaya/shared-platform/router';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import {
  ItemCard,
  Muted,
  Row,
  Stack,
  Text,
  useRefreshAfterAction,
} from '../../staff-access/components/shared';
import { hideReview, keepReview, restoreReview, reviewErrorSentence } from '../api/reviews';
import { lawyerReviewsPath, type ReportedReview } from '../model/review';
import { ReasonDialog } from './ReasonDialog';

const Reports = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Report = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/**
 * A reported or hidden review: the lawyer (linked to their public reviews), the stars, the
 * text, the reviewer and the date, every report, and the decisions of docs/product/reviews.md:
 * hide (reason, mailed to the author) or keep for an open one, restore (reason) for a hidden one.
 */
export function ReviewCard({ review }: { review: ReportedReview }) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const refresh = useRefreshAfterAction();
  const headingId = useId();
  const reportsId = useId();
  const [asking, setAsking] = useState<'hide' | 'restore' | null>(null);
  const [confirmKeep, setConfirmKeep] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = review.lawyer_name ?? t('reviews.unnamedLawyer');
  const hidden = review.hidden_at !== null;

  const decide = useMutation({
    mutationFn: (input: { decision: 'hide' | 'restore'; reason: string }) =>
      input.decision === 'hide'
        ? hideReview(review.review_id, input.reason)
        : restoreReview(review.review_id, input.reason),
    onSuccess: (_row, input) => {
      setAsking(null);
      setFailure(null);
      toast({
        title: t(input.decision === 'hide' ? 'reviews.hidden' : 'reviews.restored', { name }),
      });
      void refresh();
    },
    // The dialog stays open with the typed reason and the database's sentence.
    onError: (error) => setFailure(reviewErrorSentence(error, t('common:errors.generic'))),
  });

  const keep = useMutation({
    mutationFn: () => keepReview(review.review_id),
    onSuccess: () => toast({ title: t('reviews.kept', { name }) }),
    onError: (error) =>
      toast({
        title: t('actionFailed'),
        description: reviewErrorSentence(error, t('common:errors.generic')),
        variant: 'destructive',
      }),
    onSettled: () => {
      setConfirmKeep(false);
      void refresh();
    },
  });

  const closeReason = () => {
    setAsking(null);
    // A failed decision may mean someone else decided meanwhile: read the list again.
    if (failure) void refresh();
    setFailure(null);
  };

  return (
    <ItemCard as="article" aria-labelledby={headingId}>
      <Row>
        <h3 id={headingId}>
          <Link to={lawyerReviewsPath(review.lawyer_id)}>{name}</Link>
        </h3>
        {review.open_reports > 0 && (
          <Badge tone="warning">{t('reviews.openReports', { count: review.open_reports })}</Badge>
        )}
        {hidden && <Badge tone="neutral">{t('reviews.state.hidden')}</Badge>}
      </Row>
      <StarRating
        rating={review.rating}
        showValue={false}
        label={t('reviews.rated', { rating: String(review.rating) })}
      />
      {review.body ? (
        <Text translate="no">{review.body}</Text>
      ) : (
        <Muted>{t('reviews.noText')}</Muted>
      )}
      <Muted>
        {t('reviews.by', {
          name: review.reviewer_name,
          date: formatDate(review.created_at, undefined, locale) ?? '',
        })}
        {review.edited_at &&
          ` · ${t('reviews.edited', { date: formatDate(review.edited_at, undefined, locale) ?? '' })}`}
      </Muted>
      {hidden && (
        <Stack>
          <Muted>
            {t('reviews.hiddenOn', {
              time: formatDateTime(review.hidden_at, undefined, locale) ?? '',
            })}
          </Muted>
          {review.hidden_reason && (
            <Text>{t('reviews.hiddenReason', { reason: review.hidden_reason })}</Text>
          )}
        </Stack>
      )}
      {review.reports.length > 0 && (
        <Stack as="section" aria-labelledby={reportsId}>
          <h4 id={reportsId}>{t('reviews.reports')}</h4>
          <Reports>
            {review.reports.map((report) => (
              <Report key={report.id}>
                <Text translate="no">{report.reason}</Text>
                <Row>
                  <Muted>
                    {t('reviews.report', {
                      reporter: report.reporterLabel,
                      time: formatDateTime(report.createdAt, undefined, locale) ?? '',
                    })}
                  </Muted>
                  {report.resolution && (
                    <Badge tone="neutral">{t(`reviews.resolution.${report.resolution}`)}</Badge>
                  )}
                </Row>
              </Report>
            ))}
          </Reports>
        </Stack>
      )}
      <Row>
        {hidden ? (
          <Button variant="outline" onClick={() => setAsking('restore')}>
            {t('reviews.restore')}
          </Button>
        ) : (
          <>
            <Button variant="danger" onClick={() => setAsking('hide')}>
              {t('reviews.hide')}
            </Button>
            {review.open_reports > 0 && (
              <Button variant="outline" onClick={() => setConfirmKeep(true)}>
                {t('reviews.keep')}
              </Button>
            )}
          </>
        )}
      </Row>
      <ReasonDialog
        decision={asking}
        lawyerName={name}
        busy={decide.isPending}
        failure={failure}
        onConfirm={(reason) => {
          if (asking) decide.mutate({ decision: asking, reason });
        }}
        onClose={closeReason}
      />
      <ConfirmDialog
        open={confirmKeep}
        title={t('reviews.keepTitle', { name })}
        description={t('reviews.keepDescription')}
        keepLabel={t('reviews.cancel')}
        confirmLabel={t('reviews.keep')}
        busy={keep.isPending}
        onConfirm={() => keep.mutate()}
        onKeep={() => setConfirmKeep(false)}
      />
    </ItemCard>
  );
}
