// Overlay kinds for this package's own tests. The real kinds are declared by the apps that own
// them (their src/contract.ts); this file is in no other package's type check.
import type { ComponentType } from 'react';
import type { OverlayProps } from '../overlays/store';

declare module '../overlays/store' {
  interface OverlayIntents {
    'example-dialog': { note?: string };
    'other-dialog': object;
  }
  interface RemoteExposes {
    mf_directory: {
      './ExamplePage': ComponentType;
      './ExampleDialog': ComponentType<OverlayProps<'example-dialog'>>;
    };
  }
}
