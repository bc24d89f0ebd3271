// The local Supabase stack for benchmarks: the one already running (`npm start`, `pnpm db:start`)
// or, when none answers, one started for the run on a fresh PGlite folder and stopped after it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../build-kit/src/apps.cjs';
import { parseEnvFile } from '../../build-kit/src/runtime-config.cjs';
import { dbStartArgs, pnpmCommand } from './pnpm.mjs';
import { answers, supabaseReady, waitForUrls } from './services.mjs';

/** The committed local-only keys (README, "Local-only keys"), overridden by the environment. */
export function localKeys(env = process.env) {
  const file = parseEnvFile(readFileSync(join(repoRoot, 'supabase', '.env.local'), 'utf8'));
  return {
    publishableKey: env.SUPABASE_PUBLISHABLE_KEY ?? file.SUPABASE_PUBLISHABLE_KEY,
    secretKey: env.SUPABASE_SECRET_KEY ?? file.SUPABASE_SECRET_KEY,
  };
}

/** Resolves with `{ started, stop() }` once the stack answers. */
export async function ensureLocalStack() {
  if (await answers([supabaseReady()])) return { started: false, stop: async () => {} };
  const dataDir = mkdtempSync(join(os.tmpdir(), 'nyaya-bench-stack-'));
  const [command, ...prefix] = pnpmCommand;
  const stack = spawn(command, [...prefix, ...dbStartArgs], {
    cwd: repoRoot,
    env: { ...process.env, SUPABASE_DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((done) => stack.once('exit', done));
  await waitForUrls([supabaseReady()], 180_000);
  return {
    started: true,
    async stop() {
      process.kill(-stack.pid, 'SIGINT');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
