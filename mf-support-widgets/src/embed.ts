// embed.js: the support widget for partners' pages (README, "Partner sites"). A classic async
// script: document.currentScript names this tag only while the script first runs.
import { boot } from './features/partner-embed/boot';

void boot(
  (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[src*="embed.js"][data-partner]'),
);
