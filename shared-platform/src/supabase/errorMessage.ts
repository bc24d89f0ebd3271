import { currentLanguage, translateKey } from '../i18n/i18n';
import { DataError } from './DataError';

/**
 * The sentence to show for a failed backend call: the translated `messageKey` (with its values)
 * when the failure has one; else, in English, the server's own message; else `fallback`
 * (already translated by the caller, e.g. "An error occurred while submitting your request.
 * Please try again.") or the generic sentence. A Hindi page never shows the server's English
 * (docs/product/languages.md): each feature maps the database sentences its UI can meet
 * (DataErrorMessages.sentences).
 */
export function dataErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof DataError && error.messageKey) {
    return translateKey(error.messageKey, error.messageValues ?? undefined);
  }
  const serverMessage =
    currentLanguage() === 'en' && error instanceof Error ? error.message.trim() : '';
  return serverMessage || fallback || translateKey('common:errors.generic');
}
