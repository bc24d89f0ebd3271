import { Card } from '@nyaya/shared-design';
import styled from 'styled-components';

export const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  overflow-wrap: anywhere;
`;

export const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger.base};
  overflow-wrap: anywhere;
`;
