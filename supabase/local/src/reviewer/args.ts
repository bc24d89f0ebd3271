/**
 * Command-line arguments of the reviewers' tool (`npm run reviewer -- ...`, or `pnpm reviewer ...`):
 *   list [--status <status>]
 *   show <email>
 *   approve <email> --reviewed-version <version> [--note <text>]
 *   reject|reverify <email> [--note <text>]
 *   history <email|id>
 * with --url and --key to point it at another project (hosted Supabase).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** How the README runs the tool with only Node and npm; messages quote it. */
export const reviewerCommand = 'npm run reviewer --';

export const approvalStatuses = ['pending', 'approved', 'rejected', 'reverify'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** What `list --status` accepts: a review state, or lawyers who have not submitted one. */
export const statusFilters = [...approvalStatuses, 'not-submitted'] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** The decisions set_lawyer_approval accepts. */
export type Decision = Exclude<ApprovalStatus, 'pending'>;

export const decisionCommands = {
  approve: 'approved',
  reject: 'rejected',
  reverify: 'reverify',
} as const satisfies Record<string, Decision>;
export type DecisionCommand = keyof typeof decisionCommands;

export type Command =
  | { name: 'help' }
  | { name: 'list'; status: StatusFilter | null }
  | { name: 'show'; email: string }
  /** Every decision on one lawyer: `lawyer` is an e-mail address or the account's id. */
  | { name: 'history'; lawyer: { email: string } | { id: string } }
  /**
   * `version`: the profile's version the reviewer looked at, as `show` printed it.
   * `note`: what the lawyer reads with the decision; null clears the previous note.
   */
  | { name: 'approve'; decision: 'approved'; email: string; version: string; note: string | null }
  | {
      name: 'reject' | 'reverify';
      decision: 'rejected' | 'reverify';
      email: string;
      note: string | null;
    };

/** The longest note the database takes (review_note_at_most_1000_chars). */
export const maxNoteLength = 1000;

export interface ParsedArguments {
  command: Command;
  /** --url and --key, when given; they win over the environment and supabase/.env.local. */
  url: string | null;
  key: string | null;
}

export const usage = `Usage: ${reviewerCommand} <command> [options]   (with pnpm: pnpm reviewer <command> [options])

Commands
  list [--status <status>]   Lawyer profiles and their verification status.
                             <status>: ${statusFilters.join(', ')}
  show <email>               Everything the directory would publish, its version, and the
                             note the lawyer was last given.
  approve <email> --reviewed-version <version>
                             Approve the version \`show\` printed (listed in the directory).
                             Refused if the lawyer has changed the profile since.
  reject <email>             Reject the lawyer's verification.
  reverify <email>           Ask the lawyer to update and resubmit their verification.
  history <email|id>         Every decision on the lawyer, newest first: when, which decision,
                             by whom (a reviewer in the staff console, or this tool) and the note.

  approve, reject and reverify take --note <text>: what the lawyer reads with the decision
  (at most ${maxNoteLength} characters), e.g. what to correct. A decision without a note
  clears the previous one. Every decision is kept in the lawyer's history, as the staff
  console's are.

Options
  --url <url>   Supabase API URL, e.g. https://<project-ref>.supabase.co
                (default: SUPABASE_URL, else the local stack: http://localhost:$SUPABASE_API_PORT,
                else supabase/.env.local's URL)
  --key <key>   The project's secret key (sb_secret_...) or legacy service_role key
                (default: SUPABASE_SECRET_KEY, else supabase/.env.local).
                Prefer the variable: a key on the command line lands in shell history.
  -h, --help    Show this help.

Examples
  ${reviewerCommand} list --status pending
  ${reviewerCommand} show lawyer.pending@nyaya.test
  ${reviewerCommand} approve lawyer.pending@nyaya.test --reviewed-version 2026-11-23T10:15:30.123456+00:00
  ${reviewerCommand} reverify lawyer.pending@nyaya.test --note "Upload both sides of your enrolment certificate."
  ${reviewerCommand} history lawyer.pending@nyaya.test
  SUPABASE_API_PORT=64321 ${reviewerCommand} list
  SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SECRET_KEY=<secret> ${reviewerCommand} list`;

/** A mistake in the command line: the message, then the usage, and exit code 1. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * The options, as `node:util` parseArgs declares them (the root scripts parse theirs the same
 * way). Parsed leniently, then checked here, so each mistake gets a sentence that says what to
 * type instead of parseArgs' generic message.
 */
const optionConfig = {
  url: { type: 'string' },
  key: { type: 'string' },
  status: { type: 'string' },
  'reviewed-version': { type: 'string' },
  note: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

/** A command line read against a parseArgs option table: positionals, option values, --help. */
export interface CommandLine<Name extends string> {
  positional: string[];
  options: Map<Name, string>;
  help: boolean;
}

/**
 * Reads `argv` leniently with `node:util` parseArgs, then checks each option here, so each
 * mistake gets a sentence that says what to type (shared by the reviewers' and staff tools).
 * Every option but `help` takes a value.
 */
export function readCommandLine<Config extends ParseArgsConfig['options'] & object>(
  argv: readonly string[],
  config: Config,
): CommandLine<Exclude<keyof Config & string, 'help'>> {
  type Name = Exclude<keyof Config & string, 'help'>;
  const isValueOption = (name: string): name is Name =>
    Object.hasOwn(config, name) && name !== 'help';
  const { tokens } = parseArgs({
    // pnpm and npm may pass their `--` separator through; emails never start with a dash.
    args: argv.filter((token) => token !== '--'),
    options: config,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positional: string[] = [];
  const options = new Map<Name, string>();
  let help = false;

  for (const token of tokens) {
    if (token.kind === 'positional') {
      positional.push(token.value);
      continue;
    }
    if (token.kind !== 'option') continue;
    if (token.name === 'help') {
      help = true;
      continue;
    }
    const name = `--${token.name}`;
    if (!isValueOption(token.name) || token.rawName !== name) {
      throw new UsageError(`Unknown option "${token.rawName}".`);
    }
    // `--url --key x`: parseArgs takes `--key` as the value of --url; it is a missing value.
    const value =
      token.inlineValue === false && token.value?.startsWith('--') ? undefined : token.value;
    if (value === undefined || value.trim() === '') {
      throw new UsageError(`Option ${name} needs a value.`);
    }
    if (options.has(token.name)) throw new UsageError(`Option ${name} is given twice.`);
    options.set(token.name, value.trim());
  }
  return { positional, options, help };
}

export function parseArguments(argv: readonly string[]): ParsedArguments {
  const { positional, options, help } = readCommandLine(argv, optionConfig);

  const url = options.get('url') ?? null;
  const key = options.get('key') ?? null;
  const [name, ...rest] = positional;

  if (help || name === 'help') return { command: { name: 'help' }, url, key };
  if (name === undefined) throw new UsageError('Missing command.');

  const status = options.get('status');
  if (status !== undefined && name !== 'list') {
    throw new UsageError('--status only applies to the list command.');
  }

  const version = options.get('reviewed-version');
  if (version !== undefined && name !== 'approve') {
    throw new UsageError('--reviewed-version only applies to the approve command.');
  }

  const note = options.get('note');
  if (note !== undefined && !(name in decisionCommands)) {
    throw new UsageError('--note only applies to the approve, reject and reverify commands.');
  }

  if (name === 'list') {
    if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}" after list.`);
    return { command: { name: 'list', status: parseStatus(status) }, url, key };
  }

  if (name === 'show') {
    return { command: { name, email: parseEmail(name, rest) }, url, key };
  }

  if (name === 'history') {
    const [value, ...extra] = rest;
    if (value !== undefined && extra.length === 0 && uuidPattern.test(value.trim())) {
      return { command: { name, lawyer: { id: value.trim().toLowerCase() } }, url, key };
    }
    if (value === undefined) {
      throw new UsageError(`Missing e-mail or id: ${reviewerCommand} history <email|id>`);
    }
    return { command: { name, lawyer: { email: parseEmail(name, rest) } }, url, key };
  }

  if (name === 'approve') {
    const email = parseEmail(name, rest);
    if (version === undefined) {
      throw new UsageError(
        `Missing --reviewed-version: run ${reviewerCommand} show ${email}, check the profile, then ` +
          'approve the version it printed.',
      );
    }
    return {
      command: {
        name,
        decision: decisionCommands[name],
        email,
        version: parseVersion(version),
        note: parseNote(note),
      },
      url,
      key,
    };
  }

  if (name === 'reject' || name === 'reverify') {
    return {
      command: {
        name,
        decision: decisionCommands[name],
        email: parseEmail(name, rest),
        note: parseNote(note),
      },
      url,
      key,
    };
  }

  throw new UsageError(`Unknown command "${name}".`);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseEmail(command: string, rest: readonly string[]): string {
  const [email, ...extra] = rest;
  if (email === undefined) {
    throw new UsageError(`Missing e-mail: ${reviewerCommand} ${command} <email>`);
  }
  if (extra.length > 0) {
    throw new UsageError(`Unexpected argument "${extra[0]}": ${command} takes one e-mail address.`);
  }
  const trimmed = email.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) {
    throw new UsageError(`"${email}" is not an e-mail address.`);
  }
  return trimmed;
}

/**
 * A version is the profile's updated_at as the API returns it, e.g.
 * 2026-11-23T10:15:30.123456+00:00. It is passed on as written: a Date would drop the
 * microseconds, and the database compares them.
 */
function parseVersion(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/.test(value)) {
    throw new UsageError(
      `"${value}" is not a profile version: copy it from the output of ${reviewerCommand} show <email>.`,
    );
  }
  return value;
}

/** The note as the database stores it: trimmed, at most maxNoteLength characters. */
function parseNote(value: string | undefined): string | null {
  if (value === undefined) return null;
  const length = [...value].length;
  if (length > maxNoteLength) {
    throw new UsageError(
      `The note has ${length} characters; the lawyer can be sent at most ${maxNoteLength}.`,
    );
  }
  return value;
}

function parseStatus(value: string | undefined): StatusFilter | null {
  if (value === undefined) return null;
  const normalized = value.toLowerCase().replace(/[\s_]+/g, '-');
  const match = statusFilters.find((status) => status === normalized);
  if (!match) {
    throw new UsageError(`Unknown status "${value}": use one of ${statusFilters.join(', ')}.`);
  }
  return match;
}
