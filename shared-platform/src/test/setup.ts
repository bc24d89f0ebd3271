import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  assertNoMissingTranslations,
  trackMissingTranslations,
} from '../testing/missingTranslations';
import { server } from '../testing/msw-server';
import { i18n } from '../i18n/i18n';
import { changeLanguage, LANGUAGE_COOKIE } from '../i18n/language';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
trackMissingTranslations();
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  if (i18n.language !== 'en') await changeLanguage('en');
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  assertNoMissingTranslations();
});
afterAll(() => server.close());
