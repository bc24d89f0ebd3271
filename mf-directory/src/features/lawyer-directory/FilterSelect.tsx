import { Field, focusRing, useFieldControl } from '@nyaya/shared-design';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

export interface FilterSelectOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  options: readonly FilterSelectOption[];
  value: string;
  onValueChange: (value: string) => void;
}

// A chevron drawn in CSS so the native control needs no icon font or script.
const chevron = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`;

const NativeSelect = styled.select`
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[8]} ${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface} ${chevron} no-repeat right
    ${({ theme }) => theme.space[3]} center;
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  appearance: none;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.text.secondary};
  }

  ${focusRing}
`;

function Control(props: ComponentPropsWithoutRef<'select'>) {
  return <NativeSelect {...useFieldControl(props)} />;
}

/**
 * A labelled native select. The directory's filters are short fixed lists, for which the
 * platform's own picker is the most familiar on a phone and costs no script (ADR 0017).
 */
export function FilterSelect({ label, options, value, onValueChange }: FilterSelectProps) {
  return (
    <Field label={label}>
      <Control value={value} onChange={(event) => onValueChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Control>
    </Field>
  );
}
