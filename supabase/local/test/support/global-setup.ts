import type { TestProject } from 'vitest/node';
import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config.ts';
import { startLocalStack, type LocalStack } from '../../src/stack.ts';
import { buildFixtures, fixturesSql, type Fixtures } from './fixtures.ts';
import { freePort } from './free-port.ts';

export interface TestEnvironment {
  apiUrl: string;
  mailUrl: string;
  publishableKey: string;
  secretKey: string;
  databaseKind: 'pglite' | 'postgres';
  /** The database the stack uses (Postgres runs only), for tests that start a second stack. */
  databaseUrl: string | null;
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
  const databaseUrl = adminUrl ? await createScratchDatabase(adminUrl) : null;

  const [apiPort, mailWebPort, mailSmtpPort] = [await freePort(), await freePort(), await freePort()];
  const config = loadConfig({
    SUPABASE_API_PORT: String(apiPort),
    MAILDEV_WEB_PORT: String(mailWebPort),
    MAILDEV_SMTP_PORT: String(mailSmtpPort),
    SUPABASE_DATA_DIR: ':memory:',
    DATABASE_URL: databaseUrl ?? '',
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

async function createScratchDatabase(adminUrl: string): Promise<string> {
  const name = `nyaya_test_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropScratchDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
