import { buttonStyles, type ButtonStyleProps } from '@nyaya/shared-design';
import { Link } from '@nyaya/shared-platform/router';
import styled from 'styled-components';

/** Page-width column used by the header, the footer and landing sections. */
export const Container = styled.div`
  width: 100%;
  max-width: 76rem;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

/** A router link that looks like a shared-design Button. */
export const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
