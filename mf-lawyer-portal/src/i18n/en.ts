/**
 * English strings of mf_lawyer_portal (spec section 2: lawyer dashboard, verification form;
 * section 4: the approval status table; sections 5 and 8: messages and toasts, quoted exactly).
 */
export const lawyerPortalEn = {
  dashboard: {
    title: 'Lawyer Dashboard',
    verificationStatus: 'Verification Status',
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
    unknownClient: 'Unknown',
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
    pictureNotOurStorage:
      'The profile picture must be uploaded to NyayaConnect; links to other sites are not accepted.',
  },

  errors: {
    alreadyAccepted: 'This request has already been accepted by another lawyer.',
    notOpen: 'This request is no longer open.',
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
} as const;

export type LawyerPortalResources = typeof lawyerPortalEn;
