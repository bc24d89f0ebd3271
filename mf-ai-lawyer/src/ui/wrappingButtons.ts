import { css } from 'styled-components';

/**
 * For a container of buttons (and links that look like them): a label longer than the line, as
 * Hindi labels can be on a 360 px screen, wraps inside its button instead of overflowing the
 * card or the dialog (docs/product/languages.md).
 */
export const wrappingButtons = css`
  & > button,
  & > a {
    max-width: 100%;
    white-space: normal;
    text-align: center;
    overflow-wrap: anywhere;
  }
`;
