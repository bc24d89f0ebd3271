// Layout pieces the landing page sections share.
import type { ComponentType, SVGProps } from 'react';
import { Button } from '@nyaya/shared-design';
import styled, { css } from 'styled-components';
import { LinkButton } from '../../../ui/layout';

export type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

export const Section = styled.section<{ $tone?: 'plain' | 'muted' }>`
  padding-block: ${({ theme }) => theme.space[16]};
  background: ${({ theme, $tone }) =>
    $tone === 'muted' ? theme.colors.surfaceMuted : theme.colors.background};
  scroll-margin-top: 4.5rem;

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space[20]};
  }
`;

export const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.text.primary};
  text-align: center;
`;

export const SectionLead = styled.p`
  max-width: 40rem;
  margin: ${({ theme }) => `${theme.space[3]} auto 0`};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;

export const Grid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[10]};
  padding: 0;
  list-style: none;
`;

export const IconBadge = styled.span<{ $accent?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme, $accent }) =>
    $accent
      ? css`
          background: ${theme.colors.accent.subtleHover};
          color: ${theme.palette.saffron[800]};
        `
      : css`
          background: ${theme.colors.primary.subtle};
          color: ${theme.colors.primary.base};
        `}
`;

export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  scroll-margin-top: 4.5rem;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const TileAction = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

// Call-to-action rows, shared by the hero and the closing panel

export const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  ${({ $center }) =>
    $center &&
    css`
      justify-content: center;
    `}
`;

const onDark = css`
  && {
    background: transparent;
    color: ${({ theme }) => theme.palette.white};
    border-color: rgb(255 255 255 / 0.7);
  }

  &&:hover:not(:disabled) {
    background: rgb(255 255 255 / 0.12);
    color: ${({ theme }) => theme.palette.white};
  }

  &&:focus-visible {
    outline-color: ${({ theme }) => theme.palette.saffron[300]};
  }
`;

export const OnDarkLinkButton = styled(LinkButton)`
  ${onDark}
`;

export const OnDarkButton = styled(Button)`
  ${onDark}
`;
