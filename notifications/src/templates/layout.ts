import type { TFunction } from 'i18next';
import type { MailContent } from './content.ts';
import { escapeHtml, oneLine } from './text.ts';

export interface LayoutOptions {
  t: TFunction;
  recipientName: string | null;
  /** The footer: why the recipient gets this mail, and for optional mails how to stop it. */
  footer: { reason: string; unsubscribe?: { label: string; url: string } };
}

/** The HTML and plain-text bodies of a mail. Every string is escaped here, once. */
export function layout(
  content: MailContent,
  options: LayoutOptions,
): { html: string; text: string } {
  const { t } = options;
  const name = oneLine(options.recipientName ?? '');
  const greeting = name ? t('mail.common.greeting', { name }) : t('mail.common.greetingNoName');
  return { html: html(content, options, greeting), text: text(content, options, greeting) };
}

function html(content: MailContent, { t, footer }: LayoutOptions, greeting: string): string {
  const e = escapeHtml;
  const p = (s: string) => `<p style="margin:0 0 16px">${e(s)}</p>`;
  const a = (label: string, url: string) =>
    `<a href="${e(url)}" style="color:#1d4ed8">${e(label)}</a>`;
  const parts: string[] = [p(greeting), ...content.paragraphs.slice(0, 1).map(p)];
  if (content.items?.length) {
    parts.push(
      `<ul style="margin:0 0 16px;padding-left:20px">${content.items
        .map((item) => `<li style="margin:0 0 8px">${a(item.text, item.url)}</li>`)
        .join('')}</ul>`,
    );
  }
  if (content.quote) {
    parts.push(
      `<p style="margin:0 0 4px;font-weight:600">${e(content.quote.label)}</p>` +
        `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #cbd5e1;white-space:pre-line">${e(content.quote.text)}</blockquote>`,
    );
  }
  parts.push(...content.paragraphs.slice(1).map(p));
  if (content.action) {
    parts.push(
      `<p style="margin:0 0 16px"><a href="${e(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${e(content.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#475569">${e(t('mail.common.linkFallback', { url: content.action.url }))}</p>`,
    );
  }
  for (const link of content.links ?? [])
    parts.push(`<p style="margin:0 0 16px">${a(link.label, link.url)}</p>`);
  parts.push(p(t('mail.common.signature')));
  const foot = [e(footer.reason)];
  if (footer.unsubscribe) foot.push(a(footer.unsubscribe.label, footer.unsubscribe.url));
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${e(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">',
    ...parts,
    `<p style="margin:24px 0 0;font-size:12px;color:#64748b">${foot.join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');
}

function text(content: MailContent, { t, footer }: LayoutOptions, greeting: string): string {
  const blocks: string[] = [greeting, ...content.paragraphs.slice(0, 1)];
  if (content.items?.length)
    blocks.push(content.items.map((item) => `- ${item.text}\n  ${item.url}`).join('\n'));
  if (content.quote) blocks.push(`${content.quote.label}:\n${content.quote.text}`);
  blocks.push(...content.paragraphs.slice(1));
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  for (const link of content.links ?? []) blocks.push(`${link.label}: ${link.url}`);
  blocks.push(t('mail.common.signature'));
  const foot = ['--', footer.reason];
  if (footer.unsubscribe) foot.push(`${footer.unsubscribe.label}: ${footer.unsubscribe.url}`);
  blocks.push(foot.join('\n'));
  return `${blocks.join('\n\n')}\n`;
}
