/**
 * The worker's settings, from the environment only (docs/product/notifications.md):
 * the same code runs beside the local stack (MailDev) and against the hosted database with a
 * real SMTP provider.
 */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
}

export interface WorkerConfig {
  databaseUrl: string;
  /** An smtp:// or smtps:// URL, or the parts. */
  smtp: string | SmtpSettings;
  mailFrom: string;
  siteUrl: string;
}

export class ConfigError extends Error {}

export const defaultMailFrom = 'NyayaConnect <no-reply@nyaya.test>';
/** The local shell's origin, moved with SHELL_PORT like the rest of the site (README, ports). */
export function defaultSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://localhost:${env.SHELL_PORT || 3000}`;
}

function flag(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const databaseUrl = env.NOTIFICATIONS_DATABASE_URL || env.DATABASE_URL;
  if (!databaseUrl) {
    throw new ConfigError(
      'Set NOTIFICATIONS_DATABASE_URL (or DATABASE_URL) to the database whose notifications to deliver, e.g. postgres://postgres:postgres@127.0.0.1:54322/postgres for the local stack.',
    );
  }
  let smtp: WorkerConfig['smtp'];
  if (env.SMTP_URL) {
    if (!/^smtps?:\/\//i.test(env.SMTP_URL)) {
      throw new ConfigError('SMTP_URL must start with smtp:// or smtps://.');
    }
    smtp = env.SMTP_URL;
  } else if (env.SMTP_HOST) {
    const secure = flag(env.SMTP_SECURE);
    const port = Number(env.SMTP_PORT || (secure ? 465 : 587));
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new ConfigError(`SMTP_PORT is not a port: ${env.SMTP_PORT}`);
    }
    smtp = {
      host: env.SMTP_HOST,
      port,
      secure,
      user: env.SMTP_USER || null,
      password: env.SMTP_PASSWORD || null,
    };
  } else {
    throw new ConfigError(
      'Set SMTP_URL (e.g. smtp://127.0.0.1:54325 for the local MailDev) or SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASSWORD/SMTP_SECURE.',
    );
  }
  return {
    databaseUrl,
    smtp,
    mailFrom: env.MAIL_FROM || defaultMailFrom,
    siteUrl: env.SITE_URL || defaultSiteUrl(env),
  };
}

/** Where the worker sends, for the start-up line (never a password). */
export function describeSmtp(smtp: WorkerConfig['smtp']): string {
  if (typeof smtp === 'string') {
    try {
      const url = new URL(smtp);
      return `${url.protocol}//${url.host}`;
    } catch {
      return 'smtp';
    }
  }
  return `${smtp.secure ? 'smtps' : 'smtp'}://${smtp.host}:${smtp.port}`;
}
