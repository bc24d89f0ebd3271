import styled from 'styled-components';

/** The heading of a step of the dialog beyond its tabs (reset, confirmation). */
export const ViewHeading = styled.h3`
  margin-block: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const ViewText = styled.p`
  margin-block-end: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
