import { lazy } from 'react';

/**
 * The notification settings load after the dashboard's lists, in a chunk of their own: the page's
 * first render does not wait for them.
 */
export const NotificationSettings = lazy(() => import('./NotificationSettings'));
export { SettingsSkeleton } from './components/SettingsSkeleton';
