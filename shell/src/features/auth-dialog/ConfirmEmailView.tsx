import { Button, toast } from '@nyaya/shared-design';
import { resendConfirmation, verifyEmailCode } from '@nyaya/shared-platform';
import { useState } from 'react';
import { useShellTranslation } from '../../i18n';
import { authErrorMessage } from './api/authErrors';
import { EmailCodeForm } from './EmailCodeForm';
import { ViewHeading, ViewText } from './viewText';

export interface ConfirmEmailViewProps {
  email: string;
  /** Just signed up, or tried to sign in before confirming. */
  reason: 'signed-up' | 'not-confirmed';
  onConfirmed: () => void;
}

/**
 * An account waiting for its e-mail confirmation: the 6-digit code of the confirmation e-mail
 * (a right one confirms and signs in), or the e-mail again ('Resend confirmation e-mail'; the
 * auth server allows one a minute per address and says how long to wait).
 */
export function ConfirmEmailView({ email, reason, onConfirmed }: ConfirmEmailViewProps) {
  const { t } = useShellTranslation();
  const [resending, setResending] = useState(false);

  const confirm = async (code: string) => {
    await verifyEmailCode({ email, code, purpose: 'signup' });
    toast({ title: t('auth.toasts.codeConfirmed') });
    onConfirmed();
  };

  const resend = async () => {
    setResending(true);
    try {
      await resendConfirmation(email);
      toast({ title: t('auth.toasts.confirmationResent') });
    } catch (error) {
      toast({ title: authErrorMessage(error), variant: 'destructive' });
    } finally {
      setResending(false);
    }
  };

  return (
    <section aria-labelledby="auth-confirm-heading">
      <ViewHeading id="auth-confirm-heading">{t('auth.confirm.title')}</ViewHeading>
      <ViewText role="status">
        {reason === 'signed-up'
          ? t('auth.confirm.afterSignUp', { email })
          : t('auth.confirm.notConfirmed', { email })}
      </ViewText>
      <EmailCodeForm submitLabel={t('auth.confirm.submit')} onCode={confirm} />
      <Button variant="outline" fullWidth loading={resending} onClick={() => void resend()}>
        {resending ? t('auth.confirm.resending') : t('auth.confirm.resend')}
      </Button>
    </section>
  );
}
