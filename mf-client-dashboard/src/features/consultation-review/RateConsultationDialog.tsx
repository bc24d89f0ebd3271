import { Button, Spinner } from '@nyaya/shared-design';
import { Dialog, DialogContent } from '@nyaya/shared-design/dialog';
import { dataErrorMessage, type OverlayProps } from '@nyaya/shared-platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { reviewOfRequestQuery } from './api/queries';
import { ReviewForm } from './components/ReviewForm';
import { reviewEditState, type ClientReview } from './model/review';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Message = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Success = styled(Message)`
  background: ${({ theme }) => theme.colors.tones.success.background};
  color: ${({ theme }) => theme.colors.tones.success.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A sentence, and a button that closes the dialog (and takes focus, so the sentence is read). */
function Outcome({
  sentence,
  tone,
  onClose,
}: {
  sentence: string;
  tone: 'success' | 'neutral';
  onClose: () => void;
}) {
  const { t } = useRemoteTranslation();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const Text = tone === 'success' ? Success : Message;
  return (
    <Panel>
      <Text role="status">{sentence}</Text>
      <Actions>
        <Button ref={close} onClick={onClose}>
          {t('common:close')}
        </Button>
      </Actions>
    </Panel>
  );
}

/** What the dialog shows for the client's review as it is: the form, or why it cannot be edited. */
function ReviewContent({
  requestId,
  review,
  onClose,
}: {
  requestId: string;
  review: ClientReview | null;
  onClose: () => void;
}) {
  const { t } = useRemoteTranslation();
  const [saved, setSaved] = useState<'posted' | 'updated' | null>(null);
  // Taken once, as the form shows: the refetch after saving, or a review reaching the end of its
  // 14 days while being edited, must not change the form under the client's hands (the database
  // has the last word).
  const [loaded] = useState(review);
  const [state] = useState(() => loaded && reviewEditState(loaded));

  if (saved) {
    return (
      <Outcome
        tone="success"
        sentence={saved === 'posted' ? t('review.dialog.posted') : t('review.dialog.updated')}
        onClose={onClose}
      />
    );
  }
  if (state === 'hidden' || state === 'expired') {
    return <Outcome tone="neutral" sentence={t(`review.notEditable.${state}`)} onClose={onClose} />;
  }
  return <ReviewForm requestId={requestId} review={loaded} onSaved={setSaved} onCancel={onClose} />;
}

/**
 * "Rate your consultation" (docs/product/reviews.md), for the `rate-consultation` intent: the
 * client's stars and text for the completed request `intent.requestId`. It posts a review when
 * there is none, edits the one there is for 14 days after posting, and otherwise says why it
 * can no longer be edited.
 */
export function RateConsultationDialog({ intent, onClose }: OverlayProps<'rate-consultation'>) {
  const { t } = useRemoteTranslation();
  // Read afresh each time the dialog opens: a review hidden or edited elsewhere meanwhile.
  const review = useQuery({ ...reviewOfRequestQuery(intent.requestId), refetchOnMount: 'always' });
  const description = intent.lawyerName
    ? t('review.dialog.withLawyer', { name: intent.lawyerName })
    : t('review.dialog.withYourLawyer');

  let content;
  if (review.isPending || (review.isFetching && !review.isFetchedAfterMount)) {
    content = (
      <Loading role="status">
        <Spinner />
        {t('review.dialog.loading')}
      </Loading>
    );
  } else if (review.isError) {
    content = (
      <Panel>
        <Message role="alert">
          {t('review.dialog.loadFailed')} {dataErrorMessage(review.error)}
        </Message>
        <Actions>
          <Button variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button loading={review.isFetching} onClick={() => void review.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </Actions>
      </Panel>
    );
  } else {
    content = <ReviewContent requestId={intent.requestId} review={review.data} onClose={onClose} />;
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('review.dialog.title')}
        description={description}
        closeLabel={t('common:close')}
      >
        {content}
      </DialogContent>
    </Dialog>
  );
}
