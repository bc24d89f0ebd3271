import { createServer } from 'node:net';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly service: string,
    readonly envVar: string,
  ) {
    super(
      `Port ${port} (${service}) is already in use. Stop whatever is listening there ` +
        `(is the local stack already running?) or choose another port with ${envVar}=<port>.`,
    );
    this.name = 'PortInUseError';
  }
}

export async function assertPortFree(
  port: number,
  host: string,
  service: string,
  envVar: string,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, service, envVar) : error),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
