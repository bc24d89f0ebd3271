import { Button } from '@nyaya/shared-design';
import { useShellTranslation } from '../../../i18n';
import { preloadStartConsultationProps, startConsultation } from '../../overlays/openers';
import { OnDarkLinkButton } from './landingLayout';

/** The page's main action, in the hero and the closing panel (docs/product/public-site.md). */
export function StartConsultationButton() {
  const { t } = useShellTranslation();
  return (
    <Button
      variant="secondary"
      size="lg"
      onClick={startConsultation}
      {...preloadStartConsultationProps}
    >
      {t('landing.actions.startConsultation')}
    </Button>
  );
}

/** Browse Lawyers, on the landing page's dark panels. */
export function BrowseLawyersLink() {
  const { t } = useShellTranslation();
  return (
    <OnDarkLinkButton to="/lawyers" $variant="outline" $size="lg">
      {t('landing.actions.browseLawyers')}
    </OnDarkLinkButton>
  );
}
