import { loadEmbedConfig } from './api/embedConfig';
import { checkPartner, createEmbedClient } from './api/partnerApi';
import { embedLanguage, loadLauncherStrings } from './language';
import { SupportWidgetElement, WIDGET_TAG } from './SupportWidgetElement';

const LOG_PREFIX = '[NyayaConnect support widget]';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function bodyReady(): Promise<HTMLElement> {
  if (document.body) return Promise.resolve(document.body);
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(document.body), { once: true }),
  );
}

/**
 * Starts the widget for the partner named on its script tag: reads the runtime config next to
 * embed.js, asks the database whether this page may show that partner's widget, and only then
 * adds it, in the language the tag, the page or the browser names (language.ts). Anything wrong is said once on the console, in words a partner's developer can act
 * on, and the page is left as it was.
 */
export async function boot(script: HTMLScriptElement | null): Promise<void> {
  if (!script?.src) {
    console.error(`${LOG_PREFIX} embed.js must be loaded with a <script src="…/embed.js"> tag.`);
    return;
  }
  const partnerId = script.dataset.partner?.trim();
  if (!partnerId) {
    console.error(
      `${LOG_PREFIX} The script tag needs data-partner="<your partner id>"; the widget is not shown.`,
    );
    return;
  }
  if (document.querySelector(WIDGET_TAG)) {
    console.warn(`${LOG_PREFIX} embed.js is on this page twice; the second copy does nothing.`);
    return;
  }
  const language = embedLanguage({
    attribute: script.dataset.language,
    pageLanguage: document.documentElement.lang,
    browserLanguages: navigator.languages,
  });
  // Loaded while the partner is checked; English needs nothing.
  const strings = loadLauncherStrings(language);
  try {
    const embedUrl = new URL(script.src, document.baseURI);
    const config = await loadEmbedConfig(embedUrl);
    // Asked from the page, so the database sees the page's own Origin.
    const partner = await checkPartner(createEmbedClient(config), partnerId);
    await strings;
    if (!customElements.get(WIDGET_TAG)) customElements.define(WIDGET_TAG, SupportWidgetElement);
    const widget = document.createElement(WIDGET_TAG) as SupportWidgetElement;
    (await bodyReady()).append(widget);
    // The shadow root's text inherits the language (screen readers, fonts, hyphenation).
    widget.lang = language;
    widget.mount({ config, partner, embedUrl, language });
  } catch (error) {
    console.error(`${LOG_PREFIX} The widget is not shown. ${errorText(error)}`);
  }
}
