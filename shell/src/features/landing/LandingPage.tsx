import { useShellTranslation } from '../../i18n';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { HeroSection } from './sections/HeroSection';
import { StatsSection } from './sections/StatsSection';
import { FeaturesSection } from './sections/FeaturesSection';
import { ServicesSection } from './sections/ServicesSection';
import { HowItWorksSection } from './sections/HowItWorksSection';
import { TestimonialsSection } from './sections/TestimonialsSection';
import { ClosingCtaSection } from './sections/ClosingCtaSection';

/**
 * Route '/': the landing page (docs/product/public-site.md). All figures and quotes are static
 * text.
 */
export function LandingPage() {
  const { t } = useShellTranslation();
  useDocumentTitle(t('documentTitle.home'));
  return (
    <>
      <HeroSection />
      <StatsSection />
      <FeaturesSection />
      <ServicesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <ClosingCtaSection />
    </>
  );
}
