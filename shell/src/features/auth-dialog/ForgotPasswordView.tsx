import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, toast } from '@nyaya/shared-design';
import { requestPasswordReset, RESET_PASSWORD_PATH, verifyEmailCode } from '@nyaya/shared-platform';
import { useNavigate } from '@nyaya/shared-platform/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useShellTranslation } from '../../i18n';
import { authErrorMessage } from './api/authErrors';
import { EmailCodeForm } from './EmailCodeForm';
import { fieldError, Form } from './LoginForm';
import { resetRequestSchema, type ResetRequestValues } from './model/authSchemas';
import { ViewHeading, ViewText } from './viewText';

export interface ForgotPasswordViewProps {
  /** What the login form held, to start from. */
  initialEmail: string;
  /** The dialog closes: the new password is set on the reset-password page. */
  onVerified: () => void;
}

/**
 * 'Forgot password?': asks for the reset e-mail, then takes its 6-digit code (the link in the
 * e-mail opens the reset-password page itself). A right code signs the user in for the
 * reset-password page, where they choose the new password.
 */
export function ForgotPasswordView({ initialEmail, onVerified }: ForgotPasswordViewProps) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema, undefined, { mode: 'sync' }),
    defaultValues: { email: initialEmail },
  });

  const send = async ({ email }: ResetRequestValues) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      toast({ title: authErrorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: t('auth.toasts.resetSent') });
    setSentTo(email);
  };

  const verify = async (code: string) => {
    await verifyEmailCode({ email: sentTo ?? getValues('email'), code, purpose: 'recovery' });
    onVerified();
    navigate(RESET_PASSWORD_PATH);
  };

  return (
    <section aria-labelledby="auth-forgot-heading">
      <ViewHeading id="auth-forgot-heading">{t('auth.forgot.title')}</ViewHeading>
      {sentTo === null ? (
        <>
          <ViewText>{t('auth.forgot.intro')}</ViewText>
          <Form noValidate onSubmit={handleSubmit(send)}>
            <Field label={t('auth.email')} error={fieldError(errors.email?.message)}>
              <Input
                type="email"
                autoComplete="email"
                placeholder={t('auth.emailPlaceholder')}
                aria-required="true"
                autoFocus
                {...register('email')}
              />
            </Field>
            <Button type="submit" fullWidth loading={isSubmitting}>
              {isSubmitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <ViewText role="status">{t('auth.forgot.sentTo', { email: sentTo })}</ViewText>
          <EmailCodeForm submitLabel={t('auth.code.submit')} onCode={verify} />
          <Button
            variant="link"
            fullWidth
            loading={isSubmitting}
            onClick={() => void handleSubmit(send)()}
          >
            {t('auth.forgot.sendAgain')}
          </Button>
        </>
      )}
    </section>
  );
}
