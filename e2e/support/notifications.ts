/**
 * The e-mails the notification worker sends (docs/product/notifications.md), read from MailDev's
 * REST API as a person reads their inbox: `GET /email` (every message since the mailbox started,
 * with its headers and attachments) and `GET /email/:id/attachment/:file`. Polled, never waited
 * for by the clock.
 */
import { mailboxUrl } from './apps.ts';

export interface MailAttachment {
  fileName: string;
  /** The name MailDev stores it under: the one `/email/:id/attachment/:file` takes. */
  generatedFileName: string;
  contentType: string;
}

export interface Mail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  /** Header names in lower case. */
  headers: Record<string, string | string[]>;
  to: { address: string; name: string }[];
  attachments?: MailAttachment[];
}

async function allMail(): Promise<Mail[]> {
  const response = await fetch(`${mailboxUrl()}/email`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${mailboxUrl()}/email answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Every message to `address`, oldest first. */
export async function mailTo(address: string): Promise<Mail[]> {
  const wanted = address.toLowerCase();
  return (await allMail()).filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === wanted),
  );
}

/**
 * Polls the mailbox until a message to `address` satisfies `matches`; resolves with the first
 * such. Fails after `timeoutMs`, listing the subjects `address` did get.
 */
export async function waitForMail(
  address: string,
  matches: (mail: Mail) => boolean,
  { timeoutMs = 30_000, what = 'the expected e-mail' } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  let seen: Mail[] = [];
  for (;;) {
    seen = await mailTo(address);
    const found = seen.find(matches);
    if (found) return found;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${what} to ${address} did not arrive within ${timeoutMs / 1000} s; ` +
      `${address} got ${seen.length} message(s)${seen.map((mail) => `\n  ${mail.subject}`).join('')}`,
  );
}

/** The first link in the text part that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}[^\\s<>"')\\]]*`).exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no link to ${prefix} in "${mail.subject}":\n${mail.text}`);
  return link;
}

/** A header's value (the first, if it was sent more than once). */
export function header(mail: Mail, name: string): string | undefined {
  const value = mail.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The message's calendar invitation (`text/calendar`, `.ics`) as text. */
export async function calendarAttachment(mail: Mail): Promise<string> {
  const attachment = mail.attachments?.find(
    (candidate) =>
      candidate.contentType?.startsWith('text/calendar') || /\.ics$/i.test(candidate.fileName),
  );
  if (!attachment) {
    throw new Error(
      `"${mail.subject}" has no calendar attachment: ${JSON.stringify(mail.attachments ?? [])}`,
    );
  }
  const url = `${mailboxUrl()}/email/${mail.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/**
 * An iCalendar text's properties (RFC 5545: folded lines joined), each as `NAME` → values;
 * parameters (`DTSTART;TZID=...`) are kept in the name after the first `;`.
 */
export function calendarProperties(ics: string): Map<string, string[]> {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const properties = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
    properties.set(name, [...(properties.get(name) ?? []), line.slice(colon + 1)]);
  }
  return properties;
}

/** An iCalendar UTC time (`20261201T060000Z`) as a Date. */
export function calendarUtcTime(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`not a UTC date-time: ${value}`);
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day!, hours!, minutes!, seconds!));
}
