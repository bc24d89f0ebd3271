import styled, { css } from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text read by screen readers but not shown, e.g. context for an icon-only control. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
