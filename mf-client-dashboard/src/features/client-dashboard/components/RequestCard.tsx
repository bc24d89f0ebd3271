import { Button, buttonStyles, Card, focusRing, type ButtonStyleProps } from '@nyaya/shared-design';
import { ConfirmDialog } from '@nyaya/shared-design/dialog';
import { formatDate, formatDateTime } from '@nyaya/shared-design/patterns';
import { domainLabel, RequestStatusBadge, useLocale } from '@nyaya/shared-platform';
import { Link } from '@nyaya/shared-platform/router';
import { useId, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { ReviewOffer, type ClientReview } from '../../consultation-review';
import { useCancelRequest } from '../hooks/useCancelRequest';
import { LINKED_ATTRIBUTE, REQUEST_ID_ATTRIBUTE } from '../hooks/useFocusLinkedRequest';
import {
  caseRoomPath,
  hasCaseRoom,
  isWithALawyer,
  type ClientRequest,
  type HandBack,
} from '../model/clientRequest';
import { formatMobile } from '../model/format';

export interface RequestCardProps {
  request: ClientRequest;
  /**
   * The client's review of a completed request: null when not reviewed yet, undefined while
   * unknown (nothing about rating shows then).
   */
  review?: ClientReview | null;
}

const Article = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }

  ${focusRing}

  /* The card an e-mail's link named, for a moment (useFocusLinkedRequest). */
  transition: box-shadow ${({ theme }) => theme.durations.slow}
    ${({ theme }) => theme.easings.standard};

  &[${LINKED_ATTRIBUTE}] {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accent.base};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;

const ServiceType = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

