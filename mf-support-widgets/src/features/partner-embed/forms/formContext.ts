import type { EmbedConfig } from '../api/embedConfig';
import type { EmbedClient } from '../api/partnerApi';
import type { FramePartner } from '../api/partnerSubmissions';

/** What a form needs: where it renders, the API, the partner it files for, and its ending. */
export interface FormContext {
  /** The frame's shadow root: the forms' styles and dialogs live there. */
  root: ShadowRoot;
  client: EmbedClient;
  contact: EmbedConfig['contact'];
  /**
   * Our site (config.json's site.url, else where embed.js is served): the confirmation links to
   * its status page in a new tab. Null: no link.
   */
  siteUrl: string | null;
  partner: FramePartner;
  /** The dialog has closed (Escape, a close button, or done). */
  onClose: () => void;
}
