import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assertPortFree,
  busyPortsMessage,
  freePort,
  freePortRange,
  freePorts,
  isPortFree,
  listenOn,
  PortInUseError,
  portInUseMessage,
} from './ports.cjs';

const servers: Server[] = [];

async function occupy(port: number): Promise<Server> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen({ port }, resolve));
  return server;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((closed) => server.close(closed))),
  );
});

describe('isPortFree', () => {
  it('is false while something listens on the port and true once it stops', async () => {
    const port = await freePort();
    expect(await isPortFree(port)).toBe(true);
    const server = await occupy(port);
    expect(await isPortFree(port)).toBe(false);
    await new Promise((closed) => server.close(closed));
    expect(await isPortFree(port)).toBe(true);
  });

  it('rejects a failure that is not "in use" instead of calling the port taken', async () => {
    await expect(isPortFree(await freePort(), { host: '192.0.2.1' })).rejects.toMatchObject({
      code: 'EADDRNOTAVAIL',
    });
  });
});

describe('the message for a taken port', () => {
  it('names the port, what wanted it and the variable that moves it', () => {
    expect(portInUseMessage({ port: 3000, label: 'shell', envName: 'SHELL_PORT' })).toBe(
      'Port 3000 (shell) is already in use. Stop whatever is listening there (is NyayaConnect ' +
        'already running?) or choose another port with SHELL_PORT=<port>.',
    );
    expect(
      portInUseMessage(
        {
          port: 54321,
          label: 'Supabase API',
          envName: 'SUPABASE_API_PORT',
          owner: 'the local stack',
        },
        ', or reuse it',
      ),
    ).toContain(
      '(is the local stack already running?) or choose another port with SUPABASE_API_PORT=<port>, or reuse it.',
    );
  });

  it('assertPortFree rejects with a PortInUseError only when the port is taken', async () => {
    const port = await freePort();
    const entry = { port, label: 'shell', envName: 'SHELL_PORT' };
    await expect(assertPortFree(entry)).resolves.toBeUndefined();
    await occupy(port);
    const error = await assertPortFree(entry).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortInUseError);
    expect(error).toMatchObject({ port, label: 'shell', envName: 'SHELL_PORT' });
    expect((error as Error).message).toBe(portInUseMessage(entry));
  });

  it('busyPortsMessage lists the taken ports only, or is null', async () => {
    const [taken, free] = await freePorts(2);
    const entries = [
      { port: taken!, label: 'shell', envName: 'SHELL_PORT' },
      { port: free!, label: 'mf_directory', envName: 'MF_DIRECTORY_PORT' },
    ];
    expect(await busyPortsMessage(entries)).toBeNull();
    await occupy(taken!);
    expect(await busyPortsMessage(entries, ', or stop it')).toBe(
      portInUseMessage(entries[0]!, ', or stop it'),
    );
  });

  it('listenOn turns EADDRINUSE into a PortInUseError and listens otherwise', async () => {
    const port = await freePort();
    await occupy(port);
    const entry = { port, label: 'mf_directory', envName: 'MF_DIRECTORY_PORT' };
    await expect(listenOn(createServer(), entry)).rejects.toBeInstanceOf(PortInUseError);

    const other = createServer();
    servers.push(other);
    const otherPort = await freePort();
    await listenOn(other, { ...entry, port: otherPort });
    expect(other.address()).toMatchObject({ port: otherPort });
  });
});

describe('freePort', () => {
  it('gives ports below the ephemeral range, never the same one twice', async () => {
    const ports = await freePorts(20);
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(freePortRange.lowest);
      expect(port).toBeLessThanOrEqual(freePortRange.highest);
      expect(port).toBeLessThan(32_768);
    }
  });
});
