/**
 * English strings of mf_case_room: the case room at /cases/:id, quoted as
 * docs/product/case-room.md gives them.
 */
export const caseRoomEn = {
  page: {
    title: '{{serviceType}} case',
    loading: 'Loading the case room...',
    loadFailed: 'The case room could not be loaded.',
    notFound: 'Not found',
    notFoundHint: 'Check the link, or open the case from your dashboard.',
    closed: 'This conversation is closed.',
  },
  header: {
    lawyer: 'Lawyer',
    client: 'Client',
    status: 'Status',
    meeting: 'Meeting',
    noMeeting: 'Not scheduled yet',
    addToCalendar: 'Add to calendar',
    calendarSummary: 'NyayaConnect consultation: {{serviceType}}',
  },
  conversation: {
    title: 'Conversation',
    log: 'Messages',
    empty: 'No messages yet.',
    loadEarlier: 'Load earlier messages',
    loadingEarlier: 'Loading...',
    loadFailed: 'The messages could not be loaded.',
    you: 'You',
    sent: 'Sent',
    read: 'Read',
    document: 'Document: {{name}} ({{size}})',
    download: 'Download {{name}}',
    downloadFailed: 'The document could not be downloaded. Try again.',
    sizeKb: '{{size}} KB',
    sizeMb: '{{size}} MB',
  },
  composer: {
    label: 'Message',
    attach: 'Attach a document',
    attachHint: 'PDF, JPEG or PNG, up to 10 MB.',
    attached: 'Attached: {{name}}',
    remove: 'Remove {{name}}',
    send: 'Send',
    tooLong: 'A message can be at most 4,000 characters.',
    empty: 'Write a message or attach a document.',
    wrongType: 'Only PDF, JPEG or PNG files can be attached.',
    tooBig: 'A document can be at most 10 MB.',
    mismatch: "This file's content does not match its type. Attach the original PDF, JPEG or PNG.",
    uploadFailed: 'The document could not be uploaded. Your message is kept; try again.',
    sendFailed: 'The message could not be sent. Your message is kept; try again.',
    // The database's other refusals of a message (send_case_message), in its words.
    controlCharacters: 'A message cannot contain control characters.',
    documentNotFound: 'The document was not found. Upload it again.',
    documentName: "A document's name can be at most 200 characters, on one line.",
    tooQuick: 'You are sending messages too quickly. Wait a minute and try again.',
  },
  meeting: {
    title: 'Video consultation',
    join: 'Join video consultation',
    leave: 'Leave',
    frame: 'Video consultation with {{name}}',
    opensAt: 'The video consultation opens at {{time}} IST (10 minutes before the meeting).',
    ended: 'The time for this video consultation has passed.',
    notScheduledClient: 'Your lawyer has not scheduled a meeting yet.',
    notScheduledLawyer: 'Schedule a meeting from your dashboard to meet by video.',
    unavailable: 'Video consultation is not available right now.',
  },
  phone: {
    title: 'Phone',
    share: 'Share my phone number with my lawyer',
    mobile: 'Mobile number',
    save: 'Share this number',
    sharedNote: 'Your lawyer sees {{phone}} in this case room only.',
    notSharedNote: 'Your lawyer does not see your phone number.',
    invalid: 'Enter a valid Indian mobile number, like +91 98765 43210.',
    clientPhone: "Client's phone:",
    notShared: 'The client has not shared a phone number.',
    saveFailed: 'The phone setting could not be saved.',
  },
  // docs/product/reviews.md: the client rates a completed consultation.
  review: {
    title: 'Your review',
    rate: 'Rate your consultation',
    rated: 'You rated this consultation {{rating}} out of 5.',
    edit: 'Edit your review',
    editableUntil: 'You can edit it until {{date}}.',
    hidden: 'Your review was hidden by our team.',
  },
  completion: {
    prompt: 'The meeting time has passed. Mark this case completed when the consultation is done.',
    action: 'Mark completed',
    failed: 'The case could not be marked completed.',
    // The database's refusals (complete_consultation_request), in its words.
    notStarted:
      'The meeting has not started yet: a case can be completed once its meeting has begun.',
    notAllowed: 'Not allowed: only approved lawyers can complete consultations.',
  },
  earlier: {
    title: 'Earlier conversations',
    item: 'Earlier conversation with {{name}}',
    period: '{{from}} to {{to}}',
    show: 'Show',
    hide: 'Hide',
  },
} as const;

export type CaseRoomResources = typeof caseRoomEn;
