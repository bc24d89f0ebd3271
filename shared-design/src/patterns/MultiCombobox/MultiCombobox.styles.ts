// The look of Field, Input and Chip, for MultiCombobox.
import { focusRing } from '../../theme/mixins';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../primitives/icons/icons';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
`;

export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[0.5]};
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger.base};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const ErrorMessage = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger.base};
`;

export const Anchor = styled.div`
  position: relative;
`;

export const Control = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.base : theme.colors.border.control)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: text;
  transition: border-color ${({ theme }) => theme.durations.fast}
    ${({ theme }) => theme.easings.standard};

  &:hover {
    border-color: ${({ theme, $invalid }) =>
      $invalid ? theme.colors.danger.base : theme.colors.text.secondary};
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  max-width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    min-width: 0;
    max-width: 100%;
  }
`;

export const ChipTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  min-height: 1.75rem;
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]} ${theme.space[0.5]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.tones.primary.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.tones.primary.background};
  color: ${({ theme }) => theme.colors.tones.primary.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

// A label longer than the room wraps instead of being cut off: a court's name in Hindi is long.
export const ChipText = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary.subtleHover};
  }

  ${focusRing}
`;

export const TextInput = styled.input`
  flex: 1 1 8rem;
  min-width: 0;
  min-height: 2rem;
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.placeholder};
    opacity: 1;
  }

  /* The box around it shows the focus ring. */
  &:focus {
    outline: none;
  }
`;

export const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2rem;
  height: 2rem;
  margin-left: auto;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * The open list takes its place in the form's flow, under the control, and moves the next
 * fields down. Laid over them (absolute, above the dialog's content) it covered the next
 * picker, and a click meant for that field chose an option of this one.
 */
export const Popup = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  margin-top: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

export const Menu = styled.ul`
  max-height: 15rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;

  &:not(:empty) {
    padding: ${({ theme }) => theme.space[1]};
  }
`;

export const MenuItem = styled.li<{ $highlighted: boolean }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $highlighted }) =>
    $highlighted ? theme.colors.tones.primary.background : 'transparent'};
  color: ${({ theme, $highlighted }) =>
    $highlighted ? theme.colors.tones.primary.text : theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
  cursor: pointer;
`;

export const Empty = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The toggle's chevron, pointing up while the list is open. */
export const Chevron = styled(ChevronDownIcon)<{ $open: boolean }>`
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.durations.fast}
    ${({ theme }) => theme.easings.standard};
`;
