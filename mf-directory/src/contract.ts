// The contract of mf_directory with the shell: what it exposes. Types only, imported by no code;
// every app's type check includes the contract modules (see shared-platform's README).
import type { PagePrefetch } from '@nyaya/shared-platform';
import type { ComponentType } from 'react';

declare module '@nyaya/shared-platform' {
  interface RemoteExposes {
    mf_directory: {
      /** The page at /lawyers. */
      './DirectoryPage': ComponentType;
      /** /lawyers' first read for an address, started while the page's module loads. */
      './prefetchDirectoryPage': PagePrefetch;
      /** The page at /lawyers/:id: one lawyer's profile, read from the route's `id`. */
      './LawyerProfilePage': ComponentType;
    };
  }
}
