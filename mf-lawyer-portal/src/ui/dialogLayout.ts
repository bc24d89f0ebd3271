import styled from 'styled-components';

/** A form inside one of this remote's dialogs: its fields one under another. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A dialog's buttons, at its end; they wrap on a narrow screen. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** DialogActions under a form's last field. */
export const FormActions = styled(DialogActions)`
  padding-top: ${({ theme }) => theme.space[2]};
`;
