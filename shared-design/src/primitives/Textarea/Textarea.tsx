import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useFieldControl } from '../Field/FieldContext';
import { controlStyles } from '../Input/controlStyles';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  /** Visible lines; 4 by default (description and complaint fields), 3 for the bio. */
  rows?: number;
}

const StyledTextarea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

/** A multi-line text input; inside a `Field` it picks up its id, description and invalid state. */
export function Textarea({ rows = 4, ...rest }: TextareaProps) {
  return <StyledTextarea rows={rows} {...useFieldControl(rest)} />;
}
