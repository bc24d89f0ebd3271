/**
 * The worker as `npm start` runs it, in a child process of its own: `node --import tsx
 * src/cli/worker.ts` (one process, so a SIGKILL hits the worker itself, not a wrapper).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/** As package.json's `start`: a small young generation keeps the worker's memory low. */
const workerNodeFlags = ['--max-semi-space-size=4'];

export interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Peak resident memory seen by sampling /proc (MB), since start. */
  peakRssMb(): number;
}

export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(
    process.execPath,
    [...workerNodeFlags, '--import', 'tsx', 'src/cli/worker.ts'],
    {
      cwd: packageDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let peak = 0;
  const sampler = setInterval(async () => {
    try {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // exited
    }
  }, 200);
  void exited.then(() => clearInterval(sampler));
  return {
    child,
    output: () => output,
    async waitForOutput(text, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text)) {
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`the worker did not print "${text}":\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    peakRssMb: () => peak,
  };
}
