/** English strings of mf_ai_lawyer (spec section 2: AI Lawyer dialog, Sign In Required). */
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
} as const;
