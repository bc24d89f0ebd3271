'use strict';

const net = require('node:net');

/**
 * Port probing for every tool of the repository: `npm start` and `pnpm dev` refusing to start
 * on a taken port, the local Supabase stack checking its own ports, the servers naming the
 * variable that moves a port, and tests and benchmarks picking free ones.
 * Node built-ins only: the root scripts load this file by path before `pnpm install` has run.
 */

/**
 * Where freePort() picks from: below Linux's ephemeral range (32768-60999). A port the OS hands
 * out for listen(0) comes from that range, and so does the local port of every outgoing
 * connection: between picking such a port and a child process binding it, one of a test
 * suite's many requests can take it. Ports from here are never given to outgoing connections,
 * and the platform's usual ports (3000-3005, 3007, 3008, 54321-54325) are outside it.
 */
const freePortRange = Object.freeze({ lowest: 20_000, highest: 32_767 });

/**
 * `Port 3000 (shell) is already in use. Stop whatever is listening there (is NyayaConnect
 * already running?) or choose another port with SHELL_PORT=<port>.` `owner` names what is
 * probably holding it; `hint` is appended to the last sentence.
 */
function portInUseMessage({ port, label, envName, owner = 'NyayaConnect' }, hint = '') {
  return (
    `Port ${port} (${label}) is already in use. Stop whatever is listening there (is ` +
    `${owner} already running?) or choose another port with ${envName}=<port>${hint}.`
  );
}

/** A port that is taken, with the message that says how to move it. */
class PortInUseError extends Error {
  constructor(entry, hint = '') {
    super(portInUseMessage(entry, hint));
    this.name = 'PortInUseError';
    this.port = entry.port;
    this.label = entry.label;
    this.envName = entry.envName;
  }
}

/**
 * Whether a server could listen on `port` now. Listens exclusively (on every interface unless
 * `host` is given) and closes again; a port in use resolves false, any other failure (no
 * permission, an unknown host) rejects, since "in use" would send the reader the wrong way.
 */
function isPortFree(port, { host } = {}) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Rejects with a PortInUseError when `entry.port` ({ port, label, envName, owner? }) is taken. */
async function assertPortFree(entry, { host, hint } = {}) {
  if (!(await isPortFree(entry.port, { host }))) throw new PortInUseError(entry, hint);
}

/** One message naming every taken port of `entries` and the variable that moves it, or null. */
async function busyPortsMessage(entries, hint = '', { host } = {}) {
  const free = await Promise.all(entries.map(({ port }) => isPortFree(port, { host })));
  const busy = entries.filter((_, index) => !free[index]);
  return busy.length ? busy.map((entry) => portInUseMessage(entry, hint)).join('\n') : null;
}

/**
 * `server.listen(entry.port)` (a node:net or node:http server) as a promise that rejects with a
 * PortInUseError when the port is taken, instead of a bare EADDRINUSE.
 */
function listenOn(server, entry, { host } = {}) {
  return new Promise((listening, failed) => {
    const onError = (error) =>
      failed(error.code === 'EADDRINUSE' ? new PortInUseError(entry) : error);
    server.once('error', onError);
    server.listen({ port: entry.port, host }, () => {
      server.off('error', onError);
      listening();
    });
  });
}

// Handed out already by this process: a caller may not have bound one yet when it asks again.
const givenPorts = new Set();

/** A port nothing listens on, from freePortRange, not handed out before by this process. */
async function freePort({ host } = {}) {
  const { lowest, highest } = freePortRange;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest + 1));
    if (givenPorts.has(port) || !(await isPortFree(port, { host }))) continue;
    givenPorts.add(port);
    return port;
  }
  throw new Error(`No free port between ${lowest} and ${highest}`);
}

/** `count` different free ports (freePort). */
async function freePorts(count, options) {
  const ports = [];
  while (ports.length < count) ports.push(await freePort(options));
  return ports;
}

module.exports = {
  freePortRange,
  portInUseMessage,
  PortInUseError,
  isPortFree,
  assertPortFree,
  busyPortsMessage,
  listenOn,
  freePort,
  freePorts,
};
