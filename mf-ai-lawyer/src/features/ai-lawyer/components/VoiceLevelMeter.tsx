import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

const Track = styled.div`
  width: 100%;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary.base};
  transition: width 100ms linear;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface VoiceLevelMeterProps {
  /** The AI Lawyer's voice level from the SDK, 0 to 1. */
  level: number;
}

/** The AI Lawyer's live voice level (the SDK's volume-level), as a meter. */
export function VoiceLevelMeter({ level }: VoiceLevelMeterProps) {
  const { t } = useRemoteTranslation();
  const percent = Math.round(level * 100);
  return (
    <Track
      role="meter"
      aria-label={t('aiLawyer.level')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      {/* Inline: the width changes ten times a second, a class per value would pile up. */}
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
