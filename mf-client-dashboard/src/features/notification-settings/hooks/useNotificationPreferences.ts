import { onAccountLanguageSaved, reportRemoteError } from '@nyaya/shared-platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REMOTE_NAME } from '../../../remote';
import { notificationPreferencesQuery, saveNotificationPreferencesMutation } from '../api/queries';

/**
 * The signed-in user's e-mail preferences and the mutation that saves them, read again when the
 * shell saves the account's language. A failed load is reported; the section shows it, and a
 * failed save, with a way to try again.
 */
export function useNotificationPreferences(userId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(notificationPreferencesQuery(userId));
  const save = useMutation(saveNotificationPreferencesMutation(queryClient, userId));

  // The header's language switch saves the same column: read it again, so the form shows it.
  useEffect(
    () =>
      onAccountLanguageSaved(() => {
        void queryClient.invalidateQueries({
          queryKey: notificationPreferencesQuery(userId).queryKey,
        });
      }),
    [queryClient, userId],
  );

  useEffect(() => {
    if (query.error)
      reportRemoteError(REMOTE_NAME, query.error, { during: 'load notification preferences' });
  }, [query.error]);

  return { query, save };
}
