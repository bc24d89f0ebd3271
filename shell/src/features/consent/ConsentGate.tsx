import { useCurrentUser } from '@nyaya/shared-platform';
import { lazy, Suspense, useState } from 'react';
import { useShellTranslation } from '../../i18n';
import { LoadFailureBoundary } from '../../ui/LoadFailureBoundary';

// A signed-out visit never loads the check (nor its dialog).
const ConsentCheck = lazy(() => import('./ConsentCheck'));

/**
 * Asks a signed-in user for their agreement to the current privacy notice and terms when they
 * have not given it (docs/product/privacy.md). Stays mounted after a sign-out it caused, to say
 * what declining means.
 */
export function ConsentGate() {
  const { t } = useShellTranslation();
  const { status } = useCurrentUser();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (status === 'signedIn' && !wasSignedIn) setWasSignedIn(true);
  if (!wasSignedIn) return null;
  return (
    <LoadFailureBoundary area={t('consent.area')} fallback={null}>
      <Suspense fallback={null}>
        <ConsentCheck />
      </Suspense>
    </LoadFailureBoundary>
  );
}
