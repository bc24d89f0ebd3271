/**
 * English strings of mf_client_dashboard: the client dashboard and the consultation request
 * form, with their messages and toasts quoted exactly as docs/product/consultation-requests.md
 * gives them.
 */
export const clientDashboardEn = {
  dashboard: {
    title: 'Client Dashboard',
    welcome: 'Welcome back, {{name}}',
    clientFallback: 'Client',
    newRequest: 'New Request',
    aiHistory: 'AI consultation history',
    loading: 'Loading your consultation requests...',
    counters: {
      title: 'Summary',
      myRequests: 'My Requests',
      pending: '{{count}} pending',
      assigned: '{{count}} assigned',
      scheduledMeetings: 'Scheduled Meetings',
      nextMeeting: 'Next: {{time}}',
      pastConsultations: 'Past Consultations',
    },
    requests: {
      title: 'My Consultation Requests',
      // <typed> wraps what a person typed (a name, a place, a reason), shown as written.
      lawyer: 'Lawyer: <typed>{{name}}</typed>',
      location: 'Location: <typed>{{location}}</typed>',
      phone: 'Phone: {{phone}}',
      meeting: 'Meeting: {{time}}',
      submittedOn: 'Submitted on {{date}}',
      cancel: 'Cancel request',
      withdraw: 'Withdraw request',
      openCaseRoom: 'Open case room',
      lawyerUnavailable:
        '<typed>{{name}}</typed> cannot take consultations at the moment, so you may withdraw this request.',
      handBack: {
        unnamedLawyer: 'The lawyer',
        declined: '<typed>{{name}}</typed> declined this request. It is now open to any lawyer.',
        released:
          '<typed>{{name}}</typed> released this case, so it is open to any lawyer again. Their reason: “<typed>{{reason}}</typed>”',
      },
    },
    // <lawyersLink> wraps the words that link to /lawyers.
    empty:
      '<strong>Quick Actions:</strong> Find a lawyer and request a consultation from our <lawyersLink>lawyers page</lawyersLink>.',
    loadFailed: {
      title: 'Your consultation requests could not be loaded.',
    },
    cancelDialog: {
      title: 'Cancel this request?',
      description:
        'Your {{serviceType}} request will be withdrawn and lawyers will no longer see it. This cannot be undone.',
      keep: 'Keep request',
      confirm: 'Cancel request',
      withdrawTitle: 'Withdraw this request?',
      withdrawDescription:
        'Your {{serviceType}} request will be withdrawn and <typed>{{lawyer}}</typed> will be told. This cannot be undone.',
      withdrawConfirm: 'Withdraw request',
    },
    toasts: {
      cancelled: {
        title: 'Request Cancelled',
        description: 'Your {{serviceType}} request has been cancelled.',
      },
      cancelFailed: {
        title: 'Cancellation Failed',
        fallback: 'An error occurred while cancelling your request. Please try again.',
      },
    },
  },
  requestDialog: {
    title: 'Request a Consultation',
    toLawyer: 'Your request will be sent to {{name}}.',
    openToAnyLawyer: 'Your request will be open to any lawyer.',
    serviceType: 'Type of Legal Service',
    serviceTypePlaceholder: 'Select the type of legal service',
    description: 'Case Description',
    descriptionPlaceholder: 'Briefly describe your legal matter and what help you need...',
    descriptionCounter: '{{used}} of {{max}} characters',
    descriptionOverLimit_one: '{{count}} character over the limit of {{max}}',
    descriptionOverLimit_other: '{{count}} characters over the limit of {{max}}',
    location: 'Location (optional)',
    locationPlaceholder: 'Your city, e.g. Pune',
    phone: 'Phone Number (optional)',
    phonePlaceholder: '+91 98765 43210',
    phoneHint: 'An Indian mobile number, with or without +91.',
    submit: 'Submit Request',
    submitting: 'Submitting...',
    logInPrompt:
      'Please log in to submit a consultation request. What you have typed is kept and comes back after you log in.',
    logIn: 'Log in to continue',
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
  // The database's refusals a client can meet, in its words (REQUEST_ERROR_MESSAGES.sentences,
  // CANCEL_ERROR_MESSAGES, REVIEW_ERROR_MESSAGES); {{status}} is a request status's label.
  refusals: {
    requestsPerHour:
      'You have sent 10 consultation requests in the last hour. Please try again later.',
    requestsWaiting:
      'You already have 10 requests waiting for a lawyer. Please wait for a reply, or cancel a request you no longer need.',
    requestNotFound: 'Consultation request not found.',
    onlyPendingCancellable: 'Only a pending request can be cancelled; this one is {{status}}.',
    notCancellable:
      'Only a request that is pending or accepted without a meeting can be cancelled; this one is {{status}}.',
    meetingScheduled:
      'A meeting is scheduled for this request, so only your lawyer can call it off now; please contact them.',
    onlyCompletedReviewed: 'Only a completed consultation can be reviewed.',
    alreadyReviewed:
      'You have already reviewed this consultation. You can edit your review instead.',
    reviewNotFound: 'This review was not found.',
    consultationNotFound: 'This consultation was not found.',
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

  // docs/product/reviews.md: rating a completed consultation.
  review: {
    dialog: {
      title: 'Rate your consultation',
      withLawyer: 'How was your consultation with {{name}}?',
      withYourLawyer: 'How was your consultation with your lawyer?',
      loading: 'Loading your review...',
      loadFailed: 'Your review could not be loaded.',
      rating: 'Rating',
      star_one: '{{count}} star',
      star_other: '{{count}} stars',
      body: 'Your review (optional)',
      bodyPlaceholder: 'What went well, and what could have been better?',
      bodyCounter: '{{used}} of {{max}} characters',
      bodyOverLimit_one: '{{count}} character over the limit of {{max}}',
      bodyOverLimit_other: '{{count}} characters over the limit of {{max}}',
      post: 'Post review',
      posting: 'Posting...',
      save: 'Save changes',
      saving: 'Saving...',
      editingUntil: 'You can edit your review until {{date}}.',
      posted: 'Thank you. Your review is posted.',
      updated: 'Your review is updated.',
      saveFailed: 'Your review could not be saved. Please try again.',
    },
    validation: {
      ratingRequired: 'Choose a rating from 1 to 5 stars.',
      bodyTooLong: 'Your review can be at most 2,000 characters.',
      bodyNeedsWords: 'Write some words in your review, or leave it empty.',
      bodyControlCharacters:
        'Your review contains control characters; only line breaks and tabs are allowed.',
    },
    notEditable: {
      expired:
        'This review can no longer be edited: reviews can be edited for 14 days after posting.',
      hidden: 'This review was hidden by our team and can no longer be edited.',
    },
    card: {
      rate: 'Rate your consultation',
      rated: 'You rated this consultation {{rating}} out of 5.',
      edit: 'Edit your review',
      editableUntil: 'You can edit it until {{date}}.',
      hidden: 'Your review was hidden by our team.',
    },
  },

  notificationSettings: {
    title: 'Notification settings',
    lead: 'Choose which e-mails NyayaConnect sends you. They go to the address you sign in with.',
    loading: 'Loading your notification settings...',
    loadFailed: { title: 'Your notification settings could not be loaded' },
    optional: 'E-mails you can turn off',
    meetingReminders: {
      label: 'Meeting reminders',
      description:
        'An e-mail 24 hours and again 1 hour before each meeting scheduled with your lawyer.',
    },
    language: {
      label: 'Language of e-mails',
      en: 'English',
      hi: 'हिन्दी',
      note: 'E-mails follow the language you choose on the site, and you can set it here too.',
    },
    alwaysSent: {
      title: 'Always sent',
      description:
        'What is decided about your requests is always sent and cannot be turned off: a lawyer accepting, declining, releasing or completing your request, a meeting scheduled or moved, and a case cancelled.',
    },
    save: 'Save settings',
    saving: 'Saving...',
    saved: 'Your notification settings are saved.',
    saveFailed: 'Your notification settings could not be saved. {{reason}}',
  },
} as const;

export type ClientDashboardResources = typeof clientDashboardEn;
