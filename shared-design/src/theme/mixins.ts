import { css } from 'styled-components';

// Components carry their own focus ring so it survives on partner pages without our GlobalStyle.
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
