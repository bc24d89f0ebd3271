import { validationMessages } from '@nyaya/shared-platform/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../../i18n';
import { PASSWORD_POLICY, signInSchema, signUpSchemaFor } from './authSchemas';

const strongPassword = 'Asha#2026pass';

describe('sign-in and sign-up forms', () => {
  it('lawyer sign-up requires all four fields', () => {
    expect(
      validationMessages(signUpSchemaFor('lawyer'), {
        fullName: '',
        phone: '',
        email: '',
        password: '',
        consent: false,
      }),
    ).toEqual([
      'Full name is required.',
      'Phone number is required.',
      'Please enter your email address.',
      'Password is required.',
      'Tick the box to agree to the Terms of Service and the Privacy Policy. An account cannot be created without it.',
    ]);
  });

  it('client sign-up leaves name and phone to the user', () => {
    expect(
      validationMessages(signUpSchemaFor('client'), {
        email: 'a@b.in',
        password: strongPassword,
        consent: true,
      }),
    ).toEqual([]);
    expect(
      signUpSchemaFor('client').parse({ email: 'a@b.in', password: strongPassword, consent: true }),
    ).toEqual({
      fullName: '',
      phone: '',
      email: 'a@b.in',
      password: strongPassword,
      consent: true,
    });
  });

  it('bounds a full name at 200 characters like the database', () => {
    expect(
      validationMessages(signUpSchemaFor('client'), {
        fullName: 'n'.repeat(201),
        email: 'a@b.in',
        password: strongPassword,
        consent: true,
      }),
    ).toEqual(['The name can be at most 200 characters.']);
  });

  it.each(['client', 'lawyer'] as const)(
    '%s sign-up requires the ticked consent box, and nothing but a tick counts',
    (portal) => {
      const consentMessage =
        'Tick the box to agree to the Terms of Service and the Privacy Policy. An account cannot be created without it.';
      const values = {
        fullName: 'Asha Rao',
        phone: '9876543210',
        email: 'a@b.in',
        password: strongPassword,
      };
      for (const consent of [false, undefined, 'on', 1]) {
        expect(validationMessages(signUpSchemaFor(portal), { ...values, consent })).toEqual([
          consentMessage,
        ]);
      }
      expect(validationMessages(signUpSchemaFor(portal), { ...values, consent: true })).toEqual([]);
    },
  );

  it('sign-in requires e-mail and password', () => {
    expect(validationMessages(signInSchema, { email: '', password: '' })).toEqual([
      'Please enter your email address.',
      'Password is required.',
    ]);
  });

  it.each(['client', 'lawyer'] as const)(
    '%s sign-up says which rule of the password policy a password breaks first',
    (portal) => {
      const problems = (password: string) =>
        validationMessages(signUpSchemaFor(portal), {
          fullName: 'Asha Rao',
          phone: '9876543210',
          email: 'a@b.in',
          password,
          consent: true,
        });
      expect(problems('Ab1')).toEqual(['The password needs at least 8 characters.']);
      expect(problems('aaaaaaaa')).toEqual([
        'The password needs a capital letter (A-Z).',
        'The password needs a digit (0-9).',
      ]);
      expect(problems('AAAAAAAA1')).toEqual(['The password needs a lowercase letter (a-z).']);
      expect(problems('Password')).toEqual(['The password needs a digit (0-9).']);
      expect(problems(`Aa1${'x'.repeat(70)}`)).toEqual([
        'The password can be at most 72 characters.',
      ]);
      expect(problems(strongPassword)).toEqual([]);
    },
  );

  it('sign-in takes any password: accounts may predate the policy', () => {
    expect(validationMessages(signInSchema, { email: 'a@b.in', password: 'pw' })).toEqual([]);
  });

  it('states the password policy of supabase/config.toml', () => {
    const config = readFileSync(join(__dirname, '../../../../../supabase/config.toml'), 'utf8');
    expect(/^minimum_password_length = (\d+)$/m.exec(config)?.[1]).toBe(
      String(PASSWORD_POLICY.minLength),
    );
    expect(/^password_requirements = "(.*)"$/m.exec(config)?.[1]).toBe(
      'lower_upper_letters_digits',
    );
  });
});
