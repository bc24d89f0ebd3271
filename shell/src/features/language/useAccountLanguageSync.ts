import { useCurrentUser } from '@nyaya/shared-platform';
import { useEffect } from 'react';
import { syncAccountLanguage } from './accountLanguage';

/**
 * Keeps the account's language and the page's in step when a user signs in (or arrives signed
 * in): see syncAccountLanguage. Once per signed-in user of the page.
 */
export function useAccountLanguageSync(): void {
  const { status, userId } = useCurrentUser();
  const signedInAs = status === 'signedIn' ? userId : null;
  useEffect(() => {
    if (!signedInAs) return;
    let current = true;
    void syncAccountLanguage(signedInAs, () => current);
    return () => {
      current = false;
    };
  }, [signedInAs]);
}
