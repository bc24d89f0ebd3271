import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, toast } from '@nyaya/shared-design';
import {
  DataError,
  signUp,
  useLanguage,
  type QualifiedKey,
  type UserRole,
} from '@nyaya/shared-platform';
import { useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { LEGAL_NOTICE_VERSIONS } from '../legal';
import { ConsentCheckbox } from './ConsentCheckbox';
import { fieldError, Form } from './LoginForm';
import { authErrorMessage } from './api/authErrors';
import { signUpSchemaFor, type SignUpFormValues, type SignUpValues } from './model/authSchemas';

const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface SignUpFormProps {
  /** The portal decides the new account's role (docs/product/users-and-roles.md). */
  portal: UserRole;
  /** The account is created; `needsConfirmation` when it waits for its e-mail confirmation. */
  onSignedUp: (email: string, needsConfirmation: boolean) => void;
}

// The auth server's refusal of a password under config.toml's policy.
const weakPasswordMessage: QualifiedKey<'shell'> = 'shell:validation.passwordTooWeak';

/**
 * Sign-up with full name, phone, e-mail and password. The lawyer form marks all four required
 * (docs/product/accounts.md); the client form requires only e-mail and password. Both require the
 * unticked consent box (docs/product/privacy.md). The password field
 * states the password policy and is checked against it before submitting. On failure the backend's
 * message is shown and the values stay; a password the server finds too weak is reported at the
 * field.
 */
export function SignUpForm({ portal, onSignedUp }: SignUpFormProps) {
  const { t } = useShellTranslation();
  const isLawyer = portal === 'lawyer';
  // The new account's e-mails start in the language the page is in (docs/product/languages.md).
  const language = useLanguage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues, unknown, SignUpValues>({
    // Both portals' schemas produce the same output shape; the client one has optional inputs.
    resolver: zodResolver(signUpSchemaFor(portal), undefined, { mode: 'sync' }) as Resolver<
      SignUpFormValues,
      unknown,
      SignUpValues
    >,
    defaultValues: { fullName: '', phone: '', email: '', password: '', consent: false },
  });

  const onSubmit = async (values: SignUpValues) => {
    let needsConfirmation = true;
    try {
      const { consent: _ticked, ...account } = values;
      ({ needsEmailConfirmation: needsConfirmation } = await signUp({
        ...account,
        role: portal,
        language,
        // The box is ticked (the schema requires it): the versions its links lead to.
        consent: LEGAL_NOTICE_VERSIONS,
      }));
    } catch (error) {
      if (error instanceof DataError && error.code === 'weak_password') {
        setError('password', { message: weakPasswordMessage }, { shouldFocus: true });
        return;
      }
      toast({
        title: authErrorMessage(error, t('auth.toasts.lawyerSignUpFailed')),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: isLawyer
        ? t('auth.toasts.lawyerSignUpSucceeded')
        : t('auth.toasts.clientSignUpSucceeded'),
    });
    onSignedUp(values.email, needsConfirmation);
  };

  // The client form has no '*' marks (docs/product/accounts.md), but e-mail and password are still
  // required.
  const requiredForClient = isLawyer ? {} : ({ 'aria-required': 'true' } as const);

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      {isLawyer && <Note>{t('auth.requiredNote')}</Note>}
      <Field
        label={t('auth.fullName')}
        error={fieldError(errors.fullName?.message)}
        required={isLawyer}
      >
        <Input
          autoComplete="name"
          placeholder={t('auth.fullNamePlaceholder')}
          {...register('fullName')}
        />
      </Field>
      <Field label={t('auth.phone')} error={fieldError(errors.phone?.message)} required={isLawyer}>
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('auth.phonePlaceholder')}
          {...register('phone')}
        />
      </Field>
      <Field label={t('auth.email')} error={fieldError(errors.email?.message)} required={isLawyer}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          {...requiredForClient}
          {...register('email')}
        />
      </Field>
      <Field
        label={t('auth.password')}
        hint={t('auth.passwordRule')}
        error={fieldError(errors.password?.message)}
        required={isLawyer}
      >
        <Input
          type="password"
          autoComplete="new-password"
          placeholder={t('auth.newPasswordPlaceholder')}
          {...requiredForClient}
          {...register('password')}
        />
      </Field>
      <ConsentCheckbox
        registration={register('consent')}
        error={fieldError(errors.consent?.message)}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {isSubmitting ? t('auth.signUpSubmitting') : t('auth.signUpSubmit')}
      </Button>
    </Form>
  );
}
