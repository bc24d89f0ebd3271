import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, toast } from '@nyaya/shared-design';
import {
  DataError,
  dashboardPathForRole,
  updatePassword,
  useAuthStore,
  useCurrentUser,
  useOverlays,
  type QualifiedKey,
} from '@nyaya/shared-platform';
import { useNavigate } from '@nyaya/shared-platform/router';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { PageSkeleton } from '../../ui/PageStatus';
import { Container } from '../../ui/layout';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { fieldError, Form } from '../auth-dialog/LoginForm';
import { newPasswordSchema, type NewPasswordValues } from '../auth-dialog/model/authSchemas';
import { authErrorMessage } from '../auth-dialog/api/authErrors';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 28rem;
  padding-block: ${({ theme }) => theme.space[16]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const weakPasswordMessage: QualifiedKey<'shell'> = 'shell:validation.passwordTooWeak';

/**
 * `/reset-password`: where a password-reset link (or a reset code entered in the auth dialog)
 * leaves the user, signed in by it. They choose a new password under the sign-up policy and
 * go on to their dashboard, still signed in. Without a session (the link expired or was used)
 * it offers a new reset e-mail.
 */
export default function ResetPasswordPage() {
  const { t } = useShellTranslation();
  useDocumentTitle(t('documentTitle.resetPassword'));
  const { status, email } = useCurrentUser();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema, undefined, { mode: 'sync' }),
    defaultValues: { password: '' },
  });

  if (status === 'loading') return <PageSkeleton />;

  if (status === 'signedOut') {
    return (
      <Page>
        <h1>{t('resetPassword.invalidLink')}</h1>
        <p>{t('resetPassword.invalidLinkAdvice')}</p>
        <Button
          onClick={() =>
            useOverlays.getState().open({ kind: 'auth', portal: 'client', tab: 'forgot' })
          }
        >
          {t('resetPassword.requestNew')}
        </Button>
      </Page>
    );
  }

  const onSubmit = async ({ password }: NewPasswordValues) => {
    try {
      await updatePassword(password);
    } catch (error) {
      if (error instanceof DataError && error.code === 'weak_password') {
        setError('password', { message: weakPasswordMessage }, { shouldFocus: true });
        return;
      }
      toast({ title: authErrorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: t('resetPassword.succeeded') });
    navigate(dashboardPathForRole(useAuthStore.getState().role), { replace: true });
  };

  return (
    <Page>
      <h1>{t('resetPassword.title')}</h1>
      <p>{t('resetPassword.intro', { email: email ?? '' })}</p>
      <Form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Field
          label={t('resetPassword.newPassword')}
          hint={t('auth.passwordRule')}
          error={fieldError(errors.password?.message)}
        >
          <Input
            type="password"
            autoComplete="new-password"
            aria-required="true"
            autoFocus
            {...register('password')}
          />
        </Field>
        <Button type="submit" fullWidth loading={isSubmitting}>
          {isSubmitting ? t('resetPassword.submitting') : t('resetPassword.submit')}
        </Button>
      </Form>
    </Page>
  );
}
