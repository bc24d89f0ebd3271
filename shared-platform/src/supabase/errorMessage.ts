import { translateKey } from '../i18n/i18n';
import { DataError } from './DataError';

/**
 * The sentence to show for a failed backend call: the translated `messageKey` when the failure
 * has one, else the server's own message, else `fallback` (already translated by the caller,
 * e.g. "An error occurred while submitting your request. Please try again.").
 */
export function dataErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof DataError && error.messageKey) {
    return translateKey(error.messageKey);
  }
  const serverMessage = error instanceof Error ? error.message.trim() : '';
  return serverMessage || fallback || translateKey('common:errors.generic');
}
