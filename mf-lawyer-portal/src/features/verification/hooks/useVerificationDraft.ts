import { useMemo, useRef } from 'react';
import type { VerificationFormValues } from '../../lawyer-profile/model/verificationSchema';

export interface VerificationDraft {
  /** What `userId` typed and has not submitted yet, or null. */
  read: () => VerificationFormValues | null;
  save: (values: VerificationFormValues) => void;
  clear: () => void;
}

/**
 * What the lawyer typed in the verification form, kept while the component using it (the
 * dashboard's dialog) stays mounted: closing the dialog unmounts the form, reopening it shows
 * the draft. Kept in memory only: the BAR Council ID is private.
 */
export function useVerificationDraft(userId: string): VerificationDraft {
  const draft = useRef<{ userId: string; values: VerificationFormValues } | null>(null);
  return useMemo(
    () => ({
      read: () => (draft.current?.userId === userId ? draft.current.values : null),
      save: (values) => {
        // Copies: the form's own arrays change under it.
        draft.current = {
          userId,
          values: {
            ...values,
            expertiseAreas: [...values.expertiseAreas],
            practiceLocations: [...values.practiceLocations],
            languages: [...values.languages],
          },
        };
      },
      clear: () => {
        draft.current = null;
      },
    }),
    [userId],
  );
}
