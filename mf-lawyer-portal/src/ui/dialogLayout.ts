import styled from 'styled-components';

/** A form inside one of this remote's dialogs: its fields one under another. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A form's buttons, at its end under its last field; they wrap on a narrow screen. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
`;
