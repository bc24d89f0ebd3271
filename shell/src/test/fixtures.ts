import {
  authStateFromSession,
  useAuthStore,
  type RuntimeConfig,
  type UserRole,
} from '@nyaya/shared-platform';
import { fakeSession } from '@nyaya/shared-platform/testing';

export { fakeSession };

/** A complete /config.json body, as the shell receives it. */
export function validConfigJson() {
  return {
    supabase: { url: 'http://supabase.test', anonKey: 'test-anon-key' },
    remotes: {
      mf_directory: 'http://localhost:3001/mf-manifest.json',
      mf_client_dashboard: 'http://localhost:3002/mf-manifest.json',
      mf_lawyer_portal: 'http://localhost:3003/mf-manifest.json',
      mf_support_widgets: 'http://localhost:3004/mf-manifest.json',
      mf_ai_lawyer: 'http://localhost:3005/mf-manifest.json',
      mf_ops_console: 'http://localhost:3007/mf-manifest.json',
      mf_case_room: 'http://localhost:3008/mf-manifest.json',
    },
    sentry: { environment: 'test', release: 'test-release' },
    voice: {},
    contact: {
      phone: '+91 98765 43210',
      whatsapp: '+919876543210',
      email: 'support@nyaya.test',
      address: '1 Court Road, New Delhi',
    },
  };
}

export function testRuntimeConfig(): RuntimeConfig {
  return validConfigJson() as RuntimeConfig;
}

/** Puts the auth store in a state: 'loading', 'signedOut', or signed in with a role and name. */
export function setAuth(
  state: 'loading' | 'signedOut' | { role?: UserRole | null; fullName?: string | null },
): void {
  if (state === 'loading') {
    useAuthStore.setState({
      status: 'loading',
      session: null,
      user: null,
      role: null,
      displayName: null,
    });
    return;
  }
  if (state === 'signedOut') {
    useAuthStore.setState(authStateFromSession(null));
    return;
  }
  const metadata: Record<string, unknown> = {};
  if (state.role) metadata.role = state.role;
  if (state.fullName) metadata.full_name = state.fullName;
  useAuthStore.setState(authStateFromSession(fakeSession(metadata)));
}
