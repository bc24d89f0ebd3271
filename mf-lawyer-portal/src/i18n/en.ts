/**
 * English strings of mf_lawyer_portal: the lawyer dashboard, the verification form, the approval
 * status table, messages and toasts, quoted exactly as docs/product/lawyer-portal.md gives them.
 */
export const lawyerPortalEn = {
  dashboard: {
    title: 'Lawyer Dashboard',
    loading: 'Loading your dashboard...',
    verificationStatus: 'Verification Status',
    reviewNote: 'Note from the reviewer',
    loadFailed: {
      title: 'Your dashboard could not be loaded',
    },
  },

  overview: {
    title: 'Profile Overview',
    barCouncilId: 'BAR Council ID',
    yearsExperience: 'Years of Experience',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
    practiceLocations: 'Practice Locations',
    expertiseAreas: 'Areas of Expertise',
    languages: 'Languages',
    notSubmitted: 'Your profile details appear here once you submit your verification.',
  },

  approvalStatus: {
    none: {
      badge: 'Not Verified',
      text: 'Please complete your verification form to get started',
      action: 'Complete Verification',
    },
    pending: {
      badge: 'Under Review',
      text: 'We will call you within 24 hours to complete the verification',
    },
    approved: {
      badge: 'Approved',
      text: 'Your profile is approved and listed on the portal',
    },
    rejected: {
      badge: 'Rejected',
      text: 'Please contact support or resubmit your verification',
      action: 'Resubmit Verification',
    },
    reverify: {
      badge: 'Requires Update',
      text: 'Please update your verification details as requested',
      action: 'Update Verification',
    },
  },

  requests: {
    counters: {
      title: 'Requests and cases at a glance',
      consultationRequests: 'Consultation Requests',
      myCases: 'My Cases',
      completedCases: 'Completed Cases',
    },
    available: {
      title: 'Available Consultation Requests',
      empty: 'No requests are open to you right now.',
    },
    mine: {
      title: 'My Cases',
      empty: 'Requests you accept, or that clients address to you, appear here.',
    },
    // Both lists are empty.
    empty: {
      title: 'No Consultation Requests',
      description: 'No consultation requests available at the moment.',
    },
    loading: 'Loading consultation requests...',
    loadFailed: {
      title: 'Your consultation requests could not be loaded',
    },
    requestedYou: 'Requested you',
    unknownClient: 'Unknown',
    // <0> wraps what the client typed (their name, their location): kept as typed.
    client: 'Client: <0>{{name}}</0>',
    location: 'Preferred location: <0>{{location}}</0>',
    // <0> wraps the number, which links to a call.
    phone: 'Phone: <0>{{phone}}</0>',
    submittedOn: 'Submitted on {{date}}',
    meeting: 'Meeting: {{time}}',
    withdrawn: 'The client withdrew this request on {{date}}.',
    completeAfterMeeting: 'You can mark the case completed once the meeting has started.',
    accept: 'Accept Request',
  },

  cases: {
    actions: {
      decline: 'Decline',
      schedule: 'Schedule meeting',
      reschedule: 'Reschedule',
      complete: 'Mark completed',
      release: 'Release case',
      openCaseRoom: 'Open case room',
    },
    declineDialog: {
      title: 'Decline this request?',
      description:
        'The {{serviceType}} request from <0>{{client}}</0> goes back to the open requests, where any other lawyer can accept it. You will not see it again.',
      keep: 'Keep request',
      confirm: 'Decline request',
    },
    completeDialog: {
      title: 'Mark this case completed?',
      description:
        '<0>{{client}}</0> will see the {{serviceType}} consultation as completed, among their past consultations. This cannot be undone.',
      keep: 'Not yet',
      confirm: 'Mark completed',
    },
    scheduleDialog: {
      title: 'Schedule meeting',
      rescheduleTitle: 'Reschedule meeting',
      // <0> wraps the client's name, kept as they wrote it.
      description:
        'When will you meet <0>{{client}}</0> about this {{serviceType}} case? Times are in your time zone ({{timeZone}}).',
      date: 'Date',
      time: 'Time',
      submit: 'Schedule meeting',
      rescheduleSubmit: 'Save new time',
      dateRequired: 'Please choose a date.',
      timeRequired: 'Please choose a time.',
      invalid: 'Please enter a valid date and time.',
    },
    releaseDialog: {
      title: 'Release case',
      description:
        'The {{serviceType}} case goes back to the open requests for another lawyer to take, and any meeting is cancelled. <0>{{client}}</0> reads your reason.',
      reason: 'Reason',
      counter: '{{used}} of {{max}} characters',
      submit: 'Release case',
    },
    toasts: {
      accepted: {
        title: 'Request accepted',
        description: 'The {{serviceType}} request is now in My Cases.',
      },
      acceptFailed: {
        title: 'Could not accept the request',
        fallback: 'The request could not be accepted. Please try again.',
      },
      declined: {
        title: 'Request declined',
        description: 'The {{serviceType}} request is open to other lawyers again.',
      },
      declineFailed: {
        title: 'Could not decline the request',
        fallback: 'The request could not be declined. Please try again.',
      },
      scheduled: {
        title: 'Meeting scheduled',
        description: 'You meet about the {{serviceType}} case on {{time}}.',
      },
      rescheduled: {
        title: 'Meeting rescheduled',
        description: 'You now meet about the {{serviceType}} case on {{time}}.',
      },
      scheduleFailed: {
        title: 'Could not schedule the meeting',
        fallback: 'The meeting could not be scheduled. Please try again.',
      },
      completed: {
        title: 'Case completed',
        description: 'The {{serviceType}} case is marked completed.',
      },
      completeFailed: {
        title: 'Could not mark the case completed',
        fallback: 'The case could not be marked completed. Please try again.',
      },
      released: {
        title: 'Case released',
        description: 'The {{serviceType}} case is open to other lawyers again.',
      },
      releaseFailed: {
        title: 'Could not release the case',
        fallback: 'The case could not be released. Please try again.',
      },
    },
  },

  /** The verification dialog: texts per approval status key (docs/product/lawyer-portal.md). */
  verification: {
    title: {
      none: 'Complete Verification',
      pending: 'Update Verification Details',
      approved: 'Update Verification Details',
      rejected: 'Resubmit Verification',
      reverify: 'Update Verification',
    },
    description: {
      none: 'Tell us about your practice. We will call you within 24 hours to complete the verification.',
      pending:
        'Your verification is under review. Changed details are reviewed again; we will call you within 24 hours.',
      approved:
        'Your profile is approved. Changed details are reviewed again, and your profile is listed once they are approved.',
      rejected:
        'Check your details and submit them again. We will call you within 24 hours to complete the verification.',
      reverify:
        'Please update your verification details as requested. We will call you within 24 hours.',
    },
    submit: {
      none: 'Complete Verification',
      pending: 'Update Details',
      approved: 'Update Details',
      rejected: 'Resubmit Verification',
      reverify: 'Update Verification',
    },
    submitting: 'Submitting...',
    barCouncilId: 'BAR Council ID',
    barCouncilIdPlaceholder: 'e.g. D/1234/2015',
    yearsExperience: 'Years of Experience',
    yearsExperiencePlaceholder: 'e.g. 8',
    expertiseAreas: 'Areas of Expertise',
    expertiseAreasPlaceholder: 'Type to search areas of law',
    practiceLocations: 'Practice Locations',
    practiceLocationsPlaceholder: 'Type to search courts',
    languages: 'Languages you consult in',
    languagesPlaceholder: 'Type to search languages',
    hourlyRate: 'Hourly Rate (₹ per hour)',
    hourlyRatePlaceholder: 'e.g. 2500',
    hourlyRateHint: 'Whole rupees, from ₹500 to ₹1,00,000. Clients see it before they book.',
    photo: 'Photo (optional)',
    photoHint: 'A JPEG, PNG or WebP image of at most 2 MB. Clients see it once it is approved.',
    currentPhoto: 'Your photo',
    removePhoto: 'Remove photo',
    bio: 'Bio (optional)',
    bioPlaceholder: 'Your practice, languages and notable work',
    picker: {
      toggle: 'Show options for {{label}}',
      noMatches: 'No matches',
      allSelected: 'All options selected',
      remove: 'Remove {{option}}',
      selected: 'Selected {{label}}',
      added: '{{option}} added.',
      removed: '{{option}} removed.',
      results_one: '{{count}} option available.',
      results_other: '{{count}} options available.',
    },
  },

  validation: {
    nameTooLong: 'The name can be at most 200 characters.',
    barCouncilIdRequired: 'BAR Council ID is required.',
    barCouncilIdTooLong: 'The BAR Council ID can be at most 50 characters.',
    yearsExperienceRequired: 'Years of experience is required.',
    yearsExperiencePositive: 'Years of experience must be a positive number.',
    yearsExperienceWhole: 'Years of experience must be a whole number.',
    yearsExperienceTooHigh: 'Years of experience can be at most 70.',
    yearsExperienceRange: 'Years of experience must be between 0 and 70.',
    expertiseRequired: 'Please select at least one area of expertise.',
    unknownExpertise: 'Please choose areas of expertise from the list.',
    practiceLocationRequired: 'Please select at least one location of practice.',
    unknownPracticeLocation: 'Please choose practice locations from the list.',
    bioTooLong: 'The bio can be at most 2000 characters.',
    hourlyRateRequired: 'Hourly rate is required.',
    hourlyRateWhole: 'The hourly rate must be whole rupees.',
    hourlyRateRange: 'The hourly rate must be between ₹500 and ₹1,00,000 per hour.',
    photoType: 'The photo must be a JPEG, PNG or WebP image.',
    photoTooLarge: 'The photo can be at most 2 MB.',
    photoUploadFailed: 'The photo could not be uploaded. Please try again or choose another image.',
    nameNeedsLetters: 'Your name needs letters, not only spaces.',
    singleLineText: 'Remove line breaks, tabs and other control characters from this field.',
    barCouncilIdSingleLine:
      'The BAR Council ID must be one line without tabs or other control characters.',
    barCouncilIdPlainCharacters:
      'The BAR Council ID can only contain the letters A-Z, digits 0-9, spaces and / . - ( ).',
    bioNeedsLetters: 'The bio needs letters, not only spaces. Leave it empty if you have none.',
    bioControlCharacters:
      'The bio contains control characters; only line breaks and tabs are allowed.',
    expertiseRepeated: 'Choose each area of expertise once.',
    practiceLocationRepeated: 'Choose each practice location once.',
    languagesRequired: 'Choose at least one language you consult in.',
    unknownLanguage: 'Please choose languages from the list.',
    languagesRepeated: 'Choose each language once.',
    // The database's own sentences (docs/product/lawyer-portal.md, Submitting).
    barCouncilIdTaken: 'Bar council ID {{barCouncilId}} is already registered to another lawyer.',
    lawyerAccountsOnly: 'Only accounts that signed up as lawyers can submit a lawyer verification.',
    ratingByLawyer: 'A rating cannot be set by the lawyer.',
    submitAsPending: 'A verification can only be submitted with approval_status pending.',
    statusOnlyPending: 'A lawyer can only set approval_status to pending (submit for review).',
    reviewNoteByReviewer: 'The review note is written by the reviewer, not the lawyer.',
    profileIdFixed: "A profile's id and creation date cannot be changed.",
    photoNotUploaded: 'The photo has not been uploaded (or was removed). Please choose it again.',
    photoNotYours: 'A profile picture must be a photo you uploaded from this form.',
    pictureNotOurStorage:
      'The profile picture must be uploaded to NyayaConnect; links to other sites are not accepted.',
  },

  errors: {
    notOpen: 'This request is no longer open.',
    notFound: 'This request is no longer available to you.',
    notAvailable:
      'This request is no longer available: another lawyer may have accepted it, or the client withdrew it.',
    caseLimit:
      'You already have 10 accepted cases without a scheduled meeting. Schedule a meeting or release a case before you accept another.',
    meetingNotStarted:
      'The meeting has not started yet: you can mark the case completed once it has begun.',
    notPending: 'Only a request that is still waiting for your answer can be declined.',
    scheduleNotAssigned: 'Only an assigned or scheduled case can be scheduled.',
    releaseNotAssigned: 'Only an assigned or scheduled case can be released.',
    notScheduled: 'Only a case with a scheduled meeting can be marked completed.',
    meetingInPast: 'The meeting must be in the future.',
    meetingTooFar: 'The meeting must be within a year from now.',
    reasonRequired: 'Please say why you are releasing this case: the client reads the reason.',
    reasonTooLong: 'The reason can be at most 500 characters.',
    reasonControlCharacters:
      'The reason contains control characters; only line breaks and tabs are allowed.',
    // The database's own sentences for the steps of a case.
    alreadyAccepted:
      'Already accepted: this consultation request has been accepted by another lawyer.',
    handedBack: 'You handed this request back, so it is left to other lawyers now.',
    ownRequest: 'Not allowed: you cannot accept your own consultation request.',
    onlyApprovedAccept: 'Not allowed: only approved lawyers can accept consultation requests.',
    onlyApprovedDecline: 'Not allowed: only approved lawyers can decline consultation requests.',
    onlyApprovedSchedule: 'Not allowed: only approved lawyers can schedule consultations.',
    onlyApprovedComplete: 'Not allowed: only approved lawyers can complete consultations.',
    onlyApprovedRelease: 'Not allowed: only approved lawyers can release consultations.',
  },

  toasts: {
    verificationFailed: {
      title: 'Verification Failed',
      fallback: 'An error occurred during verification. Please try again.',
    },
    verificationSubmitted: {
      title: 'Verification Submitted!',
      updated:
        'Your updated verification has been submitted for review. We will call you within 24 hours.',
      created: 'Verification submitted! Under review. We will call you within 24 hours.',
    },
  },

  // 'Your reviews' on the dashboard (docs/product/reviews.md), the rating worded as the directory's.
  reviews: {
    title: 'Your reviews',
    lead: 'Clients rate you after a completed consultation. Your rating shows in the directory and on your public profile.',
    loading: 'Loading your reviews...',
    loadFailed: { title: 'Your reviews could not be loaded' },
    ratingLabel: 'Rated {{rating}} out of 5',
    summary_one: '{{rating}} · {{count}} review',
    summary_other: '{{rating}} · {{count}} reviews',
    new: 'New',
    noReviews: 'No reviews yet',
    reviewCount_one: '{{count}} review',
    reviewCount_other: '{{count}} reviews',
    newNote: "Clients see 'New' until you have 3 reviews; then your average rating shows.",
    notListed:
      'Reviews from your clients appear here once your profile is listed in the directory.',
    seeAll: 'See and reply to your reviews',
  },

  notificationSettings: {
    title: 'Notification settings',
    lead: 'Choose which e-mails NyayaConnect sends you. They go to the address you sign in with.',
    loading: 'Loading your notification settings...',
    loadFailed: { title: 'Your notification settings could not be loaded' },
    optional: 'E-mails you can turn off',
    digest: {
      label: 'Hourly digest of open requests',
      description:
        'At most one e-mail an hour listing new open requests in your areas of practice and your location, once you are approved.',
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
        'E-mails that need your action or decide your standing are always sent and cannot be turned off: a request a client addressed to you, the decision on your verification, a case the client cancelled, and a new review from a client.',
    },
    save: 'Save settings',
    saving: 'Saving...',
    saved: 'Your notification settings are saved.',
    saveFailed: 'Your notification settings could not be saved. {{reason}}',
  },
} as const;

export type LawyerPortalResources = typeof lawyerPortalEn;
