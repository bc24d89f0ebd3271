/**
 * English strings of mf_ai_lawyer (spec section 2: AI Lawyer dialog, Sign In Required;
 * section 8: the voice call's toasts, quoted exactly).
 */
export const aiLawyerEn = {
  aiLawyer: {
    title: 'AI Lawyer Assistant',
    description: 'Talk through your legal question with our AI lawyer by voice.',
  },
  signInRequired: {
    title: 'Sign In Required',
    description: 'Sign in or create an account to talk to the AI Lawyer.',
    benefitsLabel: 'With an account you get',
    benefits: {
      instantConsultation: 'Instant AI legal consultation',
      voiceGuidance: 'Voice-powered guidance',
      personalizedAdvice: 'Personalized advice',
      secureHistory: 'Secure consultation history',
    },
    createAccount: 'Create Account & Access AI Lawyer',
    signIn: 'I Have an Account - Sign In',
  },
  toasts: {
    connected: { title: 'Connected', description: 'AI Lawyer is now listening. Start speaking!' },
    callEnded: { title: 'Call Ended', description: 'Your session with the AI Lawyer has ended.' },
    connectionError: {
      title: 'Connection Error',
      description: 'Failed to connect to AI Lawyer. Please try again.',
    },
    startFailed: {
      title: 'Failed to Start',
      description: 'Could not start the AI Lawyer session. Please try again.',
    },
  },
} as const;

export type AiLawyerResources = typeof aiLawyerEn;
