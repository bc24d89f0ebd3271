import { useState } from 'react';
import { Button, toast } from '@nyaya/shared-design';
import {
  DataError,
  GOOGLE_UNAVAILABLE,
  isGoogleSignInEnabled,
  signInWithGoogle,
  type UserRole,
} from '@nyaya/shared-platform';
import { useShellTranslation } from '../../i18n';
import { GoogleIcon } from '../../ui/icons';
import { authErrorMessage } from './api/authErrors';

export interface GoogleSignInButtonProps {
  portal: UserRole;
  /** Google sign-in is not offered here (runtime config or auth server): nothing navigates. */
  onUnavailable: () => void;
}

/**
 * Google sign-in for the portal's role: the shared API keeps the role as pending_user_type
 * across the redirect and asks for offline access with a forced consent prompt. Where the
 * runtime config does not offer Google, a click says so in the dialog instead.
 */
export function GoogleSignInButton({ portal, onUnavailable }: GoogleSignInButtonProps) {
  const { t } = useShellTranslation();
  const [redirecting, setRedirecting] = useState(false);

  const start = async () => {
    if (!isGoogleSignInEnabled()) {
      onUnavailable();
      return;
    }
    setRedirecting(true);
    try {
      // On success the browser is leaving for Google: the button stays busy.
      await signInWithGoogle(portal);
    } catch (error) {
      setRedirecting(false);
      if (error instanceof DataError && error.code === GOOGLE_UNAVAILABLE) {
        onUnavailable();
        return;
      }
      toast({
        title: authErrorMessage(error),
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
