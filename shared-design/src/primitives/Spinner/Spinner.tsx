import styled, { keyframes } from 'styled-components';
import { reducedMotion } from '../../theme/mixins';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export interface SpinnerProps {
  /** Diameter in ems, so it scales with the surrounding text. */
  size?: number;
  className?: string;
}

const SpinnerCircle = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}em;
  height: ${({ $size }) => $size}em;
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;

  ${reducedMotion} {
    animation-duration: 2s !important;
    animation-iteration-count: infinite !important;
  }
`;

/** A decorative busy indicator; the busy state itself is announced by its owner (aria-busy). */
export function Spinner({ size = 1, className }: SpinnerProps) {
  return <SpinnerCircle aria-hidden="true" $size={size} className={className} data-spinner="" />;
}
