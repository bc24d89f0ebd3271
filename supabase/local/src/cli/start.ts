/**
 * `npm run db:start`: the local Supabase API and MailDev in the foreground. Ctrl-C stops both.
 */
import { PortInUseError } from '@nyaya/build-kit/ports';
import { loadConfig } from '../config.ts';
import { redactPassword } from '../database.ts';
import { demoAccounts, demoPassword } from '../demo-accounts.ts';
import { startLocalStack } from '../stack.ts';

const config = loadConfig();

try {
  const stack = await startLocalStack(config, { log: (message) => console.log(`  ${message}`) });
  const width = Math.max(...demoAccounts.map((account) => account.email.length));
  console.log(
    [
      '',
      'NyayaConnect local Supabase is running',
      `  API         ${stack.apiUrl}   (/rest/v1, /auth/v1)`,
      `  Mailbox     ${stack.mailUrl}   (MailDev UI; REST: GET /email)`,
      `  Database    ${stack.database.kind} at ${stack.database.location}`,
      // PGlite's URL is the stack's own (any password works); a PostgreSQL URL's password is not.
      `  Database URL ${stack.database.kind === 'pglite' ? stack.databaseUrl : redactPassword(stack.databaseUrl)}`,
      '',
      'Local-only keys (from supabase/.env.local; never use them for a hosted project)',
      `  SUPABASE_PUBLISHABLE_KEY  ${config.publishableKey}`,
      `  SUPABASE_SECRET_KEY       ${config.secretKey}`,
      '',
      `Demo accounts (password: ${demoPassword})`,
      ...demoAccounts.map((account) => `  ${account.email.padEnd(width)}  ${account.note}`),
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping local Supabase...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('\nThe local Supabase stack could not start:', error);
  }
  process.exit(1);
}
