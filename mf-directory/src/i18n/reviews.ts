import { addTranslations } from '@nyaya/shared-platform';
import { REMOTE_NAME } from '../remote';
import { reviewsEn } from './reviewsEn';

// Merged into the namespace when the 'Reviews' section's chunk loads, before it renders.
addTranslations(REMOTE_NAME, reviewsEn);
