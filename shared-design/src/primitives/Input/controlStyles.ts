import { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';

/** Shared look of text-like controls (Input, Textarea, Select trigger). */
export const controlStyles = css`
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition: border-color ${({ theme }) => theme.durations.fast}
    ${({ theme }) => theme.easings.standard};

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.placeholder};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text.secondary};
  }

  ${focusRing}

  &:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focusRing};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger.base};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabled.background};
    color: ${({ theme }) => theme.colors.disabled.text};
  }
`;
