import { describe, expect, it } from 'vitest';
import { addTranslations, initI18n } from '../i18n/i18n';
import { changeLanguage } from '../i18n/language';
import { DataError, isNetworkFailure, toDataError } from './DataError';
import { dataErrorMessage } from './errorMessage';

initI18n();

const constraintViolation = {
  code: '23514',
  message:
    'new row for relation "call_support_requests" violates check constraint "mobile_number_is_indian_mobile"',
  details: 'Failing row contains (...)',
  hint: null,
};

describe('toDataError', () => {
  it('names the violated constraint, and the feature sentence for it (hosted PostgREST shape)', () => {
    const error = toDataError(constraintViolation, 400, {
      constraints: { mobile_number_is_indian_mobile: 'common:validation.indianMobile' },
    });
    expect(error).toMatchObject({
      reason: 'invalid-value',
      constraint: 'mobile_number_is_indian_mobile',
      status: 400,
      messageKey: 'common:validation.indianMobile',
    });
    expect(dataErrorMessage(error)).toBe(
      'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.',
    );
  });

  it('reads the constraint from details too (local stack shape)', () => {
    const error = toDataError({
      code: '23514',
      message: 'some wording',
      details: 'Failing constraint: description_at_most_5000_chars',
    });
    expect(error.constraint).toBe('description_at_most_5000_chars');
  });

  it("keeps the server's message for a constraint the feature has no sentence for", () => {
    const message = 'new row violates check constraint "brand_new_rule"';
    const error = toDataError({ code: '23514', message });
    expect(error).toMatchObject({ constraint: 'brand_new_rule', messageKey: null });
    expect(dataErrorMessage(error)).toBe(message);
  });

  it("passes the rate limit's own message through", () => {
    const message =
      'Too many submissions from this phone number or e-mail address. Please try again in an hour.';
    const error = toDataError({ code: 'PT429', message, hint: 'At most 5 per hour.' });
    expect(error.reason).toBe('rate-limited');
    expect(dataErrorMessage(error)).toBe(message);
  });

  it('uses the feature sentence for a conflict it knows by hint', () => {
    const error = toDataError(
      { code: 'PT409', message: 'Already accepted.', hint: 'already_accepted' },
      409,
      { conflicts: { already_accepted: 'common:errors.notAllowed' } },
    );
    expect(error).toMatchObject({ reason: 'conflict', hint: 'already_accepted' });
    expect(error.messageKey).toBe('common:errors.notAllowed');
    expect(toDataError({ code: 'PT409', message: 'Other.', hint: 'other' }).messageKey).toBeNull();
  });

  it.each([
    ['42501', 'not-allowed', 'You are not allowed to do that.'],
    ['23502', 'missing-value', 'Please fill all required fields.'],
    ['PGRST301', 'session-expired', 'Your session has expired. Please sign in again.'],
  ])('gives %s the generic sentence (%s)', (code, reason, sentence) => {
    const error = toDataError({ code, message: 'server words' });
    expect(error.reason).toBe(reason);
    expect(dataErrorMessage(error)).toBe(sentence);
  });

  it.each([
    ['a thrown TypeError', new TypeError('Failed to fetch'), undefined],
    [
      'postgrest-js catch shape',
      { code: '', message: 'TypeError: fetch failed', details: '', hint: '' },
      undefined,
    ],
    ['status 0', { code: '', message: 'anything' }, 0],
    [
      'auth-js retryable fetch error',
      { name: 'AuthRetryableFetchError', message: '{}' },
      undefined,
    ],
  ])('recognises a network failure: %s', (_what, error, status) => {
    expect(isNetworkFailure(status === 0 ? { ...(error as object), status } : error)).toBe(true);
    const wrapped = toDataError(error, status);
    expect(wrapped.reason).toBe('network');
    expect(dataErrorMessage(wrapped)).toBe(
      'Could not reach the server. Please check your connection and try again.',
    );
  });

  it('returns a DataError as it is', () => {
    const error = new DataError('x', { reason: 'conflict' });
    expect(toDataError(error)).toBe(error);
  });
});

