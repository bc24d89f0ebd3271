import { DataError, dataErrorMessage, translateKey } from '@nyaya/shared-platform';

/**
 * Why something could not be loaded, for a LoadErrorPanel: the platform's sentence for the kind
 * of failure (offline, signed out, not allowed), never the server's own text.
 */
export function loadFailureMessage(error: unknown): string {
  return error instanceof DataError && error.messageKey
    ? dataErrorMessage(error)
    : translateKey('common:errors.generic');
}
