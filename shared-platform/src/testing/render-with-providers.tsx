// The shell's providers around a component under test (identical in every remote).
import { DesignProvider } from '@nyaya/shared-design';
import {
  authStateFromSession,
  PlatformProviders,
  setRuntimeConfig,
  useAuthStore,
  type RuntimeConfig,
  type UserRole,
} from '../index';
import { createQueryClient, PlatformQueryProvider } from '../entries/query';
import type { Session } from '@supabase/supabase-js';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, ROUTER_FUTURE_FLAGS } from '@nyaya/shared-platform/router';

export const TEST_SUPABASE_URL = 'http://supabase.test';

/** A valid runtime config whose backend is answered by msw. */
export function testRuntimeConfig(): RuntimeConfig {
  return {
    supabase: { url: TEST_SUPABASE_URL, anonKey: 'test-anon-key' },
    remotes: {
      mf_directory: 'http://localhost:3001/mf-manifest.json',
      mf_client_dashboard: 'http://localhost:3002/mf-manifest.json',
      mf_lawyer_portal: 'http://localhost:3003/mf-manifest.json',
      mf_support_widgets: 'http://localhost:3004/mf-manifest.json',
      mf_ai_lawyer: 'http://localhost:3005/mf-manifest.json',
      mf_ops_console: 'http://localhost:3007/mf-manifest.json',
      mf_case_room: 'http://localhost:3008/mf-manifest.json',
    },
    sentry: { environment: 'test', release: 'test' },
    voice: {},
    contact: {
      phone: '+91 98765 43210',
      whatsapp: '+91 98765-43211',
      email: 'help@nyaya.test',
      address: '1 Court Road, New Delhi',
    },
  };
}

export interface TestUser {
  id?: string;
  role?: UserRole;
  /** user_metadata.full_name; omitted when undefined. */
  fullName?: string;
}

/** A session as supabase-js hands it over, with exactly the given user metadata. */
export function fakeSession(metadata: Record<string, unknown> = {}, id = 'user-1'): Session {
  return {
    access_token: `access-${id}`,
    refresh_token: `refresh-${id}`,
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id,
      email: `${id}@nyaya.test`,
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: metadata,
      created_at: '2026-11-21T00:00:00Z',
    },
  };
}

/** A session for a user with a role (and a full name when given). */
export function testSession({ id = 'user-1', role = 'client', fullName }: TestUser = {}): Session {
  const metadata: Record<string, unknown> = { role };
  if (fullName !== undefined) metadata.full_name = fullName;
  return fakeSession(metadata, id);
}

export interface RenderWithProvidersOptions {
  /** 'signedOut' by default; a TestUser signs that user in. */
  auth?: 'loading' | 'signedOut' | TestUser;
  /** The router's location (MemoryRouter). */
  route?: string;
  config?: RuntimeConfig;
}

/**
 * Renders `ui` inside DesignProvider, PlatformProviders and a router, as the shell mounts it,
 * with a fresh test query client (no retries) that the module's own PlatformQueryProvider defers
 * to: each test starts with an empty cache.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    auth = 'signedOut',
    route = '/',
    config = testRuntimeConfig(),
  }: RenderWithProvidersOptions = {},
) {
  setRuntimeConfig(config);
  if (auth !== 'loading') {
    useAuthStore.setState(authStateFromSession(auth === 'signedOut' ? null : testSession(auth)));
  }
  const queryClient = createQueryClient({ test: true });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <DesignProvider>
        <PlatformProviders>
          <PlatformQueryProvider client={queryClient}>
            <MemoryRouter initialEntries={[route]} future={ROUTER_FUTURE_FLAGS}>
              {children}
            </MemoryRouter>
          </PlatformQueryProvider>
        </PlatformProviders>
      </DesignProvider>
    );
  }
  return { user: userEvent.setup(), queryClient, ...render(ui, { wrapper: Providers }) };
}
