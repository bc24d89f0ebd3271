import { useId, useMemo, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldControlContext } from './FieldContext';

export interface FieldProps {
  /** Visible label, linked to the control with htmlFor/id. */
  label: ReactNode;
  /** One control: Input, Textarea, Select, or a custom control that calls `useFieldControl`. */
  children: ReactNode;
  /** Id given to the control; generated when omitted. Set it here, not on the control. */
  id?: string;
  /** Help text under the control, referenced by aria-describedby. */
  hint?: ReactNode;
  /** Error text; when set the control is aria-invalid and the message is announced (role alert). */
  error?: ReactNode;
  /** Shows '*' after the label and marks the control aria-required. */
  required?: boolean;
  className?: string;
}

const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[0.5]};
`;

/**
 * A <label> that, like Radix Label, keeps a double-click on its text from selecting it. Plain
 * rather than Radix: Field is in the root entry, which stays free of Radix (and 1.4 KB lighter).
 */
function Label({ onMouseDown, ...props }: ComponentPropsWithRef<'label'>) {
  const preventTextSelection = (event: MouseEvent<HTMLLabelElement>) => {
    // Controls inside the label keep their own mouse behaviour.
    if ((event.target as Element).closest('button, input, select, textarea')) return;
    onMouseDown?.(event);
    if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
  };
  return <label {...props} onMouseDown={preventTextSelection} />;
}

export const FieldLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger.base};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const ErrorMessage = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger.base};
`;

/**
 * Label + control + hint + error, wired for assistive technology. The '*' sits outside the <label>
 * so the accessible name stays the plain label; "required" is conveyed by aria-required instead.
 */
export function Field({
  label,
  children,
  id,
  hint,
  error,
  required = false,
  className,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';

  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const context = useMemo(
    () => ({
      id: controlId,
      describedBy: describedBy || undefined,
      invalid: hasError,
      required,
    }),
    [controlId, describedBy, hasError, required],
  );

  return (
    <FieldRoot className={className}>
      <LabelRow>
        <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelRow>
      <FieldControlContext.Provider value={context}>{children}</FieldControlContext.Provider>
      {hasHint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && (
        <ErrorMessage id={errorId} role="alert">
          {error}
        </ErrorMessage>
      )}
    </FieldRoot>
  );
}
