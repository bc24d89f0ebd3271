import { formatDateTime } from '@nyaya/shared-design/patterns';
import { useLocale } from '@nyaya/shared-platform';
import { forwardRef } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { SupportRequestStatus } from '../model/supportStatus';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }

  h2:focus {
    outline: none;
  }

  h2:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};

  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  dd {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Response = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export interface StatusAnswerProps {
  answer: SupportRequestStatus;
}

/**
 * A found request: its kind, status, when it was received and last updated; for a callback
 * support could not reach, when they try again; for a resolved or rejected complaint, support's
 * response. Its heading takes the focus when it appears (the page moves it there).
 */
export const StatusAnswer = forwardRef<HTMLHeadingElement, StatusAnswerProps>(function StatusAnswer(
  { answer },
  headingRef,
) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const statusLabel =
    answer.kind === 'callback'
      ? t(`supportStatus.statuses.callback.${answer.status}`)
      : t(`supportStatus.statuses.complaint.${answer.status}`);
  return (
    <Card aria-labelledby="support-status-answer">
      <h2 id="support-status-answer" ref={headingRef} tabIndex={-1}>
        <Trans
          t={t}
          i18nKey="supportStatus.answer.heading"
          tOptions={{ reference: answer.referenceNumber }}
          components={{ reference: <span translate="no" /> }}
        />
      </h2>
      <Facts>
        <dt>{t('supportStatus.answer.kind')}</dt>
        <dd>{t(`supportStatus.kinds.${answer.kind}`)}</dd>
        <dt>{t('supportStatus.answer.status')}</dt>
        <dd>{statusLabel}</dd>
        <dt>{t('supportStatus.answer.received')}</dt>
        <dd>{formatDateTime(answer.receivedAt, undefined, locale)}</dd>
        <dt>{t('supportStatus.answer.updated')}</dt>
        <dd>{formatDateTime(answer.updatedAt, undefined, locale)}</dd>
      </Facts>
      {answer.retryAt && (
        <Note>
          {t('supportStatus.answer.retry', {
            date: formatDateTime(answer.retryAt, undefined, locale) ?? '',
          })}
        </Note>
      )}
      {answer.response && (
        <Response>
          <h3>{t('supportStatus.answer.response')}</h3>
          {/* Our team's words, as they wrote them. */}
          <p translate="no">{answer.response}</p>
        </Response>
      )}
    </Card>
  );
});
