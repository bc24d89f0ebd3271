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
  referenceNumber: {
    label: 'Your reference number:',
    sentence: 'Your reference number is {{reference}}.',
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
  },
  embed: {
    frameTitle: 'NyayaConnect support forms',
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
