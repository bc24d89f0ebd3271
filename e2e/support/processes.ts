/** Commands and ports for specs: every server of the suite runs inside the test runner. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * A port nobody listens on now, below the ephemeral range so that no outgoing connection of
 * the suite takes it before a server binds it (build-kit's port helper, loaded by path as the
 * scripts load it).
 */
export { freePort } from '../../build-kit/src/ports.cjs';

/** Runs a command to completion; rejects with its output when it fails. */
export async function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean },
): Promise<string> {
  const env = { ...process.env, ...options.env };
  const { stdout } = await promisify(execFile)(command, args, {
    cwd: options.cwd,
    env,
    maxBuffer: 64 << 20,
  });
  return stdout;
}
