import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, toast } from '@nyaya/shared-design';
import { DataError, signIn, translateKey } from '@nyaya/shared-platform';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { authErrorMessage } from './api/authErrors';
import { signInSchema, type SignInValues } from './model/authSchemas';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A field's message: schemas carry i18n keys. */
export function fieldError(message: string | undefined): string | undefined {
  return message && translateKey(message);
}

const ForgotLink = styled(Button)`
  align-self: flex-end;
`;

export interface LoginFormProps {
  onSignedIn: () => void;
  /** 'Forgot password?', with what the e-mail field holds. */
  onForgotPassword: (email: string) => void;
  /** The account exists but its e-mail address is not confirmed yet. */
  onNotConfirmed: (email: string) => void;
}

/**
 * E-mail and password sign-in. On failure the backend's message is shown and the values stay;
 * an unconfirmed account goes on to its confirmation (code or a new e-mail) instead.
 */
export function LoginForm({ onSignedIn, onForgotPassword, onNotConfirmed }: LoginFormProps) {
  const { t } = useShellTranslation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema, undefined, { mode: 'sync' }),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: SignInValues) => {
    try {
      await signIn(values);
    } catch (error) {
      if (error instanceof DataError && error.code === 'email_not_confirmed') {
        onNotConfirmed(values.email);
        return;
      }
      toast({
        title: authErrorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('auth.toasts.signInSucceeded') });
    onSignedIn();
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Field label={t('auth.email')} error={fieldError(errors.email?.message)}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          aria-required="true"
          {...register('email')}
        />
      </Field>
      <Field label={t('auth.password')} error={fieldError(errors.password?.message)}>
        <Input
          type="password"
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          aria-required="true"
          {...register('password')}
        />
      </Field>
      <ForgotLink variant="link" onClick={() => onForgotPassword(getValues('email').trim())}>
        {t('auth.forgotPassword')}
      </ForgotLink>
      <Button type="submit" fullWidth loading={isSubmitting}>
        {isSubmitting ? t('auth.loginSubmitting') : t('auth.loginSubmit')}
      </Button>
    </Form>
  );
}
