import { lazy } from 'react';

/** The page loads only on /unsubscribe. */
export const UnsubscribePage = lazy(() => import('./UnsubscribePage'));
export { UNSUBSCRIBE_PATH } from './model/topic';
