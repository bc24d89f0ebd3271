import * as SelectPrimitive from '@radix-ui/react-select';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Field } from '../Field/Field';
import { useFieldControl } from '../Field/FieldContext';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '../icons/icons';
import { controlStyles } from '../Input/controlStyles';

/** The tallest a select's popup grows (less where the screen has less room). */
export const SELECT_POPUP_MAX_HEIGHT = '24rem';

export interface SelectOption {
  /** Submitted value; must not be the empty string (Radix reserves it for "no value"). */
  value: string;
  /** Text shown in the list and in the trigger. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** Options as `{ value, label }` objects, or plain strings used as both. */
  options: ReadonlyArray<SelectOption | string>;
  /** Controlled value; `''` shows the placeholder. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while no option is chosen. */
  placeholder?: string;
  /** Visible label; when set the Select renders inside its own `Field` (with hint/error). */
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Id of the trigger button (the element the label points at). */
  id?: string;
  /** Form field name; Radix then renders a hidden native select for form submission. */
  name?: string;
  disabled?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  onBlur?: () => void;
  /** Ref to the trigger button, e.g. to move focus to it. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

function toOption(option: SelectOption | string): SelectOption {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

const Trigger = styled(SelectPrimitive.Trigger)`
  ${controlStyles}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  text-align: left;
  cursor: pointer;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.text.placeholder};
  }

  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const TriggerIcon = styled(SelectPrimitive.Icon)`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Content = styled(SelectPrimitive.Content)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: var(--radix-select-trigger-width);
  max-height: min(
    ${SELECT_POPUP_MAX_HEIGHT},
    var(--radix-select-content-available-height, ${SELECT_POPUP_MAX_HEIGHT})
  );
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Viewport = styled(SelectPrimitive.Viewport)`
  padding: ${({ theme }) => theme.space[1]};
`;

const ScrollButton = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 1.5rem;
  color: ${({ theme }) => theme.colors.text.secondary};
  cursor: default;
`;

const Item = styled(SelectPrimitive.Item)`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[8]} ${theme.space[1.5]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primary.subtle};
    color: ${({ theme }) => theme.colors.primary.base};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabled.text};
    cursor: not-allowed;
  }

  ${focusRing}
`;

const ItemIndicator = styled(SelectPrimitive.ItemIndicator)`
  position: absolute;
  right: ${({ theme }) => theme.space[2]};
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary.base};
`;

function SelectControl({
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  open,
  defaultOpen,
  onOpenChange,
  id,
  required,
  ref,
  className,
  onBlur,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
}: Omit<SelectProps, 'label' | 'hint' | 'error'>) {
  const triggerProps = useFieldControl({
    id,
    'aria-label': ariaLabel,
    'aria-describedby': ariaDescribedBy,
    'aria-required': required || undefined,
  });

  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <Trigger ref={ref} className={className} onBlur={onBlur} {...triggerProps}>
        <SelectPrimitive.Value placeholder={placeholder} />
        <TriggerIcon>
          <ChevronDownIcon />
        </TriggerIcon>
      </Trigger>
      <SelectPrimitive.Portal>
        <Content position="popper" sideOffset={4}>
          <SelectPrimitive.ScrollUpButton asChild>
            <ScrollButton>
              <ChevronUpIcon />
            </ScrollButton>
          </SelectPrimitive.ScrollUpButton>
          <Viewport>
            {options.map(toOption).map((option) => (
              <Item key={option.value} value={option.value} disabled={option.disabled}>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <ItemIndicator>
                  <CheckIcon />
                </ItemIndicator>
              </Item>
            ))}
          </Viewport>
          <SelectPrimitive.ScrollDownButton asChild>
            <ScrollButton>
              <ChevronDownIcon />
            </ScrollButton>
          </SelectPrimitive.ScrollDownButton>
        </Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

/**
 * A single-choice dropdown (Radix Select): keyboard and screen-reader friendly, popup at most
 * 24rem tall. Label it with `label`, a surrounding `Field`, or `aria-label`.
 */
export function Select({ label, hint, error, required, id, ...controlProps }: SelectProps) {
  if (label === undefined) {
    return <SelectControl id={id} required={required} {...controlProps} />;
  }
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      <SelectControl {...controlProps} />
    </Field>
  );
}
