import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stateFile, tempDir } from './paths.ts';

/** What global setup started (or found running), for teardown and for tests. */
export interface GlobalState {
  startedAt: string;
  /** `node scripts/serve.mjs`, when the suite started it (absent when reused). */
  serve?: { pid: number; logFile: string };
  supabase: {
    mode: 'in-process' | 'reused';
    apiUrl: string;
    mailUrl: string;
    /** The fresh PGlite data directory of an in-process stack; removed by teardown. */
    dataDir?: string;
  };
}

export function writeGlobalState(state: GlobalState): void {
  mkdirSync(tempDir, { recursive: true });
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
}

export function readGlobalState(): GlobalState | null {
  if (!existsSync(stateFile)) return null;
  return JSON.parse(readFileSync(stateFile, 'utf8')) as GlobalState;
}

export function removeGlobalState(): void {
  rmSync(stateFile, { force: true });
}

/**
 * The in-process Supabase stack lives in the runner process, where global setup and teardown
 * both run; this is how teardown reaches it.
 */
export interface RunningStack {
  stop(): Promise<void>;
}
const stackKey = Symbol.for('nyaya.e2e.localStack');
type StackHolder = { [stackKey]?: RunningStack };

export function holdStack(stack: RunningStack | undefined): void {
  (globalThis as StackHolder)[stackKey] = stack;
}

export function heldStack(): RunningStack | undefined {
  return (globalThis as StackHolder)[stackKey];
}
