import { changeLanguage, DataError } from '@nyaya/shared-platform';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { authErrorMessage, authSentence } from './authErrors';

afterEach(async () => {
  await changeLanguage('en');
});

describe('authErrorMessage', () => {
  it('keeps the auth server’s own words in English', () => {
    expect(
      authErrorMessage(new DataError('Invalid login credentials', { code: 'invalid_credentials' })),
    ).toBe('Invalid login credentials');
    expect(authErrorMessage(new DataError('User already registered'))).toBe(
      'User already registered',
    );
    expect(
      authErrorMessage(
        new DataError('For security purposes, you can only request this after 7 seconds.', {
          code: 'over_email_send_rate_limit',
        }),
      ),
    ).toBe('For security purposes, you can only request this after 7 seconds.');
    // A refusal it does not know: the server's message, as before.
    expect(authErrorMessage(new DataError('Something new', { code: 'brand_new' }))).toBe(
      'Something new',
    );
  });

  it('names a sentence by the error code, or by the message when there is no code', () => {
    expect(
      authSentence(
        new DataError('A user with this email address has already been registered', {
          code: 'email_exists',
        }),
      ),
    ).toEqual({
      key: 'shell:auth.errors.alreadyRegistered',
      values: {},
    });
    expect(authSentence(new DataError('Email link is invalid or has expired'))).toEqual({
      key: 'shell:auth.errors.linkExpired',
      values: {},
    });
    expect(authSentence(new DataError('Something new', { code: 'brand_new' }))).toBeNull();
    // Network failures keep the platform's sentence.
    expect(authSentence(new DataError('Failed to fetch', { reason: 'network' }))).toBeNull();
  });

  it('answers in Hindi on a Hindi page', async () => {
    await changeLanguage('hi');
    expect(
      authErrorMessage(new DataError('User already registered', { code: 'user_already_exists' })),
    ).toBe('इस ईमेल पते से पहले ही एक खाता बना हुआ है। साइन इन करें, या पासवर्ड भूल गए हों तो उसे रीसेट करें।');
    expect(
      authErrorMessage(
        new DataError('New password should be different from the old password.', {
          code: 'same_password',
        }),
      ),
    ).toBe('नया पासवर्ड पुराने पासवर्ड से अलग होना चाहिए।');
  });
});
