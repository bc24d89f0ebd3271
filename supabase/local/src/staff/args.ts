/**
 * Command-line arguments of the staff tool (`npm run staff -- ...`, or `pnpm staff ...`):
 *   grant <email> reviewer|support [--name <full name>] [--site-url <url>]
 *   revoke <email> reviewer|support
 *   list
 * with --url and --key to point it at another project (hosted Supabase), as the reviewers'
 * tool takes them. Staff capabilities are described in docs/product/users-and-roles.md.
 */
import type { ParseArgsConfig } from 'node:util';
import { readCommandLine, UsageError } from '../reviewer/args.ts';

export { UsageError };

/** How the README runs the tool with only Node and npm; messages quote it. */
export const staffCommand = 'npm run staff --';

export const capabilities = ['reviewer', 'support'] as const;
export type Capability = (typeof capabilities)[number];

/** The longest full name a profile takes (full_name_at_most_200_chars). */
export const maxNameLength = 200;

export type Command =
  | { name: 'help' }
  | { name: 'list' }
  /**
   * `fullName`: the name a new account gets (what the console shows, e.g. "Already taken by
   * <name>"); ignored for an existing account. `siteUrl`: where the password-reset e-mail of a
   * new account links to (the site's /reset-password page); null: the local site.
   */
  | {
      name: 'grant';
      email: string;
      capability: Capability;
      fullName: string | null;
      siteUrl: string | null;
    }
  | { name: 'revoke'; email: string; capability: Capability };

export interface ParsedArguments {
  command: Command;
  /** --url and --key, when given; they win over the environment and supabase/.env.local. */
  url: string | null;
  key: string | null;
}

export const usage = `Usage: ${staffCommand} <command> [options]   (with pnpm: pnpm staff <command> [options])

Commands
  grant <email> reviewer|support
                  Give the account with this e-mail a staff capability: reviewer (lawyer
                  verifications) or support (callbacks and complaints). If no account has the
                  e-mail, one is created (e-mail confirmed, no password) and a password-reset
                  e-mail is sent so the person chooses a password.
  revoke <email> reviewer|support
                  Take a capability away. An account without capabilities is no longer staff.
  list            Every staff account and its capabilities.

Options
  --name <full name>  With grant, the name of a new account (shown to other staff).
  --site-url <url>    With grant, the site the password-reset e-mail links to
                      (default: SITE_URL, else the local site: http://localhost:$SHELL_PORT).
  --url <url>         Supabase API URL, e.g. https://<project-ref>.supabase.co
                      (default: SUPABASE_URL, else the local stack: http://localhost:$SUPABASE_API_PORT,
                      else supabase/.env.local's URL)
  --key <key>         The project's secret key (sb_secret_...) or legacy service_role key
                      (default: SUPABASE_SECRET_KEY, else supabase/.env.local).
                      Prefer the variable: a key on the command line lands in shell history.
  -h, --help          Show this help.

Examples
  ${staffCommand} grant meera.iyer@example.in reviewer --name "Meera Iyer"
  ${staffCommand} grant rohan.das@example.in support
  ${staffCommand} revoke rohan.das@example.in support
  ${staffCommand} list
  SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SECRET_KEY=<secret> ${staffCommand} grant a@b.in support --site-url https://nyaya.example.in`;

const optionConfig = {
  url: { type: 'string' },
  key: { type: 'string' },
  name: { type: 'string' },
  'site-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

export function parseArguments(argv: readonly string[]): ParsedArguments {
  const { positional, options, help } = readCommandLine(argv, optionConfig);

  const url = options.get('url') ?? null;
  const key = options.get('key') ?? null;
  const [name, ...rest] = positional;

  if (help || name === 'help') return { command: { name: 'help' }, url, key };
  if (name === undefined) throw new UsageError('Missing command.');

  const fullName = options.get('name');
  if (fullName !== undefined && name !== 'grant') {
    throw new UsageError('--name only applies to the grant command.');
  }
  const siteUrl = options.get('site-url');
  if (siteUrl !== undefined && name !== 'grant') {
    throw new UsageError('--site-url only applies to the grant command.');
  }

  if (name === 'list') {
    if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}" after list.`);
    return { command: { name: 'list' }, url, key };
  }

  if (name === 'grant' || name === 'revoke') {
    const [email, capability, ...extra] = rest;
    if (email === undefined) {
      throw new UsageError(`Missing e-mail: ${staffCommand} ${name} <email> reviewer|support`);
    }
    if (capability === undefined) {
      throw new UsageError(
        `Missing capability: ${staffCommand} ${name} ${email.trim()} reviewer|support`,
      );
    }
    if (extra.length > 0) {
      throw new UsageError(
        `Unexpected argument "${extra[0]}": ${name} takes one e-mail address and one capability.`,
      );
    }
    const parsedEmail = parseEmail(email);
    const parsedCapability = parseCapability(capability);
    if (name === 'revoke') {
      return { command: { name, email: parsedEmail, capability: parsedCapability }, url, key };
    }
    return {
      command: {
        name,
        email: parsedEmail,
        capability: parsedCapability,
        fullName: parseName(fullName),
        siteUrl: siteUrl === undefined ? null : parseSiteUrl(siteUrl),
      },
      url,
      key,
    };
  }

  throw new UsageError(`Unknown command "${name}".`);
}

function parseEmail(email: string): string {
  const trimmed = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
    throw new UsageError(`"${email}" is not an e-mail address.`);
  }
  return trimmed;
}

function parseCapability(value: string): Capability {
  const normalized = value.trim().toLowerCase();
  const match = capabilities.find((capability) => capability === normalized);
  if (!match) {
    throw new UsageError(`Unknown capability "${value}": use reviewer or support.`);
  }
  return match;
}

function parseName(value: string | undefined): string | null {
  if (value === undefined) return null;
  const length = [...value].length;
  if (length > maxNameLength) {
    throw new UsageError(`The name has ${length} characters; at most ${maxNameLength} are kept.`);
  }
  return value;
}

function parseSiteUrl(value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new UsageError(`"${value}" is not a URL: use e.g. https://nyaya.example.in.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UsageError(`"${value}" must be an http:// or https:// URL.`);
  }
  return parsed.origin;
}
