#!/usr/bin/env node
// The notification worker beside the local stack, for `npm start` and `npm run dev`: waits until
// the stack answers (its database is served by then), then runs the worker on the stack's
// database with MailDev as its mail server (scripts/lib/notification-worker.mjs). Ctrl-C stops
// it: the worker runs in a process group of its own and gets the signal once, from here.
//
// --stop-with-stdin  stop when stdin closes: the e2e suite runs it so, and a runner that ends in
//                    any way (SIGKILL too) closes the pipe, so the worker never outlives it.
import { parseArgs } from 'node:util';
import {
  localWorkerEnv,
  runWorkerProcess,
  workerCommand,
  workerDir,
} from './lib/notification-worker.mjs';
import { supabaseReady, waitForUrls } from './lib/services.mjs';

const { values: options } = parseArgs({ options: { 'stop-with-stdin': { type: 'boolean' } } });

let worker = null;
let stopping = false;
const stop = async (signal) => {
  if (!worker) process.exit(0); // still waiting for the stack: nothing to stop
  stopping = true;
  await worker.stop(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
if (options['stop-with-stdin']) {
  process.stdin.on('end', () => stop('SIGTERM'));
  process.stdin.resume();
}

// As long as the stack takes (a first start migrates and seeds): the group's own readiness
// check decides when that is too long.
await waitForUrls([supabaseReady()], 30 * 60_000);
worker = runWorkerProcess(workerCommand, {
  cwd: workerDir,
  env: localWorkerEnv(),
  detached: true,
  onLine: (line, stream) =>
    (stream === 'stderr' ? process.stderr : process.stdout).write(`${line}\n`),
});
const how = await worker.exited;
// Stopped on request: done. Ended by itself: a failure, so the rest of the group stops too.
process.exit(stopping || how === 0 ? 0 : typeof how === 'number' ? how : 1);
