// The contract of mf_ops_console: what it exposes to the shell. Types only, imported by no code;
// every app's type check includes the contract modules.
import type { ComponentType } from 'react';

declare module '@nyaya/shared-platform' {
  interface RemoteExposes {
    mf_ops_console: {
      /** The staff console at /ops (staff only; docs/product/ops-console.md). */
      './OpsConsolePage': ComponentType;
    };
  }
}
