import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client given to `PlatformProviders` (tests, or a host that wants its own), for the
 * data hooks of `@nyaya/shared-platform/data`; without one they use the page's client. Only the
 * type comes from react-query: this module belongs to the root entry, which is on every first
 * paint, and react-query loads with the data entry (docs/adr/0007).
 */
export const InjectedQueryClientContext = createContext<QueryClient | null>(null);
