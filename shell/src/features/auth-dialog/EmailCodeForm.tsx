import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input } from '@nyaya/shared-design';
import { DataError } from '@nyaya/shared-platform';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useShellTranslation } from '../../i18n';
import { authErrorMessage } from './api/authErrors';
import { fieldError, Form } from './LoginForm';
import { emailCodeSchema, type EmailCodeValues } from './model/authSchemas';

export interface EmailCodeFormProps {
  submitLabel: string;
  /** Checks the code with the auth server; throws DataError when it is refused. */
  onCode: (code: string) => Promise<void>;
}

/**
 * The 6-digit code of a sign-up or reset e-mail, for a user who would rather type it than
 * follow the link (another device, a mail client that breaks links). A refused code is said at
 * the field; the server's own sentence when it has one worth more (codes revoked after too many
 * wrong ones, a rate limit).
 */
export function EmailCodeForm({ submitLabel, onCode }: EmailCodeFormProps) {
  const { t } = useShellTranslation();
  // The server's refusal, already a sentence (the schema's messages are i18n keys).
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EmailCodeValues>({
    resolver: zodResolver(emailCodeSchema, undefined, { mode: 'sync' }),
    defaultValues: { code: '' },
  });

  const onSubmit = async ({ code }: EmailCodeValues) => {
    setRefusal(null);
    try {
      await onCode(code);
    } catch (error) {
      // The server says 'Token has expired or is invalid' for a wrong code: say what to do.
      const wrongCode =
        error instanceof DataError &&
        /invalid|expired/i.test(error.message) &&
        !/too many/i.test(error.message);
      setRefusal(wrongCode ? t('auth.code.wrong') : authErrorMessage(error, t('auth.code.wrong')));
      setFocus('code');
    }
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Field
        label={t('auth.code.label')}
        hint={t('auth.code.hint')}
        error={refusal ?? fieldError(errors.code?.message)}
      >
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          aria-required="true"
          {...register('code')}
        />
      </Field>
      <Button type="submit" fullWidth loading={isSubmitting}>
        {isSubmitting ? t('auth.code.submitting') : submitLabel}
      </Button>
    </Form>
  );
}
