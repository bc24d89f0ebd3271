import { validationMessages } from '@nyaya/shared-platform/testing';
import { describe, expect, it } from 'vitest';
import '../../../i18n';
import { signInSchema, signUpSchemaFor } from './authSchemas';

describe('sign-in and sign-up forms (spec section 5)', () => {
  it('lawyer sign-up requires all four fields', () => {
    expect(
      validationMessages(signUpSchemaFor('lawyer'), {
        fullName: '',
        phone: '',
        email: '',
        password: '',
      }),
    ).toEqual([
      'Full name is required.',
      'Phone number is required.',
      'Please enter your email address.',
      'Password is required.',
    ]);
  });

  it('client sign-up leaves name and phone to the user', () => {
    expect(
      validationMessages(signUpSchemaFor('client'), { email: 'a@b.in', password: 'secret' }),
    ).toEqual([]);
    expect(signUpSchemaFor('client').parse({ email: 'a@b.in', password: 'pw' })).toEqual({
      fullName: '',
      phone: '',
      email: 'a@b.in',
      password: 'pw',
    });
  });

  it('bounds a full name at 200 characters like the database', () => {
    expect(
      validationMessages(signUpSchemaFor('client'), {
        fullName: 'n'.repeat(201),
        email: 'a@b.in',
        password: 'pw',
      }),
    ).toEqual(['The name can be at most 200 characters.']);
  });

  it('sign-in requires e-mail and password', () => {
    expect(validationMessages(signInSchema, { email: '', password: '' })).toEqual([
      'Please enter your email address.',
      'Password is required.',
    ]);
  });
});
