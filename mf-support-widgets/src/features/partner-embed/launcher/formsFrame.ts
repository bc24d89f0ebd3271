import type { SupportedLanguage } from '@nyaya/shared-platform';
import { h } from '../dom';
import { FRAME_CHANNEL, FRAME_PATH, readFrameMessage } from '../frame/frameMessages';
import type { FormKind } from './menuEntries';

export interface FormsFrameOptions {
  /** Where embed.js came from: the frame is served beside it, on our origin. */
  embedUrl: URL;
  partnerId: string;
  /** The database's ticket for this page (public.embed_partner). */
  ticket: string;
  /** The frame's forms show this language, like the launcher. */
  language: SupportedLanguage;
  title: string;
  /** The frame's dialog closed: the launcher takes the focus back. */
  onClosed: () => void;
}

const READY_WITHIN_MS = 15_000;

/**
 * The forms' frame on the partner's page: an iframe of our origin over the whole viewport,
 * added on the visitor's first intent and shown while a form is open. The page and the frame
 * exchange only which form to open, 'ready' and 'closed', each side checking the other's window
 * and origin; what the visitor types stays in the frame.
 */
export function createFormsFrame({
  embedUrl,
  partnerId,
  ticket,
  language,
  title,
  onClosed,
}: FormsFrameOptions) {
  const frameUrl = new URL(FRAME_PATH, embedUrl);
  const frameOrigin = frameUrl.origin;
  frameUrl.hash = new URLSearchParams({ partner: partnerId, ticket, lang: language }).toString();
  const iframe = h('iframe', {
    class: 'forms-frame',
    src: frameUrl.href,
    title,
    hidden: true,
    // No reason to hide the page's origin from the frame: the database checks it.
    referrerpolicy: 'origin',
    allow: 'clipboard-write',
  });
  let markReady!: () => void;
  let markFailed!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  const timer = setTimeout(
    () => markFailed(new Error(`${frameUrl.origin}/${FRAME_PATH} did not answer.`)),
    READY_WITHIN_MS,
  );

  window.addEventListener('message', (event) => {
    if (event.source !== iframe.contentWindow || event.origin !== frameOrigin) return;
    const message = readFrameMessage(event.data);
    if (message?.type === 'ready') {
      clearTimeout(timer);
      markReady();
    } else if (message?.type === 'closed') {
      iframe.hidden = true;
      onClosed();
    }
  });

  return {
    element: iframe,
    /** Shows the frame with `form` open and the focus in it; rejects if the frame never loaded. */
    async open(form: FormKind) {
      await ready;
      iframe.hidden = false;
      iframe.focus();
      iframe.contentWindow?.postMessage(
        { channel: FRAME_CHANNEL, type: 'open', form },
        frameOrigin,
      );
    },
  };
}

export type FormsFrame = ReturnType<typeof createFormsFrame>;
