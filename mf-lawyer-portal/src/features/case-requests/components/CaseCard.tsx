import {
  Badge,
  Button,
  buttonStyles,
  Card,
  focusRing,
  telHref,
  type ButtonStyleProps,
} from '@nyaya/shared-design';
import { ConfirmDialog } from '@nyaya/shared-design/dialog';
import { domainLabel, RequestStatusBadge, useLocale } from '@nyaya/shared-platform';
import { Link } from '@nyaya/shared-platform/router';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { useCaseActions } from '../hooks/useCaseActions';
import { LINKED_ATTRIBUTE } from '../hooks/useFocusLinkedRequest';
import { CASE_ID_ATTRIBUTE } from '../hooks/useFocusRescue';
import { caseRoomPath, hasCaseRoomOf, isOpenRequest, isRequestedOf } from '../model/caseLists';
import { useMeetingStarted } from '../hooks/useMeetingStarted';
import type { CaseRequest } from '../model/caseRequest';
import { formatDate, formatDateTime, formatMobile } from '../model/format';
import { ReleaseCaseDialog } from './ReleaseCaseDialog';
import { ScheduleMeetingDialog } from './ScheduleMeetingDialog';

export interface CaseCardProps {
  request: CaseRequest;
  /** The signed-in lawyer. */
  lawyerId: string;
}

const Article = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
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

const Meeting = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text.link};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.text.linkHover};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

type DialogKind = 'decline' | 'complete' | 'schedule' | 'release';

/**
 * One request as an approved lawyer sees it (docs/product/lawyer-portal.md): service type, status
 * badge, description, preferred location, phone, client, submitted date, and what the lawyer can do
 * with it now. Open: accept. Addressed to them and pending ('Requested you'): accept or decline.
 * Assigned: schedule a meeting or release the case. Scheduled: the meeting time, reschedule or
 * release, and mark completed once the meeting has started (the database refuses it before).
 * Completed or cancelled: nothing; a case the client withdrew says so.
 */
