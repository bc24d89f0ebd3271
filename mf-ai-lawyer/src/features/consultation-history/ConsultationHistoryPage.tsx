import { VisuallyHidden } from '@nyaya/shared-design';
import { ConfirmDialog } from '@nyaya/shared-design/dialog';
import { formatDateTime, LoadErrorPanel, PageHeader } from '@nyaya/shared-design/patterns';
import {
  DataError,
  dataErrorMessage,
  useCurrentUser,
  useLocale,
  useOverlays,
} from '@nyaya/shared-platform';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';
import { CONSULTATION_ID_ATTRIBUTE } from './components/ConsultationCard';
import { ConsultationList } from './components/ConsultationList';
import { EmptyHistory } from './components/EmptyHistory';
import { useAiConsultations } from './hooks/useAiConsultations';
import { useDeleteConsultation } from './hooks/useDeleteConsultation';
import type { AiConsultation } from './model/aiConsultation';
import { requestDescriptionFrom } from './model/requestDraft';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  /* The page column of the shell's header and footer, so the page lines up with them. */
  max-width: 76rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

/** Where focus goes once the delete dialog has closed. */
type FocusTarget =
  /** Kept, dismissed or failed: back to the Delete button (else its card). */
  | { kind: 'opener'; opener: HTMLButtonElement; cardId: string }
  /** Deleted: the card that took its place, else the one before it, else the heading. */
  | { kind: 'next'; deletedId: string; nextId: string | null };

interface PendingDelete {
  consultation: AiConsultation;
  opener: HTMLButtonElement;
}

/** The card after `id` in the list, else the one before it; null for the only card. */
function neighbourOf(consultations: readonly AiConsultation[], id: string): string | null {
  const index = consultations.findIndex((consultation) => consultation.id === id);
  if (index < 0) return null;
  return consultations[index + 1]?.id ?? consultations[index - 1]?.id ?? null;
}

/**
 * /ai-consultations (signed-in users; the shell guards the route): the user's past voice
 * consultations with the AI Lawyer, newest first. Each opens to its transcript, can be deleted
 * after a confirmation, or turned into a consultation request prefilled with what the user
 * said. The list is read only once there is a session.
 */
export function ConsultationHistoryPage() {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { userId } = useCurrentUser();
  const history = useAiConsultations(userId);
  const openOverlay = useOverlays((state) => state.open);
  const { deleteConsultation, isDeleting } = useDeleteConsultation();
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const focusAfterClose = useRef<FocusTarget | null>(null);

  const consultations = history.status === 'ready' ? history.consultations : null;

  const restoreFocus = useCallback(() => {
    const target = focusAfterClose.current;
    if (!target) return;
    const card = (id: string | null) =>
      id === null
        ? null
        : (listRef.current?.querySelector<HTMLElement>(
            `[${CONSULTATION_ID_ATTRIBUTE}="${CSS.escape(id)}"]`,
          ) ?? null);
    let element: HTMLElement | null;
    if (target.kind === 'opener') {
      element = target.opener.isConnected ? target.opener : card(target.cardId);
    } else {
      // The deleted card is still on screen until the list re-renders: wait for it.
      if (card(target.deletedId)) return;
      element = card(target.nextId);
    }
    focusAfterClose.current = null;
    (element ?? titleRef.current)?.focus();
  }, []);

  // A deletion's card may leave the list only after the dialog has closed.
  useLayoutEffect(() => {
    if (!pending && focusAfterClose.current?.kind === 'next') restoreFocus();
  }, [consultations, pending, restoreFocus]);

  function askToDelete(consultation: AiConsultation, opener: HTMLButtonElement) {
    focusAfterClose.current = { kind: 'opener', opener, cardId: consultation.id };
    setPending({ consultation, opener });
  }

  async function confirmDelete() {
    if (!pending) return;
    const { consultation } = pending;
    const nextId = neighbourOf(consultations ?? [], consultation.id);
    const outcome = await deleteConsultation(consultation);
    if (outcome === 'skipped') return;
    if (outcome === 'deleted') {
      focusAfterClose.current = { kind: 'next', deletedId: consultation.id, nextId };
    }
    setPending(null);
  }

  function requestLawyer(consultation: AiConsultation) {
    openOverlay({
      kind: 'consultation-request',
      draft: { description: requestDescriptionFrom(consultation.transcript) },
    });
  }

  let content;
  if (history.status === 'error') {
    content = (
      // In place of the list: no 'No AI consultations yet' that is not true.
      <LoadErrorPanel
        title={t('history.loadFailed.title')}
        message={
          // The platform's sentence for the kind of failure, never the server's text.
          history.error instanceof DataError && history.error.messageKey
            ? dataErrorMessage(history.error)
            : t('common:errors.generic')
        }
        retryLabel={t('common:tryAgain')}
        retryingLabel={t('common:loading')}
        retrying={history.retrying}
        onRetry={history.retry}
      />
    );
  } else if (consultations?.length === 0) {
    content = <EmptyHistory onStart={() => openOverlay({ kind: 'ai-lawyer' })} />;
  } else {
    content = (
      <div ref={listRef} aria-busy={consultations === null}>
        <ConsultationList
          consultations={consultations}
          onDelete={askToDelete}
          onRequestLawyer={requestLawyer}
        />
      </div>
    );
  }

  return (
    <Page aria-labelledby={titleId}>
      <PageHeader
        title={t('history.title')}
        titleId={titleId}
        titleRef={titleRef}
        description={t('history.description')}
      />
      <VisuallyHidden role="status">
        {history.status === 'loading' ? t('history.loading') : ''}
      </VisuallyHidden>
      {content}
      <ConfirmDialog
        open={pending !== null}
        title={t('history.deleteDialog.title')}
        description={t('history.deleteDialog.description', {
          date:
            (pending && formatDateTime(pending.consultation.startedAt, undefined, locale)) ??
            t('history.card.unknownDate'),
        })}
        keepLabel={t('history.deleteDialog.keep')}
        confirmLabel={t('history.deleteDialog.confirm')}
        confirmVariant="danger"
        busy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onKeep={() => setPending(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          restoreFocus();
        }}
      />
    </Page>
  );
}
