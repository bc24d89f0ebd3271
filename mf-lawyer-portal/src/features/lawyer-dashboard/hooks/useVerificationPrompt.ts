import { useState } from 'react';
import {
  approvalStatusKey,
  shouldPromptVerification,
} from '../../lawyer-profile/model/approvalStatus';
import type { LawyerProfile } from '../../lawyer-profile/model/lawyerProfile';

export interface VerificationPrompt {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * Whether the verification dialog is open. It opens by itself (docs/product/lawyer-portal.md) once
 * the profile has loaded and there is none, its status is null, or the reviewer asked for an
 * update, and again only when the status moves into one of those later (a decision seen on
 * refocus); a lawyer who closes it is not asked again for the same status.
 *
 * @param profile the loaded profile (null: none yet), or undefined while it loads.
 */
export function useVerificationPrompt(
  profile: LawyerProfile | null | undefined,
): VerificationPrompt {
  const [open, setOpen] = useState(false);
  // The status the dialog last opened for; null while the status asks for nothing.
  const [promptedFor, setPromptedFor] = useState<string | null>(null);

  const promptFor =
    profile === undefined
      ? promptedFor
      : shouldPromptVerification(profile)
        ? approvalStatusKey(profile?.approvalStatus)
        : null;
  // Adjusting state while rendering: React re-renders at once, before anything is painted.
  if (promptFor !== promptedFor) {
    setPromptedFor(promptFor);
    if (promptFor !== null) setOpen(true);
  }

  return { open, setOpen };
}
