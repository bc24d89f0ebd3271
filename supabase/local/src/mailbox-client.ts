/**
 * A client for the local mailbox: the e-mails the auth server sent, read from MailDev's REST API
 * (`GET {mailUrl}/email`: every message caught since the mailbox started). Tests use it to
 * follow confirmation links.
 */

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

export interface MailboxOptions {
  /** MailDev's web URL, e.g. http://localhost:54324. */
  mailUrl: string;
}

export async function listEmails({ mailUrl }: MailboxOptions): Promise<MailMessage[]> {
  const response = await fetch(`${mailUrl}/email`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${mailUrl}/email answered ${response.status}`);
  return (await response.json()) as MailMessage[];
}

function isAddressedTo(message: MailMessage, to: string): boolean {
  return message.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase());
}

/**
 * Polls the mailbox until a message to `to` (matching `subject`, when given) arrives;
 * resolves to the newest such message. Fails after `timeoutMs` naming who did get mail.
 */
export async function waitForEmail(
  to: string,
  options: MailboxOptions & { timeoutMs?: number; subject?: string | RegExp },
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
    seen = await listEmails(options);
    const found = seen.filter((message) => isAddressedTo(message, to) && matchesSubject(message));
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const recipients = seen.map(
    (message) =>
      `${message.to.map((recipient) => recipient.address).join(', ')}: ${message.subject}`,
  );
  throw new Error(
    `No e-mail to ${to}${options.subject ? ` with subject ${String(options.subject)}` : ''} ` +
      `arrived within ${timeoutMs} ms. The mailbox has ${seen.length} message(s)` +
      (recipients.length ? `:\n  ${recipients.slice(-10).join('\n  ')}` : '.'),
  );
}

/** The messages addressed to `to`, oldest first (to check that nothing was sent). */
export async function emailsTo(to: string, options: MailboxOptions): Promise<MailMessage[]> {
  return (await listEmails(options)).filter((message) => isAddressedTo(message, to));
}

/** Empties the mailbox (`DELETE /email/all`). */
export async function clearMailbox({ mailUrl }: MailboxOptions): Promise<void> {
  const response = await fetch(`${mailUrl}/email/all`, {
    method: 'DELETE',
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`DELETE ${mailUrl}/email/all answered ${response.status}`);
}

function decodeEntities(url: string): string {
  return url.replaceAll('&amp;', '&').replaceAll('&#x3D;', '=').replaceAll('&#61;', '=');
}

/**
 * The confirmation link (`.../auth/v1/verify?token=...&type=signup&redirect_to=...`) from
 * the text part, or from the HTML part's links when there is no text part.
 */
export function extractConfirmationLink(message: MailMessage): string {
  const fromText = /https?:\/\/[^\s<>"']+\/auth\/v1\/verify\?[^\s<>"']+/.exec(message.text ?? '');
  if (fromText) return decodeEntities(fromText[0]);
  const fromHtml = /href\s*=\s*["'](https?:\/\/[^"']+\/auth\/v1\/verify\?[^"']+)["']/i.exec(
    message.html ?? '',
  );
  if (fromHtml) return decodeEntities(fromHtml[1]!);
  throw new Error(
    `No confirmation link (/auth/v1/verify) in the e-mail "${message.subject}" to ` +
      `${message.to.map((recipient) => recipient.address).join(', ')}:\n${message.text ?? message.html ?? ''}`,
  );
}
