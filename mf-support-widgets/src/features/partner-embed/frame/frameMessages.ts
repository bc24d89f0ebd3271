import type { FormKind } from '../launcher/menuEntries';

/**
 * What the launcher on the partner's page and the forms' frame say to each other: which form
 * to open, that the frame is ready, that its dialog closed. Never anything the visitor typed.
 */
export type FrameMessage =
  | { channel: typeof FRAME_CHANNEL; type: 'open'; form: FormKind }
  | { channel: typeof FRAME_CHANNEL; type: 'ready' | 'closed' };

export const FRAME_CHANNEL = 'nyaya-support-frame';

/** The frame's page, beside embed.js's chunks (its path lets the server allow partners to frame it). */
export const FRAME_PATH = 'embed/frame.html';

const FORMS: readonly string[] = ['callback', 'complaint'] satisfies FormKind[];

/** `data` if it is one of our messages, else null (any other script may post to a window). */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.channel !== FRAME_CHANNEL) return null;
  if (message.type === 'ready' || message.type === 'closed') {
    return { channel: FRAME_CHANNEL, type: message.type };
  }
  if (message.type === 'open' && typeof message.form === 'string' && FORMS.includes(message.form)) {
    return { channel: FRAME_CHANNEL, type: 'open', form: message.form as FormKind };
  }
  return null;
}
