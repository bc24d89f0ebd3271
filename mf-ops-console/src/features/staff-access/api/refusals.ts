import type { DataErrorMessages } from '@nyaya/shared-platform';

const key = (name: string) => `mf_ops_console:refusals.${name}`;

/**
 * The database's refusals the console can meet (supabase/migrations: the ops console's and the
 * reviews' functions), each to its key in the catalog, whose English is the database's own
 * words: a Hindi page shows them in Hindi, never the server's English (docs/product/languages.md).
 * The named groups of a pattern fill the key's {{values}}.
 */
export const OPS_REFUSALS: NonNullable<DataErrorMessages['sentences']> = [
  { match: 'Not allowed: only staff can do this.', key: key('staffOnly') },
  { match: 'Not allowed: only reviewers can do this.', key: key('reviewersOnly') },
  { match: 'Not allowed: only support staff can do this.', key: key('supportOnly') },
  { match: 'Not allowed: only reviewers can decide verifications.', key: key('reviewersDecide') },
  { match: /^Already taken by (?<name>.+)\.$/, key: key('alreadyTaken') },
  { match: 'Only the agent who took this callback can change it.', key: key('notYourCallback') },
  { match: /^No callback request with id (?<id>.+)\.$/, key: key('noCallback') },
  { match: /^No complaint with id (?<id>.+)\.$/, key: key('noComplaint') },
  { match: /^No lawyer profile with id (?<id>.+)\.$/, key: key('noLawyer') },
  {
    match: /^Unknown callback status "(?<status>.*)": use new, contacted, no_answer or resolved\.$/,
    key: key('unknownCallbackStatus'),
  },
  {
    match:
      /^Unknown complaint status "(?<status>.*)": use received, in_review, resolved or rejected\.$/,
    key: key('unknownComplaintStatus'),
  },
  {
    match:
      /^Unknown status filter "(?<status>.*)": use all, new, contacted, no_answer or resolved\.$/,
    key: key('unknownCallbackFilter'),
  },
  {
    match:
      /^Unknown status filter "(?<status>.*)": use all, received, in_review, resolved or rejected\.$/,
    key: key('unknownComplaintFilter'),
  },
  {
    match: /^Unknown decision "(?<decision>.*)": use approved, rejected or reverify\.$/,
    key: key('unknownDecision'),
  },
  { match: /^Unknown state "(?<state>.*)": use open or hidden\.$/, key: key('unknownState') },
  { match: 'Send the version you reviewed.', key: key('sendVersion') },
  {
    match: 'Choose when to try again, in the future.',
    key: 'mf_ops_console:callbacks.retryRequired',
  },
  { match: 'Write the note.', key: key('writeNote') },
  { match: 'A note is at most 2000 characters.', key: key('noteTooLong') },
  { match: 'A note is on one callback or one complaint.', key: key('noteSubject') },
  { match: 'Notes are of one callback or one complaint.', key: key('notesSubject') },
  { match: 'Write a response to the complainant.', key: key('writeResponse') },
  { match: 'The response is at most 2000 characters.', key: key('responseTooLong') },
  { match: 'Write a note for the lawyer.', key: key('writeLawyerNote') },
  { match: 'The note is at most 1000 characters.', key: key('lawyerNoteTooLong') },
  { match: 'A reason can be at most 500 characters.', key: key('reasonTooLong') },
  {
    match: /^The reason is at most 500 characters; this one has (?<length>\d+)\.$/,
    key: key('reasonLength'),
  },
  { match: 'This review was not found.', key: key('reviewNotFound') },
  { match: 'This review is already hidden.', key: key('reviewHidden') },
  { match: 'This review is not hidden.', key: key('reviewNotHidden') },
  { match: 'This review has no open reports.', key: key('reviewNoReports') },
];

/** Whether `messageKey` is one of the console's own sentences (a refusal it maps, a conflict). */
export function isConsoleSentence(messageKey: string | null): boolean {
  return messageKey !== null && messageKey.startsWith('mf_ops_console:');
}
