// Clear "port in use" errors before starting servers, instead of a stack trace from deep inside one.
import { createServer } from 'node:net';

function isPortFree(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** `entries`: [{ port, label, envName }]. Returns the message for the ports already taken, or null. */
export async function describeBusyPorts(entries) {
  const busy = [];
  for (const entry of entries) {
    if (!(await isPortFree(entry.port))) busy.push(entry);
  }
  if (busy.length === 0) return null;
  return busy
    .map(
      ({ port, label, envName }) =>
        `Port ${port} (${label}) is already in use. Stop whatever is listening there ` +
        `(is NyayaConnect already running?) or choose another port with ${envName}=<port>.`,
    )
    .join('\n');
}
