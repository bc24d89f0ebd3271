import type { EmbedConfig } from './api/embedConfig';
import type { EmbedClient, Partner } from './api/partnerApi';
import { h } from './dom';
import type { FormsModule } from './forms';
import { createHelpLauncher } from './launcher/HelpLauncher';
import { launcherStyles } from './launcher/launcherStyles';
import { menuEntries, type FormKind } from './launcher/menuEntries';
import { t } from './strings';

/** The one name the embed adds to the partner's page. */
export const WIDGET_TAG = 'nyaya-support-widget';

export interface WidgetContext {
  config: EmbedConfig;
  client: EmbedClient;
  partner: Partner;
}

/**
 * The partner widget: the floating help in a shadow root, so the page's CSS cannot reach it
 * and its own CSS cannot leak out. The forms' code (a few times the launcher's size) is loaded
 * on the first sign that the visitor may open one: hovering, focusing or opening the menu.
 */
export class SupportWidgetElement extends HTMLElement {
  #forms: Promise<FormsModule> | undefined;

  mount(context: WidgetContext) {
    if (this.shadowRoot) return;
    // Open, so assistive technology and test tools see into it like the rest of the page.
    const shadow = this.attachShadow({ mode: 'open' });
    const notice = h('p', { class: 'load-error', role: 'alert', hidden: true });
    const launcher = createHelpLauncher({
      entries: menuEntries(context.config),
      onIntent: () => void this.#loadForms().catch(() => undefined),
      onOpenForm: (kind, returnFocus) => void this.#openForm(kind, returnFocus, context, notice),
    });
    shadow.append(h('style', {}, launcherStyles), notice, launcher);
  }

  #loadForms(): Promise<FormsModule> {
    // A failed load is forgotten, so the next attempt tries the network again.
    this.#forms ??= import(/* webpackChunkName: "forms" */ './forms').catch((error: unknown) => {
      this.#forms = undefined;
      throw error;
    });
    return this.#forms;
  }

  async #openForm(
    kind: FormKind,
    returnFocus: HTMLElement,
    context: WidgetContext,
    notice: HTMLElement,
  ) {
    try {
      const { openForm } = await this.#loadForms();
      notice.hidden = true;
      openForm(kind, { ...context, root: this.shadowRoot!, returnFocus });
    } catch (error) {
      console.error('[NyayaConnect] The support form could not be loaded.', error);
      notice.textContent = t('common:errors.network');
      notice.hidden = false;
    }
  }
}
