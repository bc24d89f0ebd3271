import type { SupportedLanguage } from '@nyaya/shared-platform';
import { loadEmbedConfig } from '../api/embedConfig';
import { createEmbedClient } from '../api/partnerApi';
import { openForm } from '../forms';
import { loadFormStrings } from '../language';
import { FRAME_CHANNEL, readFrameMessage, type FrameMessage } from './frameMessages';
import { embeddingPageOrigin } from './pageOrigin';

const LOG_PREFIX = '[NyayaConnect support widget]';

export interface FrameParams {
  partnerId: string;
  ticket: string;
  /** The launcher's language; English unless it said Hindi. */
  language: SupportedLanguage;
}

/**
 * The partner's id, its frame ticket and the widget's language, which the launcher put in the
 * frame's URL fragment.
 */
export function readFrameParams(hash: string): FrameParams | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const partnerId = params.get('partner')?.trim();
  const ticket = params.get('ticket')?.trim();
  const language = params.get('lang') === 'hi' ? 'hi' : 'en';
  return partnerId && ticket ? { partnerId, ticket, language } : null;
}

/**
 * The forms' frame (embed/frame.html), on our own origin inside a partner's page: the visitor
 * types here and the frame sends the submission itself, so nothing typed passes through the
 * page's JavaScript (docs/adr/0022). It answers only the page the browser says embeds it, and
 * only the messages of frameMessages.
 */
export async function startFrame(): Promise<void> {
  const pageOrigin = embeddingPageOrigin();
  const params = readFrameParams(location.hash);
  if (!pageOrigin || !params) {
    console.error(`${LOG_PREFIX} The support frame works only inside a partner's page.`);
    return;
  }
  const post = (message: FrameMessage) => window.parent.postMessage(message, pageOrigin);
  document.documentElement.lang = params.language;
  const [config] = await Promise.all([
    loadEmbedConfig(new URL('../embed.js', location.href)),
    loadFormStrings(params.language),
  ]);
  const client = createEmbedClient(config);
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  let open = false;

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== pageOrigin) return;
    const message = readFrameMessage(event.data);
    if (message?.type !== 'open' || open) return;
    open = true;
    openForm(message.form, {
      root,
      client,
      contact: config.contact,
      siteUrl: config.siteUrl,
      partner: { id: params.partnerId, pageOrigin, ticket: params.ticket },
      onClose: () => {
        open = false;
        post({ channel: FRAME_CHANNEL, type: 'closed' });
      },
    });
  });
  post({ channel: FRAME_CHANNEL, type: 'ready' });
}
