import type { Tone } from '@nyaya/shared-design';
import styled from 'styled-components';
import { wrappingButtons } from '../../../ui/wrappingButtons';

/** A message box inside the dialog, in one of the design system's tones. */
export const Notice = styled.div<{ $tone: Tone }>`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $tone }) => theme.colors.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].background};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  ${wrappingButtons}
`;

/** A row of buttons that wraps on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;

  & > * {
    flex: 1 1 10rem;
  }
  ${wrappingButtons}
`;
