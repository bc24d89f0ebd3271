import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768–60999). A port the OS hands out for listen(0) comes
// from that range, and so does the local port of every outgoing connection: between picking
// such a port and a child process binding it, one of the suite's many requests can take it
// (EADDRINUSE). Ports from here are never given to outgoing connections.
const lowest = 20_000;
const highest = 32_767;

// Handed out already in this process: a caller may not have bound one yet when it asks again.
const given = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port on 127.0.0.1 that nothing listens on and no outgoing connection will take. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest + 1));
    if (given.has(port) || !(await isFree(port))) continue;
    given.add(port);
    return port;
  }
  throw new Error(`No free port between ${lowest} and ${highest}`);
}
