import { withTranslations } from '@nyaya/shared-platform';
import { lazy } from 'react';

/**
 * The page loads only on /unsubscribe, with its strings: in Hindi it shows once its Hindi
 * strings are there (docs/product/languages.md).
 */
export const UnsubscribePage = lazy(withTranslations(() => import('./UnsubscribePage')));
export { UNSUBSCRIBE_PATH } from './model/topic';
