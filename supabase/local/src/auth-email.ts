import type { EmailDriver, EmailMessage } from '@supabase/lite';
import { createHash } from 'node:crypto';

/**
 * @supabase/lite builds verification links on `site_url` (it assumes the API shares the
 * site's origin). Here the API has its own origin, as on hosted Supabase, where GoTrue
 * uses the API's external URL. This driver points the links back at the API before the
 * message goes out, so "Confirm your mail" works from the mailbox.
 *
 * lite's HTML part has only the link, its text part the 6-digit code too. The site lets the
 * user enter that code (a link opened on another device, a mail client that breaks links), so
 * the HTML part states the code as well.
 */
export class ApiLinkEmailDriver implements EmailDriver {
  constructor(
    private readonly inner: EmailDriver,
    private readonly siteUrl: string,
    private readonly apiUrl: string,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const from = `${this.siteUrl.replace(/\/$/, '')}/auth/v1/`;
    const to = `${this.apiUrl.replace(/\/$/, '')}/auth/v1/`;
    const rewrite = (body?: string) => body?.replaceAll(from, to);
    const code = offeredCode(message.text);
    const html = code ? withCode(rewrite(message.html), code) : rewrite(message.html);
    await this.inner.send({ ...message, text: rewrite(message.text), html });
  }
}

/** The 6-digit code an auth e-mail's text offers ("... with this code: 123456"). */
export function offeredCode(text: string | undefined): string | null {
  return /with this code: (\d{6})\b/.exec(text ?? '')?.[1] ?? null;
}

const codeBlock = (code: string) =>
  `<p>Or enter this code on the site:</p>` +
  `<p style="font-size:28px;font-weight:700;letter-spacing:6px;">${code}</p>`;

function withCode(html: string | undefined, code: string): string | undefined {
  if (html === undefined || html.includes('Or enter this code')) return html;
  return html.includes('</body>')
    ? html.replace('</body>', `${codeBlock(code)}</body>`)
    : `${html}${codeBlock(code)}`;
}

/** How lite keys an e-mailed code: SHA-256 of the lower-case address and the code, in hex. */
export function emailTokenHash(email: string, code: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}${code}`).digest('hex');
}

/**
 * The sign-up confirmation as lite words it (subject, text with code and link), for a
 * confirmation sent again. The link is the API's `/verify`, returning to `redirectTo`.
 */
export function confirmationEmail({
  to,
  code,
  apiUrl,
  redirectTo,
}: {
  to: string;
  code: string;
  apiUrl: string;
  redirectTo: string;
}): EmailMessage {
  const link = new URL('/auth/v1/verify', apiUrl);
  link.searchParams.set('token', emailTokenHash(to, code));
  link.searchParams.set('type', 'signup');
  link.searchParams.set('redirect_to', redirectTo);
  const href = link.toString();
  const escapedHref = href.replaceAll('&', '&amp;');
  return {
    to,
    subject: 'Confirm Your Signup',
    text: `Confirm your signup with this code: ${code}\n\nOr follow this link: ${href}`,
    html:
      `<h2>Confirm your signup</h2><p>Follow this link to confirm your account:</p>` +
      `<p><a href="${escapedHref}">Confirm your email</a></p>${codeBlock(code)}`,
  };
}
