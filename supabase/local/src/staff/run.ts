import { loadConfig } from '../config.ts';
import { createReviewerClient, resolveTarget } from '../reviewer/client.ts';
import {
  ApiCallError,
  explainApiFailure,
  isLocalUrl,
  ReviewerError as ToolError,
  type ApiTarget,
} from '../reviewer/errors.ts';
import { AmbiguousEmailError, findAccountByEmail } from '../reviewer/repository.ts';
import type { DatabaseClient } from '../types/database.ts';
import { parseArguments, staffCommand, usage, UsageError, type Command } from './args.ts';
import { formatGrant, formatRevoke, formatStaffList } from './format.ts';
import {
  createAccountInLocalDatabase,
  createAccountThroughAdminApi,
  grantCapability,
  listStaff,
  NoAdminApiError,
  revokeCapability,
  sendPasswordReset,
} from './repository.ts';

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

type Env = Record<string, string | undefined>;

const consoleOutput: Output = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

const staffTool = 'The staff tool';

/** Runs `npm run staff -- ...`; resolves to the exit code (0 done, 1 failed). */
export async function runStaffTool(
  argv: readonly string[],
  options: { env?: Env; output?: Output } = {},
): Promise<number> {
  const output = options.output ?? consoleOutput;
  const env = options.env ?? process.env;
  let target: ApiTarget | undefined;
  try {
    const args = parseArguments(argv);
    if (args.command.name === 'help') {
      output.out(usage);
      return 0;
    }
    target = resolveTarget(args, env, staffTool);
    const client = await createReviewerClient(target);
    output.out(await execute(client, args.command, target, env));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`${error.message}\n\n${usage}`);
    } else if (error instanceof ToolError) {
      output.err(error.message);
    } else if (error instanceof ApiCallError && target) {
      output.err(explainApiFailure(error, target, staffTool).message);
    } else {
      output.err(`The staff tool failed unexpectedly: ${String(error)}`);
      if (error instanceof Error && error.stack) output.err(error.stack);
    }
    return 1;
  }
}

async function execute(
  client: DatabaseClient,
  command: Exclude<Command, { name: 'help' }>,
  target: ApiTarget,
  env: Env,
): Promise<string> {
  if (command.name === 'list') return formatStaffList(await listStaff(client), target.url);

  let account = await findAccount(client, command.email);
  const capabilitiesOf = async (userId: string) =>
    (await listStaff(client)).find((member) => member.userId === userId)?.capabilities ?? [];

  if (command.name === 'revoke') {
    if (!account) {
      throw new ToolError(`No account with the e-mail ${command.email} at ${target.url}.`);
    }
    const before = await capabilitiesOf(account.id);
    await revokeCapability(client, account.id, command.capability);
    const after = await capabilitiesOf(account.id);
    return formatRevoke({ ...command, fullName: account.fullName, before, after });
  }

  let newAccount = false;
  if (!account) {
    const siteOrigin = siteOriginFor(command.siteUrl, target, env);
    const id = await createAccount(client, command.email, command.fullName, target, env);
    newAccount = true;
    account = { id, email: command.email.toLowerCase(), fullName: command.fullName };
    // Granted first: a failed e-mail leaves a staff account the person can still reach
    // through "Forgot password", and the message says so.
    await grantCapability(client, id, command.capability);
    try {
      await sendPasswordReset(client, account.email, siteOrigin);
    } catch (error) {
      const reason = error instanceof ApiCallError ? error.failure.error.message : String(error);
      throw new ToolError(
        `Granted ${command.capability} to ${account.email} (new account), but the password-reset ` +
          `e-mail was not sent: ${reason}. They can use "Forgot password" on the sign-in dialog.`,
      );
    }
    return formatGrant({
      ...command,
      email: account.email,
      fullName: account.fullName,
      before: [],
      after: await capabilitiesOf(id),
      newAccount,
    });
  }

  const before = await capabilitiesOf(account.id);
  await grantCapability(client, account.id, command.capability);
  const after = await capabilitiesOf(account.id);
  return formatGrant({
    ...command,
    email: account.email,
    fullName: account.fullName,
    before,
    after,
    newAccount,
  });
}

async function findAccount(client: DatabaseClient, email: string) {
  try {
    return await findAccountByEmail(client, email);
  } catch (error) {
    if (error instanceof AmbiguousEmailError) {
      throw new ToolError(
        `${error.ids.length} accounts have the e-mail ${email} (ids ${error.ids.join(', ')}); ` +
          'grant or revoke this one in the Supabase dashboard.',
      );
    }
    throw error;
  }
}

/**
 * A new account through the auth admin API; on the local stack, which has none
 * (@supabase/lite), in the stack's database as the demo accounts are seeded.
 */
async function createAccount(
  client: DatabaseClient,
  email: string,
  fullName: string | null,
  target: ApiTarget,
  env: Env,
): Promise<string> {
  try {
    return await createAccountThroughAdminApi(client, email.toLowerCase(), fullName);
  } catch (error) {
    if (!(error instanceof NoAdminApiError)) throw error;
    if (!isLocalUrl(target.url)) {
      throw new ToolError(
        `${target.url} has no auth admin API (${error.message}), so no account can be created ` +
          `for ${email}. Create it in the Supabase dashboard, then run ${staffCommand} grant again.`,
      );
    }
  }
  try {
    return await createAccountInLocalDatabase(email.toLowerCase(), fullName, env);
  } catch (error) {
    throw new ToolError(
      `Could not create the account ${email} in the local stack's database: ` +
        `${error instanceof Error ? error.message : String(error)}. Is the local stack running ` +
        '(`npm run db:start`) with the same SUPABASE_DB_PORT or DATABASE_URL?',
    );
  }
}

/** Where the reset e-mail links: --site-url, else SITE_URL, else the local site (SHELL_PORT). */
function siteOriginFor(siteUrl: string | null, target: ApiTarget, env: Env): string {
  if (siteUrl) return siteUrl;
  const fromEnv = env.SITE_URL?.trim();
  if (fromEnv && URL.canParse(fromEnv)) return new URL(fromEnv).origin;
  if (isLocalUrl(target.url)) return loadConfig(env).siteOrigin;
  throw new ToolError(
    `No account has the e-mail; to create one, say which site its password-reset e-mail links to: ` +
      `pass --site-url https://<your site> or set SITE_URL.`,
  );
}
