import styled from 'styled-components';

/** A form's buttons at its end; they wrap on a narrow screen. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
`;

/** How much of a text's limit is used, in a field's hint. */
export const TextCounter = styled.span<{ $over: boolean }>`
  display: block;
  text-align: right;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger.base : theme.colors.text.muted)};
`;
