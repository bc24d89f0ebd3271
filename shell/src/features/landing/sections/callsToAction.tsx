import type { ReactNode } from 'react';
import { Button } from '@nyaya/shared-design';
import { preloadStartConsultationProps, startConsultation } from '../../overlays/openers';
import { OnDarkLinkButton } from './landingLayout';

/** The page's main action, in the hero and the closing panel (spec section 2). */
export function StartConsultationButton({ children }: { children: ReactNode }) {
  return (
    <Button
      variant="secondary"
      size="lg"
      onClick={startConsultation}
      {...preloadStartConsultationProps}
    >
      {children}
    </Button>
  );
}

/** Browse Lawyers, on the landing page's dark panels. */
export function BrowseLawyersLink({ children }: { children: ReactNode }) {
  return (
    <OnDarkLinkButton to="/lawyers" $variant="outline" $size="lg">
      {children}
    </OnDarkLinkButton>
  );
}
