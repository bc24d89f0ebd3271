/**
 * English strings of mf_support_widgets: the floating help, the callback and complaint dialogs,
 * their messages and toasts, quoted exactly as docs/product/support-widgets.md gives them.
 */
export const supportWidgetsEn = {
  floatingHelp: {
    trigger: 'Help',
    aiLawyer: 'AI Lawyer',
    callUs: 'Call Us',
    whatsApp: 'WhatsApp',
    email: 'Email',
    fileComplaint: 'File Complaint',
  },
  callback: {
    title: 'Get Personal Legal Assistance',
    description: 'Speak to our legal team right away.',
    callNow: 'Call Right Now',
    requestCallBack: 'Request Call Back',
    form: {
      name: 'Name',
      mobileNumber: 'Mobile Number',
      mobilePlaceholder: '+91 98765 43210',
      issueDescription: 'Issue Description',
      issuePlaceholder: 'Briefly describe your legal issue',
      back: 'Back',
    },
  },
  complaint: {
    title: 'File a Complaint',
    intro:
      "We value your feedback. Please share your complaint or concern and we'll address it promptly.",
    form: {
      email: 'Email Address',
      emailPlaceholder: 'Enter your email address',
      phoneNumber: 'Phone Number',
      phonePlaceholder: '+91 98765 43210',
      complaintText: 'Complaint Details',
      complaintPlaceholder: 'Please describe your complaint in detail...',
      submit: 'Submit Complaint',
    },
  },
  submitting: 'Submitting...',
  supportStatus: {
    title: 'Check request status',
    intro:
      'Enter the reference number of your call back request or complaint and the e-mail address or mobile number you gave with it.',
    reference: 'Reference number',
    contact: 'E-mail or mobile number',
    contactPlaceholder: 'you@example.com or +91 98765 43210',
    contactHint:
      'A call back request: the mobile number. A complaint: the e-mail address or the phone number.',
    submit: 'Check status',
    checking: 'Checking...',
    notFound:
      'We could not find a request with that reference number and contact. Check both and try again.',
    rateLimited:
      'Too many status checks from this connection. Please wait 10 minutes and try again.',
    failed: 'Could not check the status',
    kinds: {
      callback: 'Call back request',
      complaint: 'Complaint',
    },
    statuses: {
      callback: {
        new: 'New',
        contacted: 'Contacted',
        no_answer: 'No answer',
        resolved: 'Resolved',
      },
      complaint: {
        received: 'Received',
        in_review: 'In review',
        resolved: 'Resolved',
        rejected: 'Rejected',
      },
    },
    answer: {
      heading: 'Request <reference>{{reference}}</reference>',
      kind: 'Request',
      status: 'Status',
      received: 'Received',
      updated: 'Last update',
      retry: 'We will try again on {{date}}.',
      response: 'Our response',
    },
    link: 'Check the status of your request',
    linkNewTab: 'Check the status of your request (opens in a new tab)',
  },
  referenceNumber: {
    label: 'Your reference number:',
    // <reference> wraps the number, which is never translated.
    sentence: 'Your reference number is <reference>{{reference}}</reference>.',
    copy: 'Copy',
    copyLabel: 'Copy reference number',
    copied: 'Copied',
    copiedAnnouncement: 'Reference number copied.',
    copyFailed: 'Could not copy. Select the number and copy it.',
  },
  validation: {
    nameRequired: 'Please enter your name.',
    nameTooLong: 'The name can be at most 200 characters.',
    mobileRequired: 'Please enter your mobile number.',
    issueRequired: 'Please describe your issue.',
    issueTooLong: 'The issue description can be at most 5000 characters.',
    emailRequired: 'Please enter your email address.',
    phoneRequired: 'Phone number is required.',
    complaintRequired: 'Please describe your complaint.',
    complaintTooLong: 'The complaint can be at most 5000 characters.',
    nameSingleLine: 'Your name must be one line without tabs or other control characters.',
    issueControlCharacters:
      'The issue description contains control characters; only line breaks and tabs are allowed.',
    complaintControlCharacters:
      'The complaint contains control characters; only line breaks and tabs are allowed.',
    referenceRequired: 'Please enter the reference number.',
    contactRequired: 'Please enter the e-mail address or mobile number you gave.',
  },
  // The database's refusals of a submission, in its words (SUPPORT_ERROR_MESSAGES.sentences).
  refusals: {
    tooManyFromContact:
      'Too many submissions from this phone number or e-mail address. Please try again in an hour.',
    tooManyFromNetwork: 'Too many submissions from your network. Please try again in an hour.',
    notAllowedOn: 'The {{partner}} support widget is not allowed on {{origin}}.',
  },
  // The partner embed's launcher (docs/product/support-widgets.md, "Partner embed").
  embed: {
    frameTitle: 'NyayaConnect support forms',
    requestCallBack: 'Request Call Back',
    formsUnavailable: 'Could not reach the server. Please check your connection and try again.',
  },
  toasts: {
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

export type SupportWidgetsResources = typeof supportWidgetsEn;
