import { DataError, dataErrorMessage, domainLabel, translateKey } from '@nyaya/shared-platform';

/**
 * What the client reads when a withdrawal fails: the database's refusal in the page's language,
 * the request's status in it shown with its label in lower case as the sentence has it ("this
 * one is scheduled", "यह अनुरोध निर्धारित है"); otherwise as dataErrorMessage says it.
 */
export function cancelRefusalMessage(error: unknown, fallback: string): string {
  const status = error instanceof DataError ? error.messageValues?.status : undefined;
  if (error instanceof DataError && error.messageKey && status) {
    return translateKey(error.messageKey, {
      ...error.messageValues,
      status: domainLabel('requestStatus', status).toLocaleLowerCase(),
    });
  }
  return dataErrorMessage(error, fallback);
}
