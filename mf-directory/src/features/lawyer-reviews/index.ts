import { lazy } from 'react';

/**
 * The profile's 'Reviews' section loads after the profile, in a chunk of its own with its
 * strings: the profile's first render does not wait for it, and /lawyers never loads it.
 */
export const LawyerReviews = lazy(() => import('./LawyerReviews'));
export { ReviewsPlaceholder } from './components/ReviewsPlaceholder';
