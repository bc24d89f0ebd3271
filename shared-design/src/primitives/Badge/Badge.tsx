import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/colors';

export type BadgeTone = Tone;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour meaning; domain values (request or approval status) are mapped to tones by callers. */
  tone?: BadgeTone;
  /** `soft` (tinted, default) or `solid` (strong fill). */
  appearance?: 'soft' | 'solid';
}

const StyledBadge = styled.span<{ $tone: BadgeTone; $appearance: 'soft' | 'solid' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  border: 1px solid
    ${({ theme, $tone, $appearance }) =>
      $appearance === 'solid' ? theme.colors.tones[$tone].solid : theme.colors.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone, $appearance }) =>
    $appearance === 'solid'
      ? theme.colors.tones[$tone].solid
      : theme.colors.tones[$tone].background};
  color: ${({ theme, $tone, $appearance }) =>
    $appearance === 'solid' ? theme.colors.tones[$tone].onSolid : theme.colors.tones[$tone].text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  /* One line when it fits; a longer label (in Hindi) wraps inside its container. */
  max-width: 100%;
  overflow-wrap: break-word;
`;

/** A short status label, e.g. a request status or verification state. */
export function Badge({ tone = 'neutral', appearance = 'soft', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} $appearance={appearance} data-tone={tone} {...rest} />;
}
