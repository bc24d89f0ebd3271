export { TEST_SUPABASE_URL, testRuntimeConfig } from '../testing/render-with-providers';
import { TEST_SUPABASE_URL } from '../testing/render-with-providers';

/** A complete, valid /config.json body. */
export function validConfigJson() {
  return {
    supabase: { url: TEST_SUPABASE_URL, anonKey: 'test-anon-key' },
    remotes: {
      mf_directory: 'http://localhost:3001/mf-manifest.json',
      mf_client_dashboard: 'http://localhost:3002/mf-manifest.json',
      mf_lawyer_portal: 'http://localhost:3003/mf-manifest.json',
      mf_support_widgets: 'http://localhost:3004/mf-manifest.json',
      mf_ai_lawyer: '/remotes/mf_ai_lawyer/mf-manifest.json',
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

/** A copy of `object` without `key`. */
export function without<T extends object, K extends keyof T>(object: T, key: K): Omit<T, K> {
  const copy = { ...object };
  delete copy[key];
  return copy;
}
