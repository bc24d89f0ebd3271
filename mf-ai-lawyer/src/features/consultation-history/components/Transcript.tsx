import { formatTime } from '@nyaya/shared-design/patterns';
import { useLocale } from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { TranscriptEntry } from '../model/aiConsultation';

export interface TranscriptProps {
  entries: readonly TranscriptEntry[];
}

const Lines = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li<{ $speaker: TranscriptEntry['speaker'] }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $speaker }) =>
    $speaker === 'user' ? theme.colors.surfaceMuted : theme.colors.tones.primary.background};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Speaker = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

// What was said, line breaks included.
const Text = styled.p`
  color: ${({ theme }) => theme.colors.text.primary};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A call's final transcript: each line's speaker, time (IST) and text, in the order said. */
export function Transcript({ entries }: TranscriptProps) {
  const { t } = useRemoteTranslation();
  const locale = useLocale();
  if (entries.length === 0) return <Empty>{t('history.card.emptyTranscript')}</Empty>;
  return (
    <Lines aria-label={t('history.card.transcriptLabel')}>
      {entries.map((entry, index) => {
        const time = formatTime(entry.at, undefined, locale);
        return (
          // Lines have no id, and never change order: the index is their identity.
          <Line key={index} $speaker={entry.speaker}>
            <Meta>
              <Speaker>{t(`history.speakers.${entry.speaker}`)}</Speaker>
              {time && entry.at && <time dateTime={entry.at}>{time}</time>}
            </Meta>
            <Text translate="no">{entry.text}</Text>
          </Line>
        );
      })}
    </Lines>
  );
}
