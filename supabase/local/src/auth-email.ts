import type { EmailDriver, EmailMessage } from '@supabase/lite';
import { createHash } from 'node:crypto';

/**
 * @supabase/lite builds verification links on `site_url` (it assumes the API shares the
 * site's origin). Here the API has its own origin, as on hosted Supabase, where GoTrue
 * uses the API's external URL. This driver points the links back at the API before the
 * message goes out, so "Confirm your mail" works from the mailbox.
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
    await this.inner.send({ ...message, text: rewrite(message.text), html: rewrite(message.html) });
  }
}

// Both parts state the 6-digit code, which the site lets the user enter (lite's templates do).
const codeBlock = (code: string) =>
  `<p>Or enter this code:</p>` +
  `<p style="font-size:28px;font-weight:700;letter-spacing:6px;">${code}</p>`;

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
