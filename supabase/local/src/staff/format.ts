import { formatTable } from '../reviewer/format.ts';
import type { Capability } from './args.ts';
import type { StaffMember } from './repository.ts';

function who(email: string, fullName: string | null): string {
  return fullName ? `${fullName} <${email}>` : email;
}

function capabilityList(values: readonly Capability[]): string {
  return values.length === 0 ? 'none' : values.join(', ');
}

/** The `grant` line: what changed, and what the person now holds. */
export function formatGrant(options: {
  email: string;
  fullName: string | null;
  capability: Capability;
  before: readonly Capability[];
  after: readonly Capability[];
  newAccount: boolean;
}): string {
  const { email, fullName, capability, before, after, newAccount } = options;
  if (before.includes(capability)) {
    return `${who(email, fullName)} already has ${capability}; nothing changed (staff capabilities: ${capabilityList(after)}).`;
  }
  const account = newAccount
    ? ' (new account: a password-reset e-mail was sent so they can choose a password)'
    : '';
  return (
    `Granted ${capability} to ${who(email, fullName)}${account}.\n` +
    `Staff capabilities now: ${capabilityList(after)}.`
  );
}

/** The `revoke` line. */
export function formatRevoke(options: {
  email: string;
  fullName: string | null;
  capability: Capability;
  before: readonly Capability[];
  after: readonly Capability[];
}): string {
  const { email, fullName, capability, before, after } = options;
  if (!before.includes(capability)) {
    return `${who(email, fullName)} does not have ${capability}; nothing changed (staff capabilities: ${capabilityList(after)}).`;
  }
  const rest =
    after.length === 0
      ? 'No staff capabilities left: the account is no longer staff.'
      : `Staff capabilities now: ${capabilityList(after)}.`;
  return `Revoked ${capability} from ${who(email, fullName)}.\n${rest}`;
}

/** The `list` output: one row per staff account, then a count per capability. */
export function formatStaffList(staff: readonly StaffMember[], url: string): string {
  if (staff.length === 0) return `No staff accounts at ${url}.`;
  const table = formatTable(
    ['E-mail', 'Name', 'Capabilities'],
    staff.map((member) => [member.email, member.fullName ?? '', member.capabilities.join(', ')]),
  );
  const count = (capability: Capability) =>
    staff.filter((member) => member.capabilities.includes(capability)).length;
  const accounts = staff.length === 1 ? '1 staff account' : `${staff.length} staff accounts`;
  return `${table}\n\n${accounts} at ${url}: ${count('reviewer')} reviewer, ${count('support')} support.`;
}
