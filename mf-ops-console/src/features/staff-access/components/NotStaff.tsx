import { toast } from '@nyaya/shared-design';
import { Navigate } from '@nyaya/shared-platform/router';
import { useEffect, useRef } from 'react';
import { useRemoteTranslation } from '../../../i18n';

/**
 * Sends a signed-in account without capabilities home, with the sentence of the product
 * (docs/product/ops-console.md). The sentence is said once: the page's `t` can change while the
 * way home is still on its way (another remote's strings arriving), and that is no new news.
 */
export function NotStaff() {
  const { t } = useRemoteTranslation();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast({ title: t('page.notStaff') });
  }, [t]);
  return <Navigate to="/" replace />;
}
