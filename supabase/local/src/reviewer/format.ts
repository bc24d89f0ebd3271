import { reviewerCommand, type ApprovalStatus, type Decision, type StatusFilter } from './args.ts';
import type {
  Account,
  LawyerProfile,
  LawyerProfileDetails,
  HistoryEntry,
  RecordedDecision,
} from './repository.ts';

export function statusLabel(status: ApprovalStatus | null): string {
  return status ?? 'not submitted';
}

// The review queue first: waiting for a reviewer, then waiting for the lawyer.
const statusOrder: Record<string, number> = {
  pending: 0,
  reverify: 1,
  'not submitted': 2,
  rejected: 3,
  approved: 4,
};

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/** A multi-line value in one table cell. */
function oneLine(text: string): string {
  return text.replace(/\s*\r?\n\s*/g, ' / ');
}

/** The English names of public.consultation_languages()'s codes, for the reviewer's eyes. */
const languageNames: Readonly<Record<string, string>> = {
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
};

/** "Hindi (hi), English (en)", in the lawyer's order; "(none)" for an empty list. */
export function formatLanguages(codes: readonly string[]): string {
  if (codes.length === 0) return '(none)';
  return codes
    .map((code) => (languageNames[code] ? `${languageNames[code]} (${code})` : code))
    .join(', ');
}

/** YYYY-MM-DD in the reviewer's time zone. */
function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatTable(headers: readonly string[], rows: readonly string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** The `list` output: a table in review order, then a count per status. */
export function formatLawyerList(
  profiles: readonly LawyerProfile[],
  options: { url: string; status: StatusFilter | null },
): string {
  const where = `at ${options.url}`;
  if (profiles.length === 0) {
    return options.status
      ? `No lawyer profiles with status ${options.status.replace('-', ' ')} ${where}.`
      : `No lawyer profiles ${where}.`;
  }

  const sorted = [...profiles].sort(
    (a, b) =>
      statusOrder[statusLabel(a.approvalStatus)]! - statusOrder[statusLabel(b.approvalStatus)]!,
  );
  const table = formatTable(
    ['Name', 'E-mail', 'Status', 'Bar council ID', 'Years', 'Location', 'Submitted', 'Review note'],
    sorted.map((profile) => [
      truncate(profile.name ?? '(no name)', 30),
      profile.email ?? '(no e-mail)',
      statusLabel(profile.approvalStatus),
      profile.barCouncilId,
      String(profile.yearsExperience),
      truncate(profile.location, 42),
      formatDate(profile.submittedAt),
      truncate(oneLine(profile.reviewNote ?? ''), 40),
    ]),
  );

  const counts = new Map<string, number>();
  for (const profile of sorted) {
    const label = statusLabel(profile.approvalStatus);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const summary = [...counts].map(([label, count]) => `${count} ${label}`).join(', ');
  const noun = profiles.length === 1 ? 'lawyer profile' : 'lawyer profiles';
  return `${table}\n\n${profiles.length} ${noun} ${where}: ${summary}.`;
}

/** Label and value lines; a value's further lines are indented under its first. */
function formatFields(fields: readonly (readonly [string, string])[]): string {
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  return fields
    .map(([label, value]) =>
      `${label.padEnd(width)}${value.split(/\r?\n/).join(`\n${' '.repeat(width)}`)}`.trimEnd(),
    )
    .join('\n');
}

/**
 * The `show` output: what the directory would publish if the profile were approved now
 * (the name follows the account's full name), its version, and the command that approves
 * exactly that version.
 */
export function formatLawyerProfile(account: Account, profile: LawyerProfileDetails): string {
  const none = '(none)';
  const rate = (value: number | null) =>
    value === null ? none : `₹${value.toLocaleString('en-IN')}`;
  // The rate and photo clients see now, when this version would change them.
  const listedNote = <T>(value: T, listed: T | undefined, show: (listed: T) => string) =>
    profile.listed && listed !== value ? ` (changed; listed now: ${show(listed as T)})` : '';
  const fields = formatFields([
    ['Status', statusLabel(profile.approvalStatus)],
    ['Review note', profile.reviewNote ?? none],
    ['Name', profile.name ?? '(no name)'],
    ['Bar council ID', profile.barCouncilId],
    ['Years', String(profile.yearsExperience)],
    ['Areas', profile.expertiseAreas.join(', ')],
    ['Locations', profile.location],
    [
      'Hourly rate',
      rate(profile.hourlyRate) + listedNote(profile.hourlyRate, profile.listed?.hourlyRate, rate),
    ],
    [
      'Picture',
      (profile.profilePictureUrl ?? none) +
        listedNote(
          profile.profilePictureUrl,
          profile.listed?.profilePictureUrl,
          (url) => url ?? none,
        ),
    ],
    [
      'Languages',
      formatLanguages(profile.languages) +
        listedNote(
          formatLanguages(profile.languages),
          profile.listed ? formatLanguages(profile.listed.languages) : undefined,
          (listed) => listed,
        ),
    ],
    ['Bio', profile.bio ?? none],
    ['Submitted', formatDate(profile.submittedAt)],
    ['Version', profile.version],
  ]);
  return (
    `${account.email}${account.fullName ? ` (${account.fullName})` : ''}\n\n${fields}\n\n` +
    'To approve exactly this version (refused if the lawyer changes the profile meanwhile):\n' +
    `  ${reviewerCommand} approve ${account.email} --reviewed-version ${profile.version}`
  );
}

const decisionEffects: Record<Decision, string> = {
  approved: 'the profile is listed in the lawyer directory.',
  rejected: 'the profile is not listed in the lawyer directory.',
  reverify:
    'the lawyer is asked to update and resubmit their verification; the profile is not listed until it is approved again.',
};

/**
 * The result of approve/reject/reverify, with the note the lawyer now reads; `version` is the
 * version an approval covered.
 */
export function formatDecision(
  account: Account,
  before: ApprovalStatus | null,
  { status: after, reviewNote }: RecordedDecision,
  decision: Decision,
  version: string | null = null,
): string {
  const who = account.fullName ? `${account.email} (${account.fullName})` : account.email;
  const change =
    before === after
      ? `was already ${statusLabel(after)}; status unchanged`
      : `${statusLabel(before)} -> ${statusLabel(after)}`;
  const covered = version === null ? '' : ` (version ${version})`;
  return (
    `${who}: ${change}${covered}.\n` +
    `Status is now ${statusLabel(after)}: ${decisionEffects[decision]}\n` +
    (reviewNote === null
      ? 'No review note: the lawyer has none now.'
      : formatFields([['Review note', reviewNote]]))
  );
}

/** The `history` output: every decision, newest first, with the whole note. */
export function formatHistory(
  account: Account,
  name: string | null,
  entries: readonly HistoryEntry[],
): string {
  const who = name ? `${name} <${account.email}>` : account.email;
  if (entries.length === 0) return `No verification decisions on ${who} yet.`;
  const table = formatTable(
    ['When', 'Decision', 'By', 'Note'],
    entries.map((entry) => [
      formatDateTime(entry.decidedAt),
      entry.decision,
      entry.decidedBy,
      entry.note === null ? '' : oneLine(entry.note),
    ]),
  );
  const count = entries.length === 1 ? '1 decision' : `${entries.length} decisions`;
  return `Verification history of ${who}, newest first\n\n${table}\n\n${count}.`;
}

/** YYYY-MM-DD HH:MM in the reviewer's time zone. */
function formatDateTime(iso: string): string {
  const date = new Date(iso.replace(' ', 'T').replace(/\+00$/, '+00:00'));
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${formatDate(date.toISOString())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
