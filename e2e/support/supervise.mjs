/* global process, console, setInterval, clearInterval, setTimeout */
// Runs a command and stops it when the process that started this one goes away.
//
//   node supervise.mjs <command> [args...]
//
// The suite starts servers in their own process group (so teardown can stop the whole group)
// through this wrapper: if the test runner or a worker dies without its teardown (killed,
// crashed, a second Ctrl-C), the wrapper notices that its parent changed and stops its group,
// so no server outlives the run.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node supervise.mjs <command> [args...]');
  process.exit(2);
}

const parentPid = process.ppid;
const child = spawn(command, args, { stdio: 'inherit' });

function signalOwnGroup(signal) {
  try {
    process.kill(-process.pid, signal);
  } catch {
    child.kill(signal);
  }
}

const watchdog = setInterval(() => {
  if (process.ppid === parentPid) return;
  clearInterval(watchdog);
  signalOwnGroup('SIGTERM');
  setTimeout(() => signalOwnGroup('SIGKILL'), 3000).unref();
}, 250);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}

child.once('error', (error) => {
  console.error(`${command} could not start: ${error.message}`);
  process.exit(1);
});
child.once('exit', (code, signal) => {
  clearInterval(watchdog);
  process.exit(code ?? (signal ? 1 : 0));
});
