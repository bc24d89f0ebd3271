/**
 * English strings of the `common` namespace: what the platform itself shows (loading, the
 * RemoteBoundary panel, backend failures every feature can meet) and the labels of the domain
 * values several remotes display. A feature's own texts live in its remote's namespace.
 */
export const commonEn = {
  loading: 'Loading...',
  tryAgain: 'Try again',
  close: 'Close',
  cancel: 'Cancel',

  /** The toasts' region, their dismiss button and what screen readers hear before each one. */
  toasts: {
    region: 'Notifications ({hotkey})',
    dismiss: 'Dismiss notification',
    announce: 'Notification',
  },

  remoteBoundary: {
    unavailable: 'This section is temporarily unavailable.',
    areaUnavailable: '{{area}} is temporarily unavailable.',
  },

  /**
   * Badge labels of consultation request statuses (docs/product/consultation-requests.md); other
   * values show raw.
   */
  requestStatus: {
    pending: 'Pending',
    assigned: 'Assigned',
    scheduled: 'Scheduled',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },

  /**
   * Labels of the legal specializations (LEGAL_SPECIALIZATIONS in @nyaya/db), keyed by the stored
   * value; `domainLabel('specializations', value)`.
   */
  specializations: {
    'Property Law': 'Property Law',
    'Family Law': 'Family Law',
    'Criminal Law': 'Criminal Law',
    'Business Law': 'Business Law',
    'Employment Law': 'Employment Law',
    'Immigration Law': 'Immigration Law',
    'Personal Injury': 'Personal Injury',
    'Tax Law': 'Tax Law',
    'Intellectual Property': 'Intellectual Property',
    'Environmental Law': 'Environmental Law',
  },

  /**
   * Labels of the courts a lawyer practises in (PRACTICE_LOCATIONS in @nyaya/db), keyed by the
   * stored value; `domainLabel('courts', value)`.
   */
  courts: {
    'Delhi High Court': 'Delhi High Court',
    'Mumbai High Court': 'Mumbai High Court',
    'Chennai High Court': 'Chennai High Court',
    'Kolkata High Court': 'Kolkata High Court',
    'Allahabad High Court': 'Allahabad High Court',
    'Rajasthan High Court': 'Rajasthan High Court',
    'Gujarat High Court': 'Gujarat High Court',
    'Karnataka High Court': 'Karnataka High Court',
    'Kerala High Court': 'Kerala High Court',
    'Madhya Pradesh High Court': 'Madhya Pradesh High Court',
    'Punjab & Haryana High Court': 'Punjab & Haryana High Court',
    'Supreme Court of India': 'Supreme Court of India',
    'Delhi District Court': 'Delhi District Court',
    'Mumbai District Court': 'Mumbai District Court',
    'Chennai District Court': 'Chennai District Court',
    'Kolkata District Court': 'Kolkata District Court',
    'Pune District Court': 'Pune District Court',
    'Bangalore District Court': 'Bangalore District Court',
    'Hyderabad District Court': 'Hyderabad District Court',
    'Ahmedabad District Court': 'Ahmedabad District Court',
    'Jaipur District Court': 'Jaipur District Court',
    'Lucknow District Court': 'Lucknow District Court',
  },

  /**
   * Names of the languages a lawyer consults in (CONSULTATION_LANGUAGES in @nyaya/db), keyed by
   * code; `domainLabel('languages', code)`.
   */
  languages: {
    en: 'English',
    hi: 'Hindi',
    bn: 'Bengali',
    te: 'Telugu',
    mr: 'Marathi',
    ta: 'Tamil',
    ur: 'Urdu',
    gu: 'Gujarati',
    kn: 'Kannada',
    ml: 'Malayalam',
    or: 'Odia',
    pa: 'Punjabi',
    as: 'Assamese',
    mai: 'Maithili',
    sat: 'Santali',
    ks: 'Kashmiri',
    ne: 'Nepali',
    kok: 'Konkani',
    sd: 'Sindhi',
    doi: 'Dogri',
    mni: 'Manipuri',
    brx: 'Bodo',
    sa: 'Sanskrit',
  },

  /** The database's field rules that forms in several remotes check too. */
  validation: {
    indianMobile:
      'Please enter a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally preceded by +91.',
    emailInvalid: 'Please enter a valid email address.',
  },

  /** Backend failures whatever the feature (DataError.messageKey). */
  errors: {
    network: 'Could not reach the server. Please check your connection and try again.',
    notAllowed: 'You are not allowed to do that.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    invalidValue: 'One of the values is not allowed. Please check the form and try again.',
    missingValue: 'Please fill all required fields.',
    generic: 'Something went wrong. Please try again.',
  },
} as const;

export type CommonResources = typeof commonEn;
