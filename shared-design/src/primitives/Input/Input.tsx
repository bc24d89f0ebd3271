import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useFieldControl } from '../Field/FieldContext';
import { controlStyles } from './controlStyles';

export type InputProps = ComponentPropsWithRef<'input'>;

const StyledInput = styled.input`
  ${controlStyles}
`;

/** A text input; inside a `Field` it picks up its id, description and invalid state. */
export function Input(props: InputProps) {
  return <StyledInput {...useFieldControl(props)} />;
}
