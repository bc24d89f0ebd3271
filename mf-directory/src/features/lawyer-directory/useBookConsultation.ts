import { toast } from '@nyaya/shared-design';
import { useAuthStore, useOverlays, type AuthStatus } from '@nyaya/shared-platform';
import { useCallback } from 'react';
import { useRemoteTranslation } from '../../i18n';

/** Who the consultation request is addressed to, as the request dialog names them. */
export interface BookedLawyer {
  id: string;
  name: string;
}

/**
 * 'Book Consultation' (docs/product/public-site.md). A visitor gets the login dialog, which goes on
 * to the request form for this lawyer once they have signed in; a signed-in user gets that form at
 * once and the 'Booking consultation' toast. While the session is still being read it waits rather
 * than guess: a signed-in user must never be asked to log in.
 */
export function useBookConsultation(): (lawyer: BookedLawyer) => void {
  const { t } = useRemoteTranslation();

  return useCallback(
    (lawyer: BookedLawyer) => {
      const request = { kind: 'consultation-request', lawyer } as const;
      const decide = (status: AuthStatus) => {
        const { open } = useOverlays.getState();
        if (status !== 'signedIn') {
          open({ kind: 'auth', portal: 'client', tab: 'login', then: request });
          return;
        }
        open(request);
        toast({
          title: t('toasts.bookingStarted.title'),
          description: t('toasts.bookingStarted.description'),
        });
      };

      const { status } = useAuthStore.getState();
      if (status !== 'loading') {
        decide(status);
        return;
      }
      const unsubscribe = useAuthStore.subscribe((state) => {
        if (state.status === 'loading') return;
        unsubscribe();
        decide(state.status);
      });
    },
    [t],
  );
}
