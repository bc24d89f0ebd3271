import { mutationOptions } from '@tanstack/react-query';
import { submitCallback, submitComplaint } from './submissions';
import type { CallbackValues } from '../model/callbackSchema';
import type { ComplaintValues } from '../model/complaintSchema';

/**
 * `source` is 'site', or the partner's id when embedded on a partner's site. Never retried:
 * one row per submit. Each resolves with the submission's reference number.
 */
export function submitCallbackMutation(source?: string) {
  return mutationOptions({
    mutationFn: (input: CallbackValues) => submitCallback(input, source),
  });
}

export function submitComplaintMutation(source?: string) {
  return mutationOptions({
    mutationFn: (input: ComplaintValues) => submitComplaint(input, source),
  });
}
