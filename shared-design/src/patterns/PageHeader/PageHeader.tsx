import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export interface PageHeaderProps {
  /** The page's <h1>. */
  title: ReactNode;
  /** The heading's id: the page's landmark points at it with aria-labelledby. */
  titleId: string;
  /**
   * The heading, for a page that moves focus to it (after a deletion, a route change). The
   * heading is then focusable from script only (tabIndex -1).
   */
  titleRef?: Ref<HTMLHeadingElement>;
  /** A line under the title. */
  description?: ReactNode;
  /** The page's main buttons and links, at the end of the header; they wrap under it on a narrow screen. */
  actions?: ReactNode;
  className?: string;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  width: fit-content;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.text.primary};
  border-radius: ${({ theme }) => theme.radii.sm};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }

  ${focusRing}
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The top of a page: its title, an optional line under it, and its main actions. */
export function PageHeader({
  title,
  titleId,
  titleRef,
  description,
  actions,
  className,
}: PageHeaderProps) {
  return (
    <Header className={className}>
      <div>
        <Title id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </Title>
        {description && <Description>{description}</Description>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}
