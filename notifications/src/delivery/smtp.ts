import nodemailer from 'nodemailer';
import type { SmtpSettings, WorkerConfig } from '../config/env.ts';
import type { RenderedMail } from '../templates/index.ts';

export interface Mailer {
  send(mail: RenderedMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP, with pooled connections and timeouts well inside the job's
 * expiry (60 s), so a hung server fails the attempt instead of holding the job.
 */
export function createMailer(smtp: WorkerConfig['smtp'], from: string): Mailer {
  const common = {
    pool: true,
    maxConnections: 5,
    maxMessages: 500,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as const;
  const transport = nodemailer.createTransport({
    ...common,
    ...(typeof smtp === 'string' ? { url: smtp } : settings(smtp)),
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        headers: mail.headers,
        icalEvent: mail.icalEvent,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      transport.close();
    },
  };
}

function settings(smtp: SmtpSettings) {
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
  };
}

/**
 * A permanent SMTP failure: the server answered with a 5xx reply (the address or the
 * message is refused). Connection errors, timeouts and 4xx replies may pass: retry.
 */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
