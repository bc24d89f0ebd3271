/**
 * Stops everything global setup started, and any server a test started but could not stop
 * (a crashed worker): runs after every run, failed or not.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  heldStack,
  holdStack,
  readGlobalState,
  removeGlobalState,
} from './support/global-state.ts';
import { tempDir } from './support/paths.ts';
import { stopLeftoverServers } from './support/processes.ts';

export default async function globalTeardown(): Promise<void> {
  const state = readGlobalState();
  const problems: string[] = [];
  const attempt = async (what: string, action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  // The main servers and any server a test started but could not stop (its pid file is left).
  await attempt('stopping the web servers', async () => {
    await stopLeftoverServers();
  });
  await attempt('stopping the local Supabase stack', async () => {
    await heldStack()?.stop();
    holdStack(undefined);
  });
  if (state?.supabase.dataDir) {
    const { dataDir } = state.supabase;
    await attempt(`removing ${dataDir}`, async () =>
      rmSync(dataDir, { recursive: true, force: true }),
    );
  }
  // Builds, config files and databases of this run; the server logs stay for reading.
  await attempt(`clearing ${tempDir}`, async () => {
    if (!existsSync(tempDir)) return;
    for (const entry of readdirSync(tempDir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'pids') {
        rmSync(join(tempDir, entry.name), { recursive: true, force: true });
      }
    }
  });
  removeGlobalState();
  if (problems.length > 0) throw new Error(`e2e teardown:\n  ${problems.join('\n  ')}`);
}
