// Component-test set-up for every package built on the platform (vitest setupFiles).
import '@testing-library/jest-dom/vitest';
import { dismissToast } from '@nyaya/shared-design';
import { installJsdomPolyfills } from '@nyaya/shared-design/testing';
import {
  changeLanguage,
  clearRuntimeConfig,
  i18n,
  LANGUAGE_COOKIE,
  resetAuthStore,
  useOverlays,
} from '../index';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { assertNoMissingTranslations, trackMissingTranslations } from './missingTranslations';
import { server } from './msw-server';

// Any request a test did not answer fails it: components reach the backend only on purpose.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Any text rendered from a key the catalog lacks fails the test that rendered it.
trackMissingTranslations();
afterEach(async () => {
  cleanup();
  dismissToast();
  server.resetHandlers();
  useOverlays.getState().close();
  resetAuthStore();
  clearRuntimeConfig();
  localStorage.clear();
  // A test that switched to Hindi leaves the next one in English, with no language cookie.
  if (i18n.language !== 'en') await changeLanguage('en');
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  assertNoMissingTranslations();
});
afterAll(() => server.close());

installJsdomPolyfills();
