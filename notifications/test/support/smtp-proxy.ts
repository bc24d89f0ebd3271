import net from 'node:net';

/**
 * A TCP proxy in front of MailDev's SMTP port that the test can take down and bring back on
 * the same port: the worker sees an SMTP server that is gone (connection refused), then back.
 */
export interface SmtpProxy {
  port: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpProxy(targetPort: number, port = 0): Promise<SmtpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let boundPort = port;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(boundPort, '127.0.0.1', () => {
        boundPort = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const down = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return { port: boundPort, down, up: listen, close: down };
}
