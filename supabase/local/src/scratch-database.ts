import postgres from 'postgres';
import { randomBytes } from 'node:crypto';

/**
 * A throwaway database on the PostgreSQL server behind `adminUrl`, so a test run or a
 * benchmark never touches data it did not create. Returns the new database's URL.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.unsafe(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await withAdmin(adminUrl, (admin) => admin.unsafe(`drop database if exists ${name} with (force)`));
}

async function withAdmin(adminUrl: string, run: (admin: postgres.Sql) => Promise<unknown>) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
