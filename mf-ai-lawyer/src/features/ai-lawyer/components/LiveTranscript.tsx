import { memo, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import type { TranscriptEntry } from '../model/transcript';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

// Focusable, so a keyboard user can scroll it (axe: scrollable-region-focusable).
const Log = styled.div`
  max-height: 14rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Lines = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Speaker = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface LiveTranscriptProps {
  entries: readonly TranscriptEntry[];
}

/**
 * The final transcript lines of the call, each with its speaker, in a polite live region: a
 * screen reader reads each new line once it is final, never the SDK's partial guesses.
 */
export const LiveTranscript = memo(function LiveTranscript({ entries }: LiveTranscriptProps) {
  const { t } = useRemoteTranslation();
  const headingId = useId();
  const log = useRef<HTMLDivElement>(null);

  // Follow the conversation: the newest line in view.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries.length]);

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('aiLawyer.transcript.title')}</Heading>
      {entries.length === 0 && <Hint>{t('aiLawyer.transcript.hint')}</Hint>}
      <Log ref={log} role="log" aria-live="polite" aria-labelledby={headingId} tabIndex={0}>
        <Lines>
          {entries.map((entry, index) => (
            // Lines are only ever appended, so their position is their identity.
            <li key={index}>
              <Speaker>{t(`aiLawyer.transcript.speakers.${entry.speaker}`)}:</Speaker>{' '}
              <span translate="no">{entry.text}</span>
            </li>
          ))}
        </Lines>
      </Log>
    </Section>
  );
});