export function CaseCard({ request, lawyerId }: CaseCardProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const headingId = useId();
  const articleRef = useRef<HTMLElement>(null);
  // The button an inline action was pressed on, and the one that opened a dialog.
  const pressedRef = useRef<HTMLButtonElement | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const actions = useCaseActions(request, lawyerId);
  const busy = actions.pending !== null;

  const open = isOpenRequest(request);
  const requested = isRequestedOf(request, lawyerId);
  const mine = request.lawyerId === lawyerId;
  const assigned = mine && request.status === 'assigned';
  const scheduled = mine && request.status === 'scheduled';
  // The conversation with the client while the lawyer holds the case (docs/product/case-room.md).
  const hasRoom = hasCaseRoomOf(request, lawyerId);
  const client = request.clientName ?? t('requests.unknownClient');
  const clientNamed = request.clientName !== null;
  // A specialization, shown in the page's language.
  const serviceType = domainLabel('specializations', request.serviceType);
  // A confirmation's sentence with the client's name in it, kept as they typed it.
  const aboutClient = (
    i18nKey: 'cases.declineDialog.description' | 'cases.completeDialog.description',
  ) => (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ serviceType, client }}
      components={[<span translate={clientNamed ? 'no' : undefined} />]}
    />
  );
  const meeting = scheduled ? formatDateTime(request.scheduledFor, undefined, locale) : null;
  const meetingStarted = useMeetingStarted(request);
  const completable = scheduled && meetingStarted;
  const submitted = formatDate(request.createdAt, undefined, locale);
  const withdrawn =
    mine && request.status === 'cancelled'
      ? formatDate(request.withdrawnAt, undefined, locale)
      : null;

  // A disabled button can lose focus, and a step can take its button away (a completed case
  // has none): once the step settles, focus returns to the button, else to this card.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const button = pressedRef.current;
    const active = document.activeElement;
    // Dialogs return focus themselves (returnFocus).
    if (!button || (active && active !== document.body)) return;
    (button.isConnected && !button.disabled ? button : articleRef.current)?.focus();
  }, [busy]);

  const press =
    (action: () => Promise<unknown>) => (event: { currentTarget: HTMLButtonElement }) => {
      pressedRef.current = event.currentTarget;
      void action();
    };

  const openDialog = (kind: DialogKind) => (event: { currentTarget: HTMLButtonElement }) => {
    pressedRef.current = null;
    openerRef.current = event.currentTarget;
    setDialog(kind);
  };

  const closeDialog = () => setDialog(null);

  // Back to the button that opened it; when that button has gone, to this card. When the card
  // itself has gone (declined, released), the lists decide (useFocusRescue).
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const opener = openerRef.current;
    const target = opener?.isConnected && !opener.disabled ? opener : articleRef.current;
    if (target?.isConnected) target.focus();
  };

  return (
    <Article
      as="article"
      ref={articleRef}
      aria-labelledby={headingId}
      tabIndex={-1}
      {...{ [CASE_ID_ATTRIBUTE]: request.id }}
    >
      <Top>
        <ServiceType id={headingId}>{serviceType}</ServiceType>
        <RequestStatusBadge status={request.status} />
        {requested && <Badge tone="accent">{t('requests.requestedYou')}</Badge>}
      </Top>
      {meeting && <Meeting>{t('requests.meeting', { time: meeting })}</Meeting>}
      {withdrawn && <Meeting>{t('requests.withdrawn', { date: withdrawn })}</Meeting>}
      {/* What the client typed stays as typed: not for translating. */}
      <Description translate="no">{request.description}</Description>
      <Details>
        <p>
          {/* The client's name as they wrote it; 'Unknown' is this page's own word. */}
          <Trans
            t={t}
            i18nKey="requests.client"
            values={{ name: client }}
            components={[request.clientName ? <span translate="no" /> : <span />]}
          />
        </p>
        {request.location && (
          <p>
            <Trans
              t={t}
              i18nKey="requests.location"
              values={{ location: request.location }}
              components={[<span translate="no" />]}
            />
          </p>
        )}
        {request.phone && (
          <p>
            <Trans
              t={t}
              i18nKey="requests.phone"
              values={{ phone: formatMobile(request.phone) }}
              components={[<a href={telHref(request.phone)} translate="no" />]}
            />
          </p>
        )}
        {submitted && <p>{t('requests.submittedOn', { date: submitted })}</p>}
        {scheduled && !completable && <p>{t('requests.completeAfterMeeting')}</p>}
      </Details>
      {(open || requested || hasRoom) && (
        <Actions>
          {hasRoom && (
            <ButtonLink
              to={caseRoomPath(request.id)}
              $variant="outline"
              $size="sm"
              aria-describedby={headingId}
            >
              {t('cases.actions.openCaseRoom')}
            </ButtonLink>
          )}
          {(open || requested) && (
            <Button
              size="sm"
              aria-describedby={headingId}
              loading={actions.pending === 'accept'}
              disabled={busy}
              onClick={press(actions.accept)}
            >
              {t('requests.accept')}
            </Button>
          )}
          {requested && (
            <Button
              variant="outline"
              size="sm"
              aria-describedby={headingId}
              disabled={busy}
              onClick={openDialog('decline')}
            >
              {t('cases.actions.decline')}
            </Button>
          )}
          {completable && (
            <Button
              size="sm"
              aria-describedby={headingId}
              disabled={busy}
              onClick={openDialog('complete')}
            >
              {t('cases.actions.complete')}
            </Button>
          )}
          {/* One button for both, so focus comes back to it after the first meeting is set. */}
          {(assigned || scheduled) && (
            <Button
              variant={scheduled ? 'outline' : 'primary'}
              size="sm"
              aria-describedby={headingId}
              disabled={busy}
              onClick={openDialog('schedule')}
            >
              {scheduled ? t('cases.actions.reschedule') : t('cases.actions.schedule')}
            </Button>
          )}
          {(assigned || scheduled) && (
            <Button
              variant="outline"
              size="sm"
              aria-describedby={headingId}
              disabled={busy}
              onClick={openDialog('release')}
            >
              {t('cases.actions.release')}
            </Button>
          )}
        </Actions>
      )}
      <ConfirmDialog
        open={dialog === 'decline'}
        title={t('cases.declineDialog.title')}
        description={aboutClient('cases.declineDialog.description')}
        keepLabel={t('cases.declineDialog.keep')}
        confirmLabel={t('cases.declineDialog.confirm')}
        confirmVariant="danger"
        busy={actions.pending === 'decline'}
        onConfirm={() => void actions.decline().then(closeDialog)}
        onKeep={closeDialog}
        onCloseAutoFocus={returnFocus}
      />
      <ConfirmDialog
        open={dialog === 'complete'}
        title={t('cases.completeDialog.title')}
        description={aboutClient('cases.completeDialog.description')}
        keepLabel={t('cases.completeDialog.keep')}
        confirmLabel={t('cases.completeDialog.confirm')}
        busy={actions.pending === 'complete'}
        onConfirm={() => void actions.complete().then(closeDialog)}
        onKeep={closeDialog}
        onCloseAutoFocus={returnFocus}
      />
      <ScheduleMeetingDialog
        open={dialog === 'schedule'}
        serviceType={serviceType}
        client={client}
        clientNamed={clientNamed}
        scheduledFor={scheduled ? request.scheduledFor : null}
        scheduling={actions.pending === 'schedule'}
        onSchedule={actions.schedule}
        onClose={closeDialog}
        onCloseAutoFocus={returnFocus}
      />
      <ReleaseCaseDialog
        open={dialog === 'release'}
        serviceType={serviceType}
        client={client}
        clientNamed={clientNamed}
        releasing={actions.pending === 'release'}
        onRelease={actions.release}
        onClose={closeDialog}
        onCloseAutoFocus={returnFocus}
      />
    </Article>
  );
}
