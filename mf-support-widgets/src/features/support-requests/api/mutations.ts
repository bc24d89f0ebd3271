import { mutationOptions } from '@tanstack/react-query';
import { submitCallback, submitComplaint, type NewComplaint } from './submissions';
import type { CallbackValues } from '../model/callbackSchema';

/** `source` is 'site', or the partner's id when embedded on a partner's site. Never retried. */
export function submitCallbackMutation(source?: string) {
  return mutationOptions({
    mutationFn: (input: CallbackValues) => submitCallback(input, source),
  });
}

export function submitComplaintMutation(source?: string) {
  return mutationOptions({
    mutationFn: (input: NewComplaint) => submitComplaint(input, source),
  });
}
