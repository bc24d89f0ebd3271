import {
  DataError,
  dataErrorMessage,
  translateKey,
  type QualifiedKey,
} from '@nyaya/shared-platform';

interface AuthSentence {
  /** The auth server's error code (auth-js `AuthError.code`). */
  code?: string;
  /** Or its message; named groups become the sentence's values. */
  message?: RegExp;
  key: QualifiedKey<'shell'>;
}

/*
 * The auth server's refusals the sign-in, sign-up, reset and confirmation forms can meet, as
 * sentences of our catalog, so that a Hindi page never shows the server's English
 * (docs/product/languages.md). The English sentences are the server's own words. First match
 * wins: a wait with its seconds before the rate limit without them.
 */
const AUTH_SENTENCES: readonly AuthSentence[] = [
  {
    message: /only request this after (?<seconds>\d+) seconds?/i,
    key: 'shell:auth.errors.waitSeconds',
  },
  { message: /too many/i, key: 'shell:auth.errors.tooManyAttempts' },
  { code: 'invalid_credentials', key: 'shell:auth.errors.invalidCredentials' },
  { message: /^Invalid login credentials$/i, key: 'shell:auth.errors.invalidCredentials' },
  { code: 'user_already_exists', key: 'shell:auth.errors.alreadyRegistered' },
  { code: 'email_exists', key: 'shell:auth.errors.alreadyRegistered' },
  { message: /^User already registered$/i, key: 'shell:auth.errors.alreadyRegistered' },
  { code: 'email_address_invalid', key: 'shell:auth.errors.emailInvalid' },
  { message: /^Unable to validate email address/i, key: 'shell:auth.errors.emailInvalid' },
  { code: 'same_password', key: 'shell:auth.errors.samePassword' },
  { code: 'signup_disabled', key: 'shell:auth.errors.signUpDisabled' },
  { message: /^Signups not allowed/i, key: 'shell:auth.errors.signUpDisabled' },
  { code: 'otp_expired', key: 'shell:auth.errors.linkExpired' },
  { message: /link is invalid or has expired/i, key: 'shell:auth.errors.linkExpired' },
  { code: 'over_email_send_rate_limit', key: 'shell:auth.errors.emailRateLimit' },
  { message: /^Email rate limit exceeded$/i, key: 'shell:auth.errors.emailRateLimit' },
  { code: 'over_request_rate_limit', key: 'shell:auth.errors.requestRateLimit' },
  { code: 'user_banned', key: 'shell:auth.errors.userBanned' },
];

/** The catalog's sentence for an auth server refusal, with its values; null for others. */
export function authSentence(
  error: unknown,
): { key: QualifiedKey<'shell'>; values: Record<string, string> } | null {
  // Network failures and the like already name their sentence (DataError's messageKey).
  if (!(error instanceof DataError) || error.messageKey) return null;
  for (const sentence of AUTH_SENTENCES) {
    if (sentence.code !== undefined && sentence.code === error.code) {
      return { key: sentence.key, values: {} };
    }
    const match = sentence.message?.exec(error.message);
    if (match) return { key: sentence.key, values: { ...match.groups } };
  }
  return null;
}

/**
 * What to tell the user about a failed auth call: the catalog's sentence for the refusals the
 * auth server is known to give, otherwise as `dataErrorMessage` (the server's words in English,
 * `fallback` or the generic sentence in Hindi).
 */
export function authErrorMessage(error: unknown, fallback?: string): string {
  const sentence = authSentence(error);
  return sentence ? translateKey(sentence.key, sentence.values) : dataErrorMessage(error, fallback);
}
