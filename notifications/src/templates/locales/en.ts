/**
 * The mails' English strings. Keys are per kind (`mail.<kind>.<part>`), so a Hindi file with
 * the same keys (locales/hi.ts) is all a translation needs; a missing key falls back to
 * English. Values are plain text with {{placeholders}}: the layout escapes everything.
 */
export const en = {
  mail: {
    common: {
      greeting: 'Hello {{name}},',
      greetingNoName: 'Hello,',
      signature: 'NyayaConnect',
      requiredFooter: 'You receive this e-mail because it concerns your NyayaConnect account.',
      visitorFooter:
        'You receive this e-mail because you contacted NyayaConnect with this address.',
      optionalFooter:
        'You receive this e-mail because {{topic}} are on in your notification settings.',
      unsubscribe: 'Unsubscribe from {{topic}}',
      topicDigest: 'open request digests',
      topicReminders: 'meeting reminders',
      linkFallback: 'Or open this link: {{url}}',
    },
    /**
     * Labels of the values the database stores in English (labels.ts): a request's service type
     * (the legal specializations) and its location (the courts). A value not listed shows as is.
     */
    domain: {
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
    },
    requestAddressed: {
      subject: 'New consultation request from {{clientFirstName}}: {{serviceType}}',
      body: '{{clientFirstName}} sent you a consultation request: {{serviceType}}, {{location}}.',
      bodyNoLocation: '{{clientFirstName}} sent you a consultation request: {{serviceType}}.',
      someClient: 'A client',
      next: 'Open it on your dashboard to accept or decline it.',
      action: 'View the request',
    },
    openRequestsDigest: {
      subject_one: '{{count}} new open request in your areas',
      subject_other: '{{count}} new open requests in your areas',
      body_one: 'A new request matches your areas of practice and locations:',
      body_other: '{{count}} new requests match your areas of practice and locations:',
      item: '{{serviceType}}, {{location}} (received {{createdAt}})',
      next: 'The first lawyer to accept a request takes it.',
      action: 'See open requests',
    },
    verificationDecided: {
      subject_approved: 'Your lawyer verification is approved',
      subject_rejected: 'Your lawyer verification was not approved',
      subject_reverify: 'Please verify your lawyer details again',
      body_approved: 'A reviewer approved your verification.',
      body_rejected: 'A reviewer did not approve your verification.',
      body_reverify: 'A reviewer asked you to verify your details again.',
      next_approved: 'Clients can now find you in the directory and send you requests.',
      next_rejected: "Read the reviewer's note, correct your details and submit them again.",
      next_reverify: "Read the reviewer's note, update your details and submit them again.",
      noteLabel: "Reviewer's note",
      action: 'Open your dashboard',
    },
    requestAccepted: {
      subject: '{{lawyerName}} accepted your request',
      body: '{{lawyerName}} accepted your {{serviceType}} request.',
      next: 'They will schedule a meeting with you; you will get an e-mail with the date and time.',
      action: 'View your request',
      profile: "See {{lawyerName}}'s profile",
    },
    meetingScheduled: {
      subject: 'Meeting scheduled: {{when}}',
      subjectMoved: 'Meeting moved to {{when}}',
      body: '{{lawyerName}} scheduled your {{serviceType}} meeting for {{when}}.',
      bodyMoved: '{{lawyerName}} moved your {{serviceType}} meeting from {{previous}} to {{when}}.',
      next: 'The attached invitation adds it to your calendar.',
      action: 'View your request',
      calendarTitle: 'NyayaConnect meeting: {{serviceType}} with {{lawyerName}}',
      calendarDescription: 'Your consultation with {{lawyerName}}. Details: {{url}}',
    },
    requestDeclined: {
      subject: '{{lawyerName}} declined your request',
      body: '{{lawyerName}} declined your {{serviceType}} request.',
      next: 'Your request is now open to other lawyers, who can accept it. You can also choose another lawyer in the directory.',
      action: 'View your request',
      directory: 'Find another lawyer',
    },
    requestReleased: {
      subject: '{{lawyerName}} released your case',
      body: '{{lawyerName}} can no longer take your {{serviceType}} case.',
      reasonLabel: 'Reason given',
      next: 'Your request is open to other lawyers again, who can accept it. You can also choose another lawyer in the directory.',
      action: 'View your request',
      directory: 'Find another lawyer',
    },
    requestCompleted: {
      subject: 'Your {{serviceType}} case is completed',
      body: '{{lawyerName}} marked your {{serviceType}} case completed.',
      next: 'You find it in your dashboard. If something is still open, you can send a new request.',
      action: 'View your request',
    },
    meetingReminder: {
      subject_24: 'Reminder: meeting with {{lawyerName}} tomorrow, {{when}}',
      subject_1: 'Reminder: meeting with {{lawyerName}} in one hour, {{when}}',
      body: 'Your {{serviceType}} meeting with {{lawyerName}} is on {{when}}.',
      next: 'Your dashboard has the details of the request.',
      action: 'View your request',
    },
    caseCancelled: {
      subject: '{{otherPartyName}} cancelled the {{serviceType}} case',
      body_client: '{{otherPartyName}} withdrew their {{serviceType}} request.',
      body_lawyer: '{{otherPartyName}} cancelled your {{serviceType}} case.',
      next_client: 'Nothing more is needed from you for this case.',
      next_lawyer: 'You can choose another lawyer in the directory.',
      action: 'Open your dashboard',
    },
    complaintReceived: {
      subject: 'We received your complaint {{referenceNumber}}',
      body: 'Thank you, {{name}}. We received your complaint. Its reference number is {{referenceNumber}}.',
      next: 'Quote this number if you contact us about it. We will write to you when we act on it.',
      action: 'Visit NyayaConnect',
    },
    complaintStatusChanged: {
      subject_in_review: 'We are reviewing your complaint {{referenceNumber}}',
      subject_resolved: 'Your complaint {{referenceNumber}} is resolved',
      subject_rejected: 'Our answer to your complaint {{referenceNumber}}',
      body_in_review: 'Our support team is now reviewing your complaint {{referenceNumber}}.',
      body_resolved: 'Our support team resolved your complaint {{referenceNumber}}.',
      body_rejected:
        'Our support team looked into your complaint {{referenceNumber}} and closed it without further action.',
      next_in_review: 'We will write to you again when we have decided on it.',
      next_resolved:
        'If something is still not right, quote {{referenceNumber}} when you contact us.',
      next_rejected: 'If you disagree, quote {{referenceNumber}} when you contact us.',
      responseLabel: 'Our response',
      action: 'Check the status of your complaint',
    },
    caseMessage: {
      subject: 'New message from {{senderName}} about your {{serviceType}} case',
      body: '{{senderName}} sent you a message in the case room of your {{serviceType}} case.',
      next: 'Open the case room to read it and reply. For your privacy, messages and documents are shown only there.',
      action: 'Open the case room',
    },
    reviewReceived: {
      subject: 'New review: {{rating}} out of 5 from {{reviewerName}}',
      body: '{{reviewerName}} rated your {{serviceType}} consultation {{rating}} out of 5.',
      bodyNoService: '{{reviewerName}} rated your consultation {{rating}} out of 5.',
      someClient: 'A client',
      next: 'The review is visible on your public profile. You can reply to it once, publicly; your reply shows under the review.',
      action: 'See and reply to the review',
    },
    reviewHidden: {
      subject: 'Your review of {{lawyerName}} was hidden',
      body: 'Our team hid your review of {{lawyerName}}. It no longer shows on their profile or counts towards their rating.',
      reasonLabel: 'Reason given',
      next: 'Your consultations are on your dashboard. If you have questions about this decision, write to us with the complaint form linked at the foot of every NyayaConnect page.',
      someLawyer: 'your lawyer',
      action: 'Open your dashboard',
    },
  },
};

/** The shape every language's resources have (the English ones). */
export type MailResources = typeof en;

/** A translation's type: the English keys, any strings (locales/hi.ts). */
export type MailCatalog<T = MailResources> = {
  [K in keyof T]: T[K] extends string ? string : MailCatalog<T[K]>;
};