describe('toDataError with the database sentences a feature knows', () => {
  const messages = {
    constraints: { mobile_number_is_indian_mobile: 'common:validation.indianMobile' },
    sentences: [
      { match: 'Only a pending request can be cancelled.', key: 'test_sentences:onlyPending' },
      {
        match: /^Cannot move a request from (?<from>\w+) to (?<to>\w+)\.$/,
        key: 'test_sentences:transition',
      },
    ],
  };

  it('names the key of an exact sentence, whatever the error code', () => {
    const error = toDataError(
      { code: '42501', message: 'Only a pending request can be cancelled.' },
      403,
      messages,
    );
    expect(error).toMatchObject({
      reason: 'not-allowed',
      messageKey: 'test_sentences:onlyPending',
      messageValues: null,
    });
    // Not a prefix or a near miss.
    expect(
      toDataError(
        { code: 'P0001', message: 'Only a pending request can be cancelled' },
        400,
        messages,
      ).messageKey,
    ).toBeNull();
  });

  it("keeps a RegExp's named groups as the key's values", () => {
    const error = toDataError(
      { code: 'P0001', message: 'Cannot move a request from completed to pending.' },
      400,
      messages,
    );
    expect(error.messageKey).toBe('test_sentences:transition');
    expect(error.messageValues).toEqual({ from: 'completed', to: 'pending' });
  });

  it('prefers the constraint sentence, and ignores sentences for network failures', () => {
    expect(toDataError(constraintViolation, 400, messages).messageKey).toBe(
      'common:validation.indianMobile',
    );
    const offline = toDataError({ code: '', message: 'TypeError: Failed to fetch' }, 0, {
      sentences: [{ match: /fetch/, key: 'test_sentences:onlyPending' }],
    });
    expect(offline.messageKey).toBe('common:errors.network');
    expect(offline.messageValues).toBeNull();
  });
});

describe('dataErrorMessage', () => {
  addTranslations('test_sentences', {
    onlyPending: 'Only a pending request can be cancelled.',
    transition: 'A {{from}} request cannot become {{to}}.',
  });
  addTranslations(
    'test_sentences',
    {
      onlyPending: 'केवल लंबित अनुरोध रद्द किया जा सकता है।',
      transition: '{{from}} अनुरोध {{to}} नहीं हो सकता।',
    },
    'hi',
  );

  it('translates a mapped sentence with its values', async () => {
    const error = toDataError(
      { code: 'P0001', message: 'Cannot move a request from completed to pending.' },
      400,
      {
        sentences: [{ match: /from (?<from>\w+) to (?<to>\w+)/, key: 'test_sentences:transition' }],
      },
    );
    expect(dataErrorMessage(error)).toBe('A completed request cannot become pending.');
    await changeLanguage('hi');
    expect(dataErrorMessage(error)).toBe('completed अनुरोध pending नहीं हो सकता।');
  });

  it("never shows the server's English on a Hindi page", async () => {
    await changeLanguage('hi');
    const unmapped = toDataError({ code: 'PT404', message: 'Request not found.' });
    expect(dataErrorMessage(unmapped)).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    expect(dataErrorMessage(unmapped, 'आपका अनुरोध नहीं भेजा जा सका।')).toBe(
      'आपका अनुरोध नहीं भेजा जा सका।',
    );
    expect(dataErrorMessage(new Error('Some English words'))).toBe(
      'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    );
    expect(dataErrorMessage(toDataError({ code: '42501', message: 'permission denied' }))).toBe(
      'आपको यह करने की अनुमति नहीं है।',
    );
  });

  it("falls back to the server's message, then to the caller's fallback, then to a generic one", () => {
    expect(dataErrorMessage(toDataError({ code: 'PT404', message: 'Request not found.' }))).toBe(
      'Request not found.',
    );
    expect(dataErrorMessage(toDataError({ code: 'XX000', message: '' }), 'Fallback text.')).toBe(
      'Fallback text.',
    );
    expect(dataErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});
