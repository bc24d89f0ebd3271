export { loadConfig, loadLocalEnv, type LocalStackConfig } from './config.ts';
export { startLocalStack, type LocalStack, type StartOptions } from './stack.ts';
export { openDatabase, type OpenDatabase, type DatabaseKind } from './database.ts';
export { listMigrations, applyPendingMigrations } from './migrations.ts';
export { PortInUseError } from '@nyaya/build-kit/ports';
export { demoAccounts, demoPassword } from './demo-accounts.ts';
export {
  clearMailbox,
  emailsTo,
  extractConfirmationLink,
  listEmails,
  waitForEmail,
  type MailMessage,
  type MailboxOptions,
} from './mailbox-client.ts';
