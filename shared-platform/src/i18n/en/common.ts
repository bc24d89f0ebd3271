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
