import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, VisuallyHidden } from '@nyaya/shared-design';
import { useCurrentUser } from '@nyaya/shared-platform';
import { openAiLawyer } from '../overlays/openers';
import { Link, NavLink, useLocation } from '@nyaya/shared-platform/router';
import styled, { css } from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { CloseIcon, MenuIcon, ScaleIcon, SparklesIcon } from '../../ui/icons';
import { Container } from '../../ui/layout';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { AccountActions } from './AccountActions';
import { NAV_LINKS } from './navLinks';

const MOBILE_MENU_ID = 'mobile-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 4rem;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-right: auto;
  color: ${({ theme }) => theme.colors.primary.base};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary.hover};
  }
`;

const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary.base};
  color: ${({ theme }) => theme.colors.accent.base};
`;

// Below the lg breakpoint the row keeps only the brand and the menu toggle: the links and the
// account buttons need about 1000 px in one row (the Hindi labels set in Noto Sans Devanagari
// are no wider than the English ones). Written desktop-first (hidden by a max-width query) so
// the desktop controls stay the default.
const belowLg = `@media (max-width: 63.99em)`;

const desktopOnly = css`
  display: flex;
  ${belowLg} {
    display: none;
  }
`;

const mobileOnly = css`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

// The language switch of wide screens: a slim strip above the row, at its end, so the row's
// width is the links' and the account area's alone. Narrow screens have it in the menu.
const LanguageStrip = styled(Container)`
  ${desktopOnly}
  justify-content: flex-end;
  padding-block: ${({ theme }) => theme.space[1]};
`;

const DesktopNav = styled.nav`
  ${desktopOnly}
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const DesktopActions = styled.div`
  ${desktopOnly}
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/*
 * The account area keeps its size whatever the session turns out to be, so nothing beside it
 * moves when 'Loading...' (the prerendered page's state, AccountActions) gives way to the
 * signed-out actions or to the user's Dashboard and name. Wide enough for Login, Join as Lawyer
 * and Talk to Us in common system fonts (what is narrower sits at its end), as tall as a Button;
 * in Hindi, for लॉग इन करें, वकील के रूप में जुड़ें and हमसे बात करें in Noto Sans Devanagari.
 */
const AccountSlot = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 23rem;
  min-height: 2.5rem;

  &:lang(hi) {
    min-width: 30rem;
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  list-style: none;
`;

const StyledNavLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary.base};
    background: ${({ theme }) => theme.colors.primary.subtle};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary.base};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const MenuToggle = styled(Button)`
  ${mobileOnly}
`;

const MobilePanel = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  padding-block: ${({ theme }) => theme.space[4]};

  ${mobileOnly}

  &[hidden] {
    display: none;
  }
`;

const MobileList = styled(NavList)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[3]};
  list-style: none;

  a {
    width: 100%;
  }
`;

const MobileLanguage = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const MobileActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * Header of every page (docs/product/public-site.md): the language switch, navigation, AI Lawyer,
 * and the account area.
 */
export function Header() {
  const { t } = useShellTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const user = useCurrentUser();

  // A new page closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  const closeMenu = () => setMenuOpen(false);
  const closeMenuOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  const navLinks = (List: typeof NavList, onNavigate?: () => void) => (
    <List>
      {NAV_LINKS.map(({ to, end, label }) => (
        <li key={to}>
          <StyledNavLink to={to} end={end} onClick={onNavigate}>
            {t(label)}
          </StyledNavLink>
        </li>
      ))}
    </List>
  );

  const aiLawyerButton = (onDone?: () => void) => (
    <Button
      // Named, so that a press before the scripts ran is handed over (startup/earlyInput.ts).
      name="ai-lawyer"
      variant="ghost"
      icon={<SparklesIcon />}
      onClick={() => {
        onDone?.();
        openAiLawyer();
      }}
    >
      {t('header.aiLawyer')}
    </Button>
  );

  return (
    <Bar>
      <LanguageStrip>
        <LanguageSwitch />
      </LanguageStrip>
      <Row>
        <Brand to="/" aria-label={t('header.homeLink')}>
          <BrandMark>
            <ScaleIcon size="1.25rem" />
          </BrandMark>
          <span aria-hidden="true">{t('brand')}</span>
        </Brand>
        <DesktopNav aria-label={t('header.mainNavigation')}>{navLinks(NavList)}</DesktopNav>
        <DesktopActions>
          {aiLawyerButton()}
          <AccountSlot>
            <AccountActions user={user} layout="inline" />
          </AccountSlot>
        </DesktopActions>
        <MenuToggle
          ref={toggleRef}
          name="menu"
          variant="outline"
          size="icon"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <VisuallyHidden>{t('header.menu')}</VisuallyHidden>
        </MenuToggle>
      </Row>
      <MobilePanel id={MOBILE_MENU_ID} hidden={!menuOpen} onKeyDown={closeMenuOnEscape}>
        <Container>
          <nav aria-label={t('header.mobileMenu')}>{navLinks(MobileList, closeMenu)}</nav>
          <MobileLanguage>
            <LanguageSwitch />
          </MobileLanguage>
          <MobileActions>
            {aiLawyerButton(closeMenu)}
            <AccountActions user={user} layout="stacked" onAction={closeMenu} />
          </MobileActions>
        </Container>
      </MobilePanel>
    </Bar>
  );
}
