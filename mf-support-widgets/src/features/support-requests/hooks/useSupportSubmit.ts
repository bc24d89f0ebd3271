import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { SubmitOutcome } from '../model/submitOutcome';

export interface SupportSubmitOptions<Values> {
  /** Sends the checked values and says how it went (the toasts are the caller's). */
  submit: (values: Values) => Promise<SubmitOutcome>;
  /** Stored: the form is no longer shown, or is reset. Not called once the form is gone. */
  onSubmitted: (referenceNumber: string) => void;
  /** A request is on its way, or the form is checking its values. */
  busy: boolean;
}

/**
 * The submit flow of the callback and complaint forms: one request at a time, the database's
 * refusal kept for the form to show, and focus put back where a keyboard user can go on from
 * once the buttons are enabled again (the refusal, else the submit button).
 */
export function useSupportSubmit<Values>({
  submit,
  onSubmitted,
  busy,
}: SupportSubmitOptions<Values>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [focusAfterFailure, setFocusAfterFailure] = useState<'alert' | 'submit' | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // A second click or Enter before React has disabled the button must send nothing.
  const inFlight = useRef(false);
  // The dialog can be closed while a request is on its way; the toasts still tell the outcome.
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (busy || !focusAfterFailure) return;
    (focusAfterFailure === 'alert' ? alertRef : submitRef).current?.focus();
    setFocusAfterFailure(null);
  }, [busy, focusAfterFailure]);

  const onValid = useCallback(
    async (values: Values) => {
      setRefusal(null);
      const outcome = await submit(values);
      if (!mounted.current) return;
      if (outcome.status === 'submitted') {
        onSubmitted(outcome.referenceNumber);
        return;
      }
      setRefusal(outcome.refusal);
      setFocusAfterFailure(outcome.refusal ? 'alert' : 'submit');
    },
    [submit, onSubmitted],
  );

  /** The form's onSubmit: runs `handle` (react-hook-form's handleSubmit) unless one is running. */
  const guard = useCallback(
    (handle: (event: FormEvent<HTMLFormElement>) => Promise<void>) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (inFlight.current || busy) return;
        inFlight.current = true;
        void handle(event).finally(() => {
          inFlight.current = false;
        });
      },
    [busy],
  );

  return { onValid, guard, refusal, alertRef, submitRef };
}
