// The contract of mf_ai_lawyer: the overlay kinds it renders and what it exposes to the shell.
// Types only, imported by no code; every app's type check includes the contract modules.
import type { OverlayProps } from '@nyaya/shared-platform';
import type { ComponentType } from 'react';

declare module '@nyaya/shared-platform' {
  interface OverlayIntents {
    /** The AI Lawyer voice consultation; a visitor is asked to sign in first. */
    'ai-lawyer': object;
    /** 'Sign In Required', on its own. */
    'sign-in-required': object;
  }
  interface RemoteExposes {
    mf_ai_lawyer: {
      './AiLawyerDialog': ComponentType<OverlayProps<'ai-lawyer'>>;
      './SignInRequiredDialog': ComponentType<OverlayProps<'sign-in-required'>>;
      /** The page at /ai-consultations (signed-in users): past AI consultations. */
      './ConsultationHistoryPage': ComponentType;
    };
  }
}
