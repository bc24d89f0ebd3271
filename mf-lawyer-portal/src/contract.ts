// The contract of mf_lawyer_portal with the shell: what it exposes. Types only, imported by no
// code; every app's type check includes the contract modules.
import type { ComponentType } from 'react';

declare module '@nyaya/shared-platform' {
  interface RemoteExposes {
    mf_lawyer_portal: {
      /** The page at /lawyer-dashboard (lawyers only). */
      './LawyerDashboardPage': ComponentType;
    };
  }
}