// The client's own words, line breaks included.
const Description = styled.p`
  color: ${({ theme }) => theme.colors.text.primary};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const Notice = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/**
 * Where a sentence holds what people typed (a name, a place, a reason, in the catalog's
 * `<typed>`): shown as written, marked as never to be translated (docs/product/languages.md).
 */
const TYPED = { typed: <span translate="no" /> };
/** Typed words are escaped before the sentence's tags are read, and shown as typed. */
const ESCAPED = { escapeValue: true };
/** The same sentence where the words are the page's own (no lawyer's name to keep). */
const PLAIN = { typed: <span /> };

/** Why a request the client addressed, or a lawyer took, is open to any lawyer again. */
function HandBackNote({ handBack }: { handBack: HandBack }) {
  const { t } = useRemoteTranslation();
  const who = handBack.lawyerName ?? t('dashboard.requests.handBack.unnamedLawyer');
  return (
    <Notice>
      {handBack.kind === 'declined' ? (
        <Trans
          t={t}
          i18nKey="dashboard.requests.handBack.declined"
          tOptions={{ name: who, interpolation: ESCAPED }}
          shouldUnescape
          components={TYPED}
        />
      ) : (
        <Trans
          t={t}
          i18nKey="dashboard.requests.handBack.released"
          tOptions={{ name: who, reason: handBack.reason ?? '', interpolation: ESCAPED }}
          shouldUnescape
          components={TYPED}
        />
      )}
    </Notice>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * One of the client's requests: service type, status badge, description and what is known
 * about it. After a confirmation the client cancels a pending request, and withdraws one a
 * lawyer accepted but has not yet met them about, or any whose lawyer can no longer take
 * consultations (the lawyer is told).
 */
export function RequestCard({ request, review }: RequestCardProps) {
  const { t } = useRemoteTranslation();
  const headingId = useId();
  const articleRef = useRef<HTMLElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const { cancel, isCancelling } = useCancelRequest(request);
  const locale = useLocale();

  const meeting =
    request.status === 'scheduled' ? formatDateTime(request.scheduledFor, undefined, locale) : null;
  const submitted = formatDate(request.createdAt, undefined, locale);
  const serviceType = domainLabel('specializations', request.serviceType);
  const withLawyer = isWithALawyer(request);
  const lawyer = request.lawyerName ?? t('dashboard.requests.handBack.unnamedLawyer');
  // A scheduled case is the lawyer's to call off, unless they can no longer take it.
  const lawyerUnavailable = request.status === 'scheduled' && request.withdrawable;

  return (
    <Article
      as="article"
      ref={articleRef}
      aria-labelledby={headingId}
      tabIndex={-1}
      {...{ [REQUEST_ID_ATTRIBUTE]: request.id }}
    >
      <Top>
        <ServiceType id={headingId}>{serviceType}</ServiceType>
        <RequestStatusBadge status={request.status} />
      </Top>
      <Description translate="no">{request.description}</Description>
      {request.handBack && <HandBackNote handBack={request.handBack} />}
      {lawyerUnavailable && (
        <Notice>
          <Trans
            t={t}
            i18nKey="dashboard.requests.lawyerUnavailable"
            tOptions={{ name: lawyer, interpolation: ESCAPED }}
            shouldUnescape
            components={TYPED}
          />
        </Notice>
      )}
      <Details>
        {request.lawyerName && (
          <p>
            <Trans
              t={t}
              i18nKey="dashboard.requests.lawyer"
              tOptions={{ name: request.lawyerName, interpolation: ESCAPED }}
              shouldUnescape
              components={TYPED}
            />
          </p>
        )}
        {meeting && <p>{t('dashboard.requests.meeting', { time: meeting })}</p>}
        {request.location && (
          <p>
            <Trans
              t={t}
              i18nKey="dashboard.requests.location"
              tOptions={{ location: request.location, interpolation: ESCAPED }}
              shouldUnescape
              components={TYPED}
            />
          </p>
        )}
        {request.phone && (
          <p>{t('dashboard.requests.phone', { phone: formatMobile(request.phone) })}</p>
        )}
        {submitted && <p>{t('dashboard.requests.submittedOn', { date: submitted })}</p>}
      </Details>
      {(request.withdrawable || hasCaseRoom(request)) && (
        <Actions>
          {/* The conversation with the lawyer who holds or held the request (docs/product/case-room.md). */}
          {hasCaseRoom(request) && (
            <ButtonLink
              to={caseRoomPath(request.id)}
              $variant="primary"
              $size="sm"
              aria-describedby={headingId}
            >
              {t('dashboard.requests.openCaseRoom')}
            </ButtonLink>
          )}
          {request.withdrawable && (
            <Button
              ref={cancelButtonRef}
              variant="outline"
              size="sm"
              aria-describedby={headingId}
              onClick={() => setConfirming(true)}
            >
              {withLawyer ? t('dashboard.requests.withdraw') : t('dashboard.requests.cancel')}
            </Button>
          )}
        </Actions>
      )}
      {/* Rating the lawyer of a completed consultation (docs/product/reviews.md). */}
      {request.status === 'completed' && review !== undefined && (
        <ReviewOffer
          requestId={request.id}
          lawyerName={request.lawyerName}
          review={review}
          describedBy={headingId}
        />
      )}
      {/* Cancelling a pending request, or withdrawing it from the lawyer who holds it. */}
      <ConfirmDialog
        open={confirming}
        title={
          withLawyer ? t('dashboard.cancelDialog.withdrawTitle') : t('dashboard.cancelDialog.title')
        }
        description={
          withLawyer ? (
            <Trans
              t={t}
              i18nKey="dashboard.cancelDialog.withdrawDescription"
              tOptions={{ serviceType, lawyer, interpolation: ESCAPED }}
              shouldUnescape
              components={request.lawyerName ? TYPED : PLAIN}
            />
          ) : (
            t('dashboard.cancelDialog.description', { serviceType })
          )
        }
        keepLabel={t('dashboard.cancelDialog.keep')}
        confirmLabel={
          withLawyer
            ? t('dashboard.cancelDialog.withdrawConfirm')
            : t('dashboard.cancelDialog.confirm')
        }
        confirmVariant="danger"
        busy={isCancelling}
        onKeep={() => setConfirming(false)}
        onConfirm={() => cancel({ onSettled: () => setConfirming(false) })}
        onCloseAutoFocus={(event) => {
          // Back to the button that opened it; once cancelled that button is gone, and focus
          // stays on this request rather than falling to the page.
          event.preventDefault();
          const button = cancelButtonRef.current;
          (button?.isConnected ? button : articleRef.current)?.focus();
        }}
      />
    </Article>
  );
}
