// Component-test set-up for every package built on the platform (vitest setupFiles).
import '@testing-library/jest-dom/vitest';
import { dismissToast } from '@nyaya/shared-design';
import { installJsdomPolyfills } from '@nyaya/shared-design/testing';
import { clearRuntimeConfig, resetAuthStore, useOverlays } from '../index';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { assertNoMissingTranslations, trackMissingTranslations } from './missingTranslations';
import { server } from './msw-server';

// Any request a test did not answer fails it: components reach the backend only on purpose.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Any text rendered from a key the catalog lacks fails the test that rendered it.
trackMissingTranslations();
afterEach(() => {
  cleanup();
  dismissToast();
  server.resetHandlers();
  useOverlays.getState().close();
  resetAuthStore();
  clearRuntimeConfig();
  localStorage.clear();
  assertNoMissingTranslations();
});
afterAll(() => server.close());

installJsdomPolyfills();
