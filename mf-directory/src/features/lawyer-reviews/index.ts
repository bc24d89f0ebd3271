import { withTranslations } from '@nyaya/shared-platform';
import { lazy } from 'react';

/**
 * The profile's 'Reviews' section loads after the profile, in a chunk of its own with its
 * strings: the profile's first render does not wait for it, and /lawyers never loads it. On a
 * Hindi page it renders once its Hindi strings have arrived too.
 */
export const LawyerReviews = lazy(withTranslations(() => import('./LawyerReviews')));
export { ReviewsPlaceholder } from './components/ReviewsPlaceholder';
