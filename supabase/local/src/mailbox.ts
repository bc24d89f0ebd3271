import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface MailDevServer {
  listen(callback: (error?: Error) => void): void;
  close(callback: () => void): void;
}
type MailDevConstructor = new (options: Record<string, unknown>) => MailDevServer;

export interface Mailbox {
  webUrl: string;
  smtpPort: number;
  stop(): Promise<void>;
}

/**
 * MailDev catches every e-mail the auth server sends. Its web UI and REST API
 * (`GET /email`, `DELETE /email/all`) share one port.
 */
export async function startMailbox(options: {
  host: string;
  webPort: number;
  smtpPort: number;
}): Promise<Mailbox> {
  const MailDev = require('maildev') as MailDevConstructor;
  const server = new MailDev({
    ip: options.host,
    smtp: options.smtpPort,
    web: options.webPort,
    silent: true,
    noOutgoing: true,
  });
  await new Promise<void>((resolve, reject) =>
    server.listen((error) => (error ? reject(error) : resolve())),
  );
  return {
    webUrl: `http://localhost:${options.webPort}`,
    smtpPort: options.smtpPort,
    stop: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
