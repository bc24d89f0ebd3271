import type { ApprovalStatus, Decision, StatusFilter } from './args.ts';
import type { Account, LawyerProfile } from './repository.ts';

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
    ['Name', 'E-mail', 'Status', 'Bar council ID', 'Years', 'Location', 'Submitted'],
    sorted.map((profile) => [
      truncate(profile.name ?? '(no name)', 30),
      profile.email ?? '(no e-mail)',
      statusLabel(profile.approvalStatus),
      profile.barCouncilId,
      String(profile.yearsExperience),
      truncate(profile.location, 42),
      formatDate(profile.submittedAt),
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

const decisionEffects: Record<Decision, string> = {
  approved: 'the profile is listed in the lawyer directory.',
  rejected: 'the profile is not listed in the lawyer directory.',
  reverify:
    'the lawyer is asked to update and resubmit their verification; the profile is not listed until it is approved again.',
};

/** The result of approve/reject/reverify. */
export function formatDecision(
  account: Account,
  before: ApprovalStatus | null,
  after: ApprovalStatus | null,
  decision: Decision,
): string {
  const who = account.fullName ? `${account.email} (${account.fullName})` : account.email;
  const change =
    before === after
      ? `was already ${statusLabel(after)}; status unchanged`
      : `${statusLabel(before)} -> ${statusLabel(after)}`;
  return `${who}: ${change}.\nStatus is now ${statusLabel(after)}: ${decisionEffects[decision]}`;
}
