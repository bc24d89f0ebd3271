import styled from 'styled-components';
import { ConsentGate } from '../features/consent';
import { FloatingHelpSlot } from '../features/footer/FloatingHelpSlot';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/header/Header';
import { useAccountLanguageSync } from '../features/language/useAccountLanguageSync';
import { OverlayHost } from '../features/overlays/OverlayHost';
import { AppRoutes } from '../features/routing/AppRoutes';
import { useShellTranslation } from '../i18n';
import { MAIN_CONTENT_ID, useFocusOnNavigation } from './useFocusOnNavigation';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary.base};
  color: ${({ theme }) => theme.colors.primary.contrast};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.primary.contrast};
    transform: none;
  }
`;

const Main = styled.main`
  flex: 1 0 auto;
  /* At least a screen tall, so the footer starts below the fold: a route whose content arrives
     later (a remote's page) pushes nothing on screen down (layout shift on /lawyers: 0.52). */
  min-height: 100vh;
  min-height: 100svh;

  &:focus {
    outline: none;
  }
`;

/**
 * The page frame: skip link, header, the route's content, footer, help widget, overlays, and
 * the consent a signed-in user is asked for.
 */
export function App() {
  const { t } = useShellTranslation();
  const mainRef = useFocusOnNavigation();
  useAccountLanguageSync();
  return (
    <Page>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('skipToContent')}</SkipLink>
      <Header />
      <Main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1}>
        <AppRoutes />
      </Main>
      <Footer />
      <FloatingHelpSlot />
      <OverlayHost />
      <ConsentGate />
    </Page>
  );
}
