import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '../model/preferences';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from './notificationPreferences';

/** Query keys of the signed-in user's e-mail preferences, per user. */
export const notificationPreferenceKeys = {
  all: ['mf_lawyer_portal', 'notification-preferences'] as const,
  ofUser: (userId: string) => [...notificationPreferenceKeys.all, userId] as const,
};

/**
 * The user's preferences; idle until there is a user. Read again when the tab regains focus, so
 * a digest turned off from an e-mail's unsubscribe link shows here.
 */
export function notificationPreferencesQuery(userId: string | null | undefined) {
  return queryOptions({
    queryKey: notificationPreferenceKeys.ofUser(userId ?? ''),
    queryFn: () => getNotificationPreferences(userId!),
    enabled: Boolean(userId),
  });
}

/** Saves the preferences; the saved row replaces the cached one. Never retried. */
export function saveNotificationPreferencesMutation(queryClient: QueryClient, userId: string) {
  return mutationOptions({
    mutationKey: [...notificationPreferenceKeys.ofUser(userId), 'save'],
    mutationFn: (preferences: NotificationPreferences) =>
      updateNotificationPreferences(userId, preferences),
    onSuccess: (saved) =>
      queryClient.setQueryData(notificationPreferenceKeys.ofUser(userId), saved),
  });
}
