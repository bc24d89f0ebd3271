/**
 * English strings of mf_ai_lawyer (the AI Lawyer dialog, Sign In Required and the voice call's
 * toasts, quoted exactly as docs/product/ai-lawyer.md gives them), and the voice call's own
 * messages (voice unavailable, microphone problems, saving to the consultation history).
 */
export const aiLawyerEn = {
  aiLawyer: {
    title: 'AI Lawyer Assistant',
    description: 'Talk through your legal question with our AI lawyer by voice.',
    // The call states, quoted exactly (docs/product/ai-lawyer.md).
    start: 'Start Voice Consultation',
    connecting: 'Connecting to AI Lawyer...',
    connected: 'Connected - AI Lawyer is listening',
    mute: 'Mute',
    unmute: 'Unmute',
    endCall: 'End Call',
    level: 'AI Lawyer voice level',
    unavailable: {
      message: 'Voice consultation is not available right now.',
      callbackHint: 'Ask for a call back instead, and our team will call you within 24 hours.',
    },
    requestCallback: 'Request a Call Back',
    microphone: {
      permissionDenied:
        'Microphone access is blocked. Allow this site to use your microphone in your browser settings, then try again.',
      noMicrophone: 'No microphone was found. Connect a microphone, then try again.',
      unsupportedBrowser:
        'This browser cannot make voice calls. Please use a recent version of Chrome, Edge, Firefox or Safari.',
      inUse: 'Your microphone is being used by another app. Close that app, then try again.',
      failed: 'Your microphone could not be started. Check it, then try again.',
      callbackHint: 'You can also ask for a call back instead.',
    },
    transcript: {
      title: 'Transcript',
      hint: 'What you and the AI Lawyer say appears here.',
      speakers: { user: 'You', assistant: 'AI Lawyer' },
      line: '{{speaker}}: {{text}}',
    },
    historyLink: 'Your consultation history',
    /**
     * The assistant's first words when the page is not in English: the call starts with this
     * greeting instead of the assistant's configured one (docs/product/ai-lawyer.md). In
     * English the configured greeting speaks.
     */
    greeting: 'Hello, I am the NyayaConnect AI Lawyer. What is your legal question?',
    save: {
      saving: 'Saving this consultation to your history...',
      saved: 'This consultation is saved in your history.',
      viewHistory: 'View your consultation history',
      failed: 'We could not save this consultation to your history.',
      failedHint: 'Copy the transcript to keep it, or try saving again.',
      limitReached: 'You have saved the most AI consultations allowed for now.',
      limitReachedHint:
        'At most 10 are saved in an hour and 30 in a day. Copy the transcript to keep this one, or save it again later.',
      copy: 'Copy transcript',
      copied: 'Transcript copied.',
      copyFailed: 'The transcript could not be copied. Select its text and copy it instead.',
      retry: 'Save again',
      notKept: 'This consultation was not saved, as you chose.',
      notKeptHint: 'Copy the transcript if you want to keep it: it is gone when this dialog closes.',
    },
    /** The choice, before a call, whether its transcript is kept (docs/product/ai-lawyer.md). */
    transcriptChoice: {
      legend: 'Transcripts',
      keep: 'Keep a transcript of each call in my consultation history',
      discard: 'Do not keep transcripts',
      hint: 'The AI Lawyer hears and answers you either way. You can change this at any time; it applies to the calls you start afterwards.',
      required: 'Choose whether to keep a transcript before you start.',
      loading: 'Loading your transcript choice...',
      loadFailed: 'Your transcript choice could not be loaded.',
      saveFailed: 'Your choice could not be saved. Check your connection and try again.',
      retry: 'Try again',
    },
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
  /** The database's refusals of a save, in its own words (supabase/migrations). */
  refusals: {
    hourlyLimit: 'You have saved 10 AI consultations in the last hour. Please try again later.',
    dailyLimit: 'You have saved 30 AI consultations today. Please try again tomorrow.',
    oneAtATime: 'An AI consultation is saved one at a time; this request held {{rows}} of them.',
  },
  /** The page /ai-consultations: the signed-in user's past AI consultations. */
  history: {
    title: 'AI Consultation History',
    description: 'Your past voice consultations with the AI Lawyer, newest first.',
    loading: 'Loading your consultations...',
    card: {
      unknownDate: 'Date unknown',
      durationLabel: 'Duration',
      duration: '{{minutes}} min {{seconds}} s',
      durationSeconds: '{{seconds}} s',
      endedLabel: 'How it ended',
      messagesLabel: 'Messages',
      messages_one: '{{count}} message',
      messages_other: '{{count}} messages',
      preview: 'You said: “{{text}}”',
      noPreview: 'You did not say anything in this consultation.',
      showTranscript: 'Show transcript',
      hideTranscript: 'Hide transcript',
      transcriptLabel: 'Transcript',
      emptyTranscript: 'This consultation has no transcript.',
      requestLawyer: 'Request a lawyer',
      delete: 'Delete',
    },
    speakers: { user: 'You', assistant: 'AI Lawyer' },
    /** How a call ended, by the voice SDK's ended reason (model/endReason.ts). */
    endReasons: {
      userEnded: 'You ended the call.',
      assistantEnded: 'The AI Lawyer ended the call.',
      silence: 'The call ended after a long silence.',
      maxDuration: 'The call reached its time limit.',
      microphone: 'The call ended because the microphone could not be used.',
      cancelled: 'The call was cancelled.',
      error: 'The call ended because of a technical problem.',
    },
    empty: {
      title: 'No AI consultations yet',
      description:
        'Talk through your legal question with the AI Lawyer by voice. Each consultation is kept here with its transcript.',
      start: 'Start Voice Consultation',
      /** Without voice configuration the page offers what works instead (EmptyHistory). */
      unavailableDescription:
        'Voice consultation with the AI Lawyer is not available right now. Ask for a call back instead, and our team will call you within 24 hours.',
    },
    loadFailed: { title: 'Your AI consultations could not be loaded.' },
    deleteDialog: {
      title: 'Delete this consultation?',
      description:
        'The consultation of {{date}} and its transcript will be deleted. This cannot be undone.',
      keep: 'Keep consultation',
      confirm: 'Delete consultation',
    },
    toasts: {
      deleted: {
        title: 'Consultation Deleted',
        description: 'The consultation of {{date}} has been deleted.',
      },
      deleteFailed: {
        title: 'Deletion Failed',
        fallback: 'An error occurred while deleting the consultation. Please try again.',
      },
    },
  },
} as const;

export type AiLawyerResources = typeof aiLawyerEn;
