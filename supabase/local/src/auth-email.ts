import type { EmailDriver, EmailMessage } from '@supabase/lite';

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
