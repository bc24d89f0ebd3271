import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  assertNoMissingTranslations,
  trackMissingTranslations,
} from '../testing/missingTranslations';
import { server } from '../testing/msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
trackMissingTranslations();
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  assertNoMissingTranslations();
});
afterAll(() => server.close());
