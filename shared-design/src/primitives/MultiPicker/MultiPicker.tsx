import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Chip } from '../Chip/Chip';
import { Field } from '../Field/Field';
import { Select } from '../Select/Select';

export interface MultiPickerProps {
  /** Every option, in display order. */
  options: readonly string[];
  /** The chosen options, in the order they were chosen. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Visible label; also names the list of chosen chips. */
  label: string;
  /** Shown in the picker while options remain. */
  placeholder?: string;
  /** Shown in the (disabled) picker once every option is chosen. */
  allSelectedText?: string;
  /** Id of the picker button (what the label points at). */
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Accessible name of the chosen list; `Selected {label}` by default. */
  selectedListLabel?: string;
  /** Accessible name of a chip's 'x'; `Remove {option}` by default. */
  removeLabel?: (option: string) => string;
  onBlur?: () => void;
  className?: string;
}

const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Chooses several options: a picker lists the options not yet chosen; each choice leaves the
 * list and appears as a chip; a chip's 'x' puts the option back.
 */
export function MultiPicker({
  options,
  value,
  onChange,
  label,
  placeholder = 'Select an option',
  allSelectedText = 'All options selected',
  id,
  hint,
  error,
  required,
  disabled = false,
  selectedListLabel,
  removeLabel,
  onBlur,
  className,
}: MultiPickerProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const chipListRef = useRef<HTMLUListElement>(null);
  // Index of the chip whose 'x' should take focus after a removal; -1 means the picker.
  const focusAfterRemovalRef = useRef<number | null>(null);

  const remaining = options.filter((option) => !value.includes(option));
  const allChosen = remaining.length === 0;

  useEffect(() => {
    const target = focusAfterRemovalRef.current;
    if (target === null) {
      return;
    }
    focusAfterRemovalRef.current = null;
    // Without this, removing the focused chip would drop keyboard focus to <body>.
    const removeButtons = chipListRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const nextButton = target >= 0 ? removeButtons?.[target] : undefined;
    (nextButton ?? triggerRef.current)?.focus();
  }, [value]);

  function choose(option: string) {
    if (option && !value.includes(option)) {
      onChange([...value, option]);
    }
  }

  function remove(option: string) {
    const index = value.indexOf(option);
    const next = value.filter((chosen) => chosen !== option);
    focusAfterRemovalRef.current = next.length === 0 ? -1 : Math.min(index, next.length - 1);
    onChange(next);
  }

  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <Select
        ref={triggerRef}
        options={remaining}
        value=""
        onValueChange={choose}
        placeholder={allChosen ? allSelectedText : placeholder}
        disabled={disabled || allChosen}
        onBlur={onBlur}
      />
      {value.length > 0 && (
        <ChipList ref={chipListRef} aria-label={selectedListLabel ?? `Selected ${label}`}>
          {value.map((option) => (
            <li key={option}>
              <Chip
                label={option}
                onRemove={() => remove(option)}
                removeLabel={removeLabel?.(option)}
                disabled={disabled}
              />
            </li>
          ))}
        </ChipList>
      )}
    </Field>
  );
}
