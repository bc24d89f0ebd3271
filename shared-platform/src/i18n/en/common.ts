/**
 * Shared English strings (namespace `common`): the spec's toasts and messages that several
 * packages show (spec sections 4, 5 and 8), quoted exactly. This object is the single English
 * source: domain and validation constants read their texts from here.
 */
export const commonEn = {
  loading: 'Loading...',
  tryAgain: 'Try again',
  close: 'Close',
  cancel: 'Cancel',

  fallbackNames: {
    user: 'User',
    client: 'Client',
    lawyer: 'Unknown Lawyer',
    requestClient: 'Unknown',
  },

  remoteBoundary: {
    unavailable: 'This section is temporarily unavailable.',
    areaUnavailable: '{{area}} is temporarily unavailable.',
  },

  requestStatus: {
    pending: 'Pending',
    assigned: 'Assigned',
    scheduled: 'Scheduled',
    completed: 'Completed',
    cancelled: 'Cancelled',
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
      action: '',
    },
    approved: {
      badge: 'Approved',
      text: 'Your profile is approved and listed on the portal',
      action: '',
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

  filters: {
    anyRating: 'Any Rating',
    minRating: '{{count}}+ Stars',
    anyExperience: 'Any Experience',
    minExperience: '{{count}}+ Years',
    allSpecializations: 'All Specializations',
  },

  marketingStats: {
    cases: 'Cases',
    lawyers: 'Lawyers',
    satisfaction: 'Satisfaction',
    support: 'Support',
  },

  validation: {
    requiredFields: 'Please fill all required fields.',
    loginRequired: 'Please log in to submit a consultation request.',
    unknownServiceType: 'Please choose a type of legal service from the list.',
    descriptionTooLong: 'The case description can be at most 5000 characters.',
    locationTooLong: 'The location can be at most 200 characters.',
    barCouncilIdRequired: 'BAR Council ID is required.',
    barCouncilIdTooLong: 'The BAR Council ID can be at most 50 characters.',
    yearsExperienceRequired: 'Years of experience is required.',
    yearsExperiencePositive: 'Years of experience must be a positive number.',
    yearsExperienceWhole: 'Years of experience must be a whole number.',
    yearsExperienceTooHigh: 'Years of experience can be at most 70.',
    expertiseRequired: 'Please select at least one area of expertise.',
    unknownExpertise: 'Please choose areas of expertise from the list.',
    practiceLocationRequired: 'Please select at least one location of practice.',
    unknownPracticeLocation: 'Please choose practice locations from the list.',
    bioTooLong: 'The bio can be at most 2000 characters.',
    nameRequired: 'Please enter your name.',
    nameTooLong: 'The name can be at most 200 characters.',
    fullNameRequired: 'Full name is required.',
    mobileRequired: 'Please enter your mobile number.',
    phoneRequired: 'Phone number is required.',
    indianMobile:
      'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.',
    issueRequired: 'Please describe your issue.',
    issueTooLong: 'The issue description can be at most 5000 characters.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    passwordRequired: 'Password is required.',
    complaintRequired: 'Please describe your complaint.',
    complaintTooLong: 'The complaint can be at most 5000 characters.',
    ownRequest: 'You cannot send a consultation request to yourself.',
    lawyerNotListed: 'This lawyer is not available for consultation requests.',
  },

  errors: {
    network: 'Could not reach the server. Please check your connection and try again.',
    notAllowed: 'You are not allowed to do that.',
    alreadyAccepted: 'This request has already been accepted by another lawyer.',
    notOpen: 'This request is no longer open.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    readOnly: 'This information cannot be changed here.',
    invalidValue: 'One of the values is not allowed. Please check the form and try again.',
    generic: 'Something went wrong. Please try again.',
  },

  toasts: {
    authRequired: {
      title: 'Authentication Required',
      description: 'Please log in to submit a consultation request.',
    },
    validationError: { title: 'Validation Error' },
    requestSubmitFailed: {
      title: 'Submission Failed',
      fallback: 'An error occurred while submitting your request. Please try again.',
    },
    requestSubmitted: {
      title: 'Request Submitted!',
      description:
        "Your consultation request has been submitted successfully. We'll be in touch soon.",
    },
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
    directoryLoadFailed: {
      title: 'Error loading lawyers',
      description: 'Please try refreshing the page.',
    },
    bookingStarted: {
      title: 'Booking consultation',
      description: 'Please fill out the consultation form to proceed.',
    },
    aiConnected: { title: 'Connected', description: 'AI Lawyer is now listening. Start speaking!' },
    aiCallEnded: {
      title: 'Call Ended',
      description: 'Your session with the AI Lawyer has ended.',
    },
    aiConnectionError: {
      title: 'Connection Error',
      description: 'Failed to connect to AI Lawyer. Please try again.',
    },
    aiStartFailed: {
      title: 'Failed to Start',
      description: 'Could not start the AI Lawyer session. Please try again.',
    },
    clientSignUpSucceeded: 'Please check your email to confirm your account.',
    // The spec gives only the gist of this one (section 8).
    lawyerSignUpSucceeded:
      'Registration successful! Please check your email to verify your account, then sign in to complete your lawyer profile.',
    lawyerSignUpFailed: 'An error occurred during registration. Please try again.',
    signInSucceeded: 'Welcome back!',
    callbackSucceeded: "We'll call you back within 24 hours.",
    callbackFailed: 'Failed to submit your request. Please try again.',
    complaintSubmitted: {
      title: 'Complaint Submitted Successfully',
      description:
        "We'll review your complaint and get back to you soon. Thank you for your feedback!",
    },
    complaintFailed: {
      title: 'Error',
      description: 'Failed to submit your complaint. Please try again.',
    },
  },
} as const;

export type CommonResources = typeof commonEn;
