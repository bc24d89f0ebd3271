import { Button, Card, focusRing } from '@nyaya/shared-design';
import { formatDateTime } from '@nyaya/shared-design/patterns';
import { useLocale } from '@nyaya/shared-platform';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { AiConsultation } from '../model/aiConsultation';
import { endReasonKey } from '../model/endReason';
import { durationParts } from '../model/format';
import { previewOf } from '../model/requestDraft';
import { Transcript } from './Transcript';
import { wrappingButtons } from '../../../ui/wrappingButtons';

/** Marks a card (its article) so the page can move focus to it: `data-consultation-id`. */
export const CONSULTATION_ID_ATTRIBUTE = 'data-consultation-id';

export interface ConsultationCardProps {
  consultation: AiConsultation;
  /** Delete was pressed; `opener` is the button, for focus to come back to. */
  onDelete: (consultation: AiConsultation, opener: HTMLButtonElement) => void;
  onRequestLawyer: (consultation: AiConsultation) => void;
}

const Article = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }

  ${focusRing}
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

// Name and value side by side where there is room, one under the other on a phone.
const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Fact = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  align-content: start;
`;

const FactName = styled.dt`
  color: ${({ theme }) => theme.colors.text.muted};
`;

const FactValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

const Preview = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const TranscriptPanel = styled.div`
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${wrappingButtons}
`;

// Request and Delete at the end of the row, away from the disclosure button.
const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
  min-width: 0;
  ${wrappingButtons}
`;

/**
 * One past consultation: when, how long, how it ended, how many messages and the first thing
 * the user said; its transcript behind a disclosure button; 'Request a lawyer' and Delete.
 */
export function ConsultationCard({
  consultation,
  onDelete,
  onRequestLawyer,
}: ConsultationCardProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  const headingId = useId();
  const transcriptId = useId();
  const [expanded, setExpanded] = useState(false);

  const date = formatDateTime(consultation.startedAt, undefined, locale);
  const duration = durationParts(consultation.durationSeconds);
  const reasonKey = endReasonKey(consultation.endReason);
  const preview = previewOf(consultation.transcript);

  return (
    <Article
      as="article"
      aria-labelledby={headingId}
      tabIndex={-1}
      {...{ [CONSULTATION_ID_ATTRIBUTE]: consultation.id }}
    >
      <Heading id={headingId}>
        {date ? (
          <time dateTime={consultation.startedAt}>{date}</time>
        ) : (
          t('history.card.unknownDate')
        )}
      </Heading>
      <Facts>
        <Fact>
          <FactName>{t('history.card.durationLabel')}</FactName>
          <FactValue>
            {duration.minutes > 0
              ? t('history.card.duration', {
                  minutes: String(duration.minutes),
                  seconds: duration.seconds,
                })
              : t('history.card.durationSeconds', { seconds: duration.seconds })}
          </FactValue>
        </Fact>
        <Fact>
          <FactName>{t('history.card.endedLabel')}</FactName>
          {/* A reason the page does not know is shown as stored: the voice service's words. */}
          <FactValue>
            {reasonKey ? (
              t(`history.endReasons.${reasonKey}`)
            ) : (
              <span lang="en" translate="no">
                {consultation.endReason}
              </span>
            )}
          </FactValue>
        </Fact>
        <Fact>
          <FactName>{t('history.card.messagesLabel')}</FactName>
          <FactValue>
            {t('history.card.messages', { count: consultation.transcript.length })}
          </FactValue>
        </Fact>
      </Facts>
      <Preview>
        {preview ? t('history.card.preview', { text: preview }) : t('history.card.noPreview')}
      </Preview>
      <Actions>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={expanded}
          aria-controls={transcriptId}
          aria-describedby={headingId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('history.card.hideTranscript') : t('history.card.showTranscript')}
        </Button>
        <End>
          <Button
            size="sm"
            aria-describedby={headingId}
            onClick={() => onRequestLawyer(consultation)}
          >
            {t('history.card.requestLawyer')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-describedby={headingId}
            onClick={(event) => onDelete(consultation, event.currentTarget)}
          >
            {t('history.card.delete')}
          </Button>
        </End>
      </Actions>
      <TranscriptPanel id={transcriptId} hidden={!expanded}>
        {expanded && <Transcript entries={consultation.transcript} />}
      </TranscriptPanel>
    </Article>
  );
}
