/** Commands and ports for specs: every server of the suite runs inside the test runner. */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

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
