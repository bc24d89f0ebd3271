/**
 * English strings of mf_client_dashboard (spec section 2: client dashboard and consultation
 * request form; sections 5 and 8: their messages and toasts, quoted exactly).
 */
export const clientDashboardEn = {
  dashboard: {
    title: 'Client Dashboard',
    welcome: 'Welcome back, {{name}}',
    clientFallback: 'Client',
  },
  requestDialog: {
    title: 'Request a Consultation',
    toLawyer: 'Your request will be sent to {{name}}.',
    openToAnyLawyer: 'Your request will be open to any lawyer.',
  },
  validation: {
    requiredFields: 'Please fill all required fields.',
    loginRequired: 'Please log in to submit a consultation request.',
    unknownServiceType: 'Please choose a type of legal service from the list.',
    descriptionTooLong: 'The case description can be at most 5000 characters.',
    locationTooLong: 'The location can be at most 200 characters.',
    descriptionControlCharacters:
      'The case description contains control characters; only line breaks and tabs are allowed.',
    locationNeedsLetters:
      'The location needs letters, not only spaces. Leave it empty if you prefer.',
    locationSingleLine: 'The location must be one line without tabs or other control characters.',
    ownRequest: 'You cannot send a consultation request to yourself.',
  },
  toasts: {
    authRequired: {
      title: 'Authentication Required',
      description: 'Please log in to submit a consultation request.',
    },
    validationError: { title: 'Validation Error' },
    submitFailed: {
      title: 'Submission Failed',
      fallback: 'An error occurred while submitting your request. Please try again.',
    },
    submitted: {
      title: 'Request Submitted!',
      description:
        "Your consultation request has been submitted successfully. We'll be in touch soon.",
    },
  },
} as const;

export type ClientDashboardResources = typeof clientDashboardEn;
