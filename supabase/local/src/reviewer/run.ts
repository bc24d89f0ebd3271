import type { DatabaseClient } from '../types/database.ts';
import {
  parseArguments,
  reviewerCommand,
  usage,
  UsageError,
  type ApprovalStatus,
  type Command,
} from './args.ts';
import { createReviewerClient, resolveTarget } from './client.ts';
import { ApiCallError, explainApiFailure, ReviewerError, type ApiTarget } from './errors.ts';
import { formatDecision, formatHistory, formatLawyerList, formatLawyerProfile } from './format.ts';
import {
  AmbiguousEmailError,
  ChangedSinceReviewError,
  findAccountByEmail,
  findAccountById,
  findLawyerProfile,
  listLawyerProfiles,
  setLawyerApproval,
  verificationHistory,
  type Account,
} from './repository.ts';

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

const consoleOutput: Output = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

/** Runs `npm run reviewer -- ...`; resolves to the exit code (0 done, 1 failed). */
export async function runReviewer(
  argv: readonly string[],
  options: { env?: Record<string, string | undefined>; output?: Output } = {},
): Promise<number> {
  const output = options.output ?? consoleOutput;
  let target: ApiTarget | undefined;
  try {
    const args = parseArguments(argv);
    if (args.command.name === 'help') {
      output.out(usage);
      return 0;
    }
    target = resolveTarget(args, options.env ?? process.env);
    const client = await createReviewerClient(target);
    output.out(await execute(client, args.command, target));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`${error.message}\n\n${usage}`);
    } else if (error instanceof ReviewerError) {
      output.err(error.message);
    } else if (error instanceof ApiCallError && target) {
      output.err(explainApiFailure(error, target).message);
    } else {
      output.err(`The reviewers' tool failed unexpectedly: ${String(error)}`);
      if (error instanceof Error && error.stack) output.err(error.stack);
    }
    return 1;
  }
}

async function execute(
  client: DatabaseClient,
  command: Exclude<Command, { name: 'help' }>,
  target: ApiTarget,
): Promise<string> {
  if (command.name === 'list') {
    const profiles = await listLawyerProfiles(client, { status: command.status });
    return formatLawyerList(profiles, { url: target.url, status: command.status });
  }
  if (command.name === 'history') return history(client, command.lawyer, target);
  const { account, profile } = await findSubmission(client, command.email, target);
  if (command.name === 'show') return formatLawyerProfile(account, profile);
  return decide(client, account, profile.approvalStatus, command);
}

/** Every decision on a lawyer found by e-mail or id, including those on earlier versions. */
async function history(
  client: DatabaseClient,
  lawyer: { email: string } | { id: string },
  target: ApiTarget,
): Promise<string> {
  const account =
    'id' in lawyer
      ? await findAccountById(client, lawyer.id)
      : await findAccount(client, lawyer.email);
  if (!account) {
    const what = 'id' in lawyer ? `the id ${lawyer.id}` : `the e-mail ${lawyer.email}`;
    throw new ReviewerError(`No account with ${what} at ${target.url}.`);
  }
  const profile = await findLawyerProfile(client, account.id);
  if (!profile) {
    throw new ReviewerError(
      `${account.email} has no lawyer profile, so no verification history (a client account?).`,
    );
  }
  return formatHistory(account, profile.name, await verificationHistory(client, account.id));
}

async function findAccount(client: DatabaseClient, email: string) {
  try {
    return await findAccountByEmail(client, email);
  } catch (error) {
    if (error instanceof AmbiguousEmailError) {
      throw new ReviewerError(
        `${error.ids.length} accounts have the e-mail ${email} (ids ${error.ids.join(', ')}); ` +
          'look this one up by its id.',
      );
    }
    throw error;
  }
}

/** The account with this e-mail and its lawyer profile; ReviewerError if either is missing. */
async function findSubmission(client: DatabaseClient, email: string, target: ApiTarget) {
  let account;
  try {
    account = await findAccountByEmail(client, email);
  } catch (error) {
    if (error instanceof AmbiguousEmailError) {
      throw new ReviewerError(
        `${error.ids.length} accounts have the e-mail ${email} (ids ${error.ids.join(', ')}); ` +
          'decide this one in the Supabase dashboard.',
      );
    }
    throw error;
  }
  if (!account) {
    throw new ReviewerError(`No account with the e-mail ${email} at ${target.url}.`);
  }

  const profile = await findLawyerProfile(client, account.id);
  if (!profile || profile.approvalStatus === null) throw notSubmitted(account);
  return { account, profile };
}

function notSubmitted(account: Account): ReviewerError {
  return new ReviewerError(
    `${account.email} has no verification submitted: there is no lawyer profile to review ` +
      '(a client account, or a lawyer who has not sent their details yet).',
  );
}

async function decide(
  client: DatabaseClient,
  account: Account,
  before: ApprovalStatus | null,
  command: Extract<Command, { decision: unknown }>,
): Promise<string> {
  const version = command.name === 'approve' ? command.version : null;
  let recorded;
  try {
    recorded = await setLawyerApproval(client, account.id, command.decision, version, command.note);
  } catch (error) {
    if (error instanceof ChangedSinceReviewError) {
      throw new ReviewerError(
        `${account.email} has changed their profile since version ${version}; nothing was ` +
          `approved. Run ${reviewerCommand} show ${account.email} to check the current version, ` +
          'then approve that one.',
      );
    }
    throw error;
  }
  if (recorded === null) throw notSubmitted(account); // deleted in the meantime
  return formatDecision(account, before, recorded, command.decision, version);
}
