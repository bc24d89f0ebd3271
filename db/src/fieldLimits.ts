// A module of its own: forms that need only the limits (sign-up, the support forms) bundle
// these few numbers, not the vocabulary's lists.
/** Length bounds the database enforces (check constraints in the migrations). */
export const FIELD_LIMITS = {
  name: 200,
  location: 200,
  barCouncilId: 50,
  bio: 2000,
  description: 5000,
  issueDescription: 5000,
  complaintText: 5000,
  maxYearsExperience: 70,
  /** A case room message's text (case_messages.body, characters). */
  caseMessage: 4000,
  /** A case room document's name as shown (case_messages.attachment_name). */
  caseDocumentName: 200,
  /** A case room document's size in bytes (the case-documents bucket's limit, 10 MB). */
  caseDocumentBytes: 10 * 1024 * 1024,
  /** A review's text (lawyer_reviews.body). */
  reviewBody: 2000,
  /** The lawyer's public reply to a review (lawyer_reviews.reply). */
  reviewReply: 1000,
  /** The reason given when reporting a review (review_reports.reason). */
  reviewReportReason: 500,
  /** Support staff's reason for hiding or restoring a review (lawyer_reviews.hidden_reason). */
  reviewHideReason: 500,
} as const;
