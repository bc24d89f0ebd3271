import { registerTranslations } from '@nyaya/shared-platform';
import { REMOTE_NAME } from '../remote';
import { reviewsEn } from './reviewsEn';

// Merged into the namespace when the 'Reviews' section's chunk loads, before it renders; its
// Hindi arrives in a chunk of its own, only on a Hindi page (docs/product/languages.md).
registerTranslations(REMOTE_NAME, {
  en: reviewsEn,
  hi: () => import('./reviewsHi').then((module) => module.reviewsHi),
});
