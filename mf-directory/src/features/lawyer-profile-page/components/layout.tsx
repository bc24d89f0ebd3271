import { buttonStyles, focusRing, type ButtonStyleProps } from '@nyaya/shared-design';
import { Link } from '@nyaya/shared-platform/router';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';

export const DIRECTORY_PATH = '/lawyers';

/** The id of the page's one h1, which names the page region in every state. */
export const PROFILE_TITLE_ID = 'lawyer-profile-title';

export const ProfilePage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 64rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

export const PageTitle = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

/** A router link drawn as a button. */
export const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const Back = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text.linkHover};
    text-decoration: underline;
  }

  ${focusRing}
`;

/** The way back to /lawyers, above every state of the page. */
export function BackToDirectory() {
  const { t } = useRemoteTranslation();
  return (
    <Back to={DIRECTORY_PATH}>
      <span aria-hidden="true">←</span>
      {t('profile.backToDirectory')}
    </Back>
  );
}
