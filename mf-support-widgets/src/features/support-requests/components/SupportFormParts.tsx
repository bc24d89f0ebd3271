import { translateKey } from '@nyaya/shared-platform';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

/** The callback and complaint forms: their fields one under another, never wider than the dialog. */
export const SupportFormLayout = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/** The form's buttons, at its end; they wrap on a narrow screen. */
export const SupportFormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
`;

const Alert = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.tones.danger.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.danger.background};
  color: ${({ theme }) => theme.colors.tones.danger.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

export interface RefusalAlertProps extends Omit<ComponentPropsWithRef<'p'>, 'children'> {
  /** Why the database refused the submission; nothing is rendered while null. */
  sentence: string | null;
}

/**
 * The database's reason for refusing a submission, in the form, announced as it appears.
 * Focusable (not in the Tab order), so the form can move focus to it.
 */
export function RefusalAlert({ sentence, ...rest }: RefusalAlertProps) {
  if (!sentence) return null;
  return (
    <Alert role="alert" tabIndex={-1} {...rest}>
      {sentence}
    </Alert>
  );
}

/** A field's message: the schema carries i18n keys. */
export const fieldMessage = (message: string | undefined) => message && translateKey(message);
