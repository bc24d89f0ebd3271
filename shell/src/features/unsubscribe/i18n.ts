import { registerTranslations } from '@nyaya/shared-platform';
import { SHELL_NAMESPACE } from '../../i18n';
import { unsubscribeEn } from './en';

// The page's strings register when it loads; the Hindi ones (./hi.ts) load only when Hindi is
// on (docs/product/languages.md).
registerTranslations(SHELL_NAMESPACE, {
  en: { unsubscribe: unsubscribeEn },
  hi: () => import('./hi').then((m) => ({ unsubscribe: m.unsubscribeHi })),
});
