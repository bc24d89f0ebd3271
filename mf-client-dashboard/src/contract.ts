// The contract of mf_client_dashboard: the overlay kind it renders and what it exposes to the
// shell. Types only, imported by no code; every app's type check includes the contract modules.
import type { OverlayProps } from '@nyaya/shared-platform';
import type { ComponentType } from 'react';

declare module '@nyaya/shared-platform' {
  interface OverlayIntents {
    /**
     * The consultation request form: addressed to `lawyer`, or open to any lawyer without one.
     * `draft` pre-fills it with what the client had typed, e.g. when it reopens after they
     * signed in from it.
     */
    'consultation-request': {
      lawyer?: { id: string; name: string };
      draft?: { serviceType?: string; description?: string; location?: string; phone?: string };
    };
    /**
     * Rating a completed consultation (docs/product/reviews.md): the client's review of the
     * request `requestId`, new or edited. `lawyerName` names the lawyer in the dialog's subtitle.
     */
    'rate-consultation': { requestId: string; lawyerName?: string };
  }
  interface RemoteExposes {
    mf_client_dashboard: {
      /** The page at /client-dashboard (clients only). */
      './ClientDashboardPage': ComponentType;
      './ConsultationRequestDialog': ComponentType<OverlayProps<'consultation-request'>>;
      './RateConsultationDialog': ComponentType<OverlayProps<'rate-consultation'>>;
    };
  }
}
