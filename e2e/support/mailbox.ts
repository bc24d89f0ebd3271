/**
 * The local mailbox (MailDev, http://localhost:54324 or MAILDEV_WEB_PORT): auth e-mails the
 * stack sends, read through MailDev's REST API. Mirrors supabase/local/test/support/mailbox.ts.
 */
import { mailboxUrl } from './apps.ts';

export interface MailAddress {
  address: string;
  name: string;
}

export interface MailMessage {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: MailAddress[];
  from: MailAddress[];
  date: string;
}

export async function listEmails(mailUrl = mailboxUrl()): Promise<MailMessage[]> {
  const response = await fetch(`${mailUrl}/email`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${mailUrl}/email answered ${response.status}`);
  return (await response.json()) as MailMessage[];
}

/** Empties the mailbox (`DELETE /email/all`). */
export async function clearMailbox(mailUrl = mailboxUrl()): Promise<void> {
  const response = await fetch(`${mailUrl}/email/all`, {
    method: 'DELETE',
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`DELETE ${mailUrl}/email/all answered ${response.status}`);
}

function isAddressedTo(message: MailMessage, to: string): boolean {
  return message.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase());
}

/**
 * Polls until a message to `to` (with a matching subject, when given) arrives; resolves to the
 * newest one. The error names who did get mail.
 */
export async function waitForEmail(
  to: string,
  options: { subject?: string | RegExp; timeoutMs?: number; mailUrl?: string } = {},
): Promise<MailMessage> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const deadline = Date.now() + timeoutMs;
  const matchesSubject = (message: MailMessage) =>
    options.subject === undefined ||
    (typeof options.subject === 'string'
      ? message.subject === options.subject
      : options.subject.test(message.subject));
  let seen: MailMessage[] = [];
  for (;;) {
    seen = await listEmails(options.mailUrl);
    const found = seen.filter((message) => isAddressedTo(message, to) && matchesSubject(message));
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const received = seen.map(
    (message) =>
      `${message.to.map((recipient) => recipient.address).join(', ')}: ${message.subject}`,
  );
  throw new Error(
    `No e-mail to ${to} arrived within ${timeoutMs} ms; the mailbox has ${seen.length}` +
      (received.length ? `:\n  ${received.slice(-10).join('\n  ')}` : '.'),
  );
}

function decodeEntities(url: string): string {
  return url.replaceAll('&amp;', '&').replaceAll('&#x3D;', '=').replaceAll('&#61;', '=');
}

/** The confirmation link (`…/auth/v1/verify?token=…`) from the text part, else the HTML part. */
export function extractConfirmationLink(message: MailMessage): string {
  const fromText = /https?:\/\/[^\s<>"']+\/auth\/v1\/verify\?[^\s<>"']+/.exec(message.text ?? '');
  if (fromText) return decodeEntities(fromText[0]);
  const fromHtml = /href\s*=\s*["'](https?:\/\/[^"']+\/auth\/v1\/verify\?[^"']+)["']/i.exec(
    message.html ?? '',
  );
  if (fromHtml?.[1]) return decodeEntities(fromHtml[1]);
  throw new Error(`No /auth/v1/verify link in the e-mail "${message.subject}"`);
}
