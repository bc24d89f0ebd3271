import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config.ts';
import { startLocalStack, type LocalStack } from '../../src/stack.ts';
import { buildFixtures, fixturesSql, type Fixtures } from './fixtures.ts';
import { freePort } from '@nyaya/build-kit/ports';
import { createScratchDatabase, dropScratchDatabase } from '../../src/scratch-database.ts';

export interface TestEnvironment {
  apiUrl: string;
  mailUrl: string;
  publishableKey: string;
  secretKey: string;
  databaseKind: 'pglite' | 'postgres';
  /** The database the stack uses (Postgres runs only), for tests that start a second stack. */
  databaseUrl: string | null;
  /**
   * The stack's database for PostgreSQL clients: on PGlite the stack's own SUPABASE_DB_PORT,
   * on PostgreSQL the scratch database (as databaseUrl).
   */
  stackDatabaseUrl: string;
  fixtures: Fixtures;
}

declare module 'vitest' {
  export interface ProvidedContext {
    env: TestEnvironment;
  }
}

/**
 * Starts one local stack for the whole run: PGlite in memory by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL. Ports are picked free,
 * so a developer's running stack on 54321 is left alone.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL || null;
  const databaseUrl = adminUrl ? await createScratchDatabase(adminUrl, 'nyaya_test') : null;

  const [apiPort, mailWebPort, mailSmtpPort, dbPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const config = loadConfig({
    SUPABASE_API_PORT: String(apiPort),
    MAILDEV_WEB_PORT: String(mailWebPort),
    MAILDEV_SMTP_PORT: String(mailSmtpPort),
    SUPABASE_DB_PORT: String(dbPort),
    SUPABASE_DATA_DIR: ':memory:',
    DATABASE_URL: databaseUrl ?? '',
    // Every file signs in and up from 127.0.0.1, far more often than a person does: the
    // limits are 100 times config.toml's here. auth-hardening.test.ts tests the real ones.
    SUPABASE_AUTH_RATE_LIMIT_SCALE: '100',
    // The files expect the site and the demo partner page at their default ports, whatever
    // the environment moved (moved-ports.test.ts starts a stack with moved ones).
    SHELL_PORT: '3000',
    DEMO_PARTNER_PORT: '3006',
  });

  let stack: LocalStack | undefined;
  try {
    stack = await startLocalStack(config);
    const fixtures = buildFixtures();
    await stack.database.runScript(fixturesSql(fixtures));

    project.provide('env', {
      apiUrl: stack.apiUrl,
      mailUrl: stack.mailUrl,
      publishableKey: config.publishableKey,
      secretKey: config.secretKey,
      databaseKind: stack.database.kind,
      databaseUrl,
      stackDatabaseUrl: stack.databaseUrl,
      fixtures,
    });
  } catch (error) {
    await stack?.stop();
    if (adminUrl && databaseUrl) await dropScratchDatabase(adminUrl, databaseUrl);
    throw error;
  }

  return async () => {
    await stack?.stop();
    if (adminUrl && databaseUrl) await dropScratchDatabase(adminUrl, databaseUrl);
  };
}
