import type { EmbedConfig } from './api/embedConfig';
import type { SupportedLanguage } from '@nyaya/shared-platform';
import type { Partner } from './api/partnerApi';
import { h } from './dom';
import { createFormsFrame, type FormsFrame } from './launcher/formsFrame';
import { createHelpLauncher } from './launcher/HelpLauncher';
import { launcherStyles } from './launcher/launcherStyles';
import { menuEntries, type FormKind } from './launcher/menuEntries';
import { t } from './strings';

/** The one name the embed adds to the partner's page. */
export const WIDGET_TAG = 'nyaya-support-widget';

export interface WidgetContext {
  config: EmbedConfig;
  partner: Partner;
  /** Where embed.js came from; the forms' frame is served beside it. */
  embedUrl: URL;
  /** The widget's language (language.ts); the forms' frame shows the same. */
  language: SupportedLanguage;
}

/**
 * The partner widget: the floating help in a shadow root, so the page's CSS cannot reach it
 * and its own CSS cannot leak out. The forms are not here: they open in a frame of our own
 * origin (launcher/formsFrame), added on the first sign that the visitor may open one
 * (hovering, focusing or opening the menu), so what the visitor types never passes through the
 * page's JavaScript (docs/adr/0022).
 */
export class SupportWidgetElement extends HTMLElement {
  #frame: FormsFrame | undefined;
  /** The Help button, which gets the focus back when a form closes. */
  #returnFocus: HTMLElement | null = null;

  mount(context: WidgetContext) {
    if (this.shadowRoot) return;
    // Open, so assistive technology and test tools see into it like the rest of the page.
    const shadow = this.attachShadow({ mode: 'open' });
    const notice = h('p', { class: 'load-error', role: 'alert', hidden: true });
    const launcher = createHelpLauncher({
      entries: menuEntries(context.config),
      onIntent: () => void this.#loadFrame(context),
      onOpenForm: (kind, trigger) => {
        this.#returnFocus = trigger;
        void this.#openForm(kind, context, notice);
      },
    });
    shadow.append(h('style', {}, launcherStyles), notice, launcher);
  }

  #loadFrame(context: WidgetContext): FormsFrame {
    if (!this.#frame) {
      this.#frame = createFormsFrame({
        embedUrl: context.embedUrl,
        partnerId: context.partner.id,
        ticket: context.partner.frameTicket,
        language: context.language,
        title: t('embed.frameTitle'),
        onClosed: () => this.#returnFocus?.focus(),
      });
      this.shadowRoot!.append(this.#frame.element);
    }
    return this.#frame;
  }

  async #openForm(kind: FormKind, context: WidgetContext, notice: HTMLElement) {
    const frame = this.#loadFrame(context);
    try {
      await frame.open(kind);
      notice.hidden = true;
    } catch (error) {
      console.error('[NyayaConnect] The support form could not be loaded.', error);
      // A frame that never answered is dropped, so the next attempt loads it again.
      frame.element.remove();
      this.#frame = undefined;
      notice.textContent = t('embed.formsUnavailable');
      notice.hidden = false;
    }
  }
}
