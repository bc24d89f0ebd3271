import { useState } from 'react';
import { Button, toast } from '@nyaya/shared-design';
import { dataErrorMessage, signInWithGoogle, type UserRole } from '@nyaya/shared-platform';
import { useShellTranslation } from '../../i18n';
import { GoogleIcon } from '../../ui/icons';

/**
 * Google sign-in for the portal's role: the shared API keeps the role as pending_user_type
 * across the redirect and asks for offline access with a forced consent prompt.
 */
export function GoogleSignInButton({ portal }: { portal: UserRole }) {
  const { t } = useShellTranslation();
  const [redirecting, setRedirecting] = useState(false);

  const start = async () => {
    setRedirecting(true);
    try {
      // On success the browser is leaving for Google: the button stays busy.
      await signInWithGoogle(portal);
    } catch (error) {
      setRedirecting(false);
      toast({
        title: dataErrorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Button
      variant="outline"
      fullWidth
      loading={redirecting}
      icon={redirecting ? undefined : <GoogleIcon />}
      onClick={() => void start()}
    >
      {redirecting ? t('auth.googleRedirecting') : t('auth.google')}
    </Button>
  );
}
