// The contract of mf_support_widgets: the overlay kinds it renders and what it exposes to the
// shell. Types only, imported by no code; every app's type check includes the contract modules.
import type { OverlayProps } from '@nyaya/shared-platform';
import type { ComponentType } from 'react';

declare module '@nyaya/shared-platform' {
  interface OverlayIntents {
    /** 'Get Personal Legal Assistance': call now, or ask for a call back. */
    callback: object;
    /** 'File a Complaint'. */
    complaint: object;
  }
  interface RemoteExposes {
    mf_support_widgets: {
      /** The floating help menu, mounted once on every page. */
      './FloatingHelp': ComponentType;
      './CallbackDialog': ComponentType<OverlayProps<'callback'>>;
      './ComplaintDialog': ComponentType<OverlayProps<'complaint'>>;
      /** The public status check of a callback request or complaint, at /support/status. */
      './SupportStatusPage': ComponentType;
    };
  }
}
