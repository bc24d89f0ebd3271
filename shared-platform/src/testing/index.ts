// Component-test helpers for packages built on the platform.
export { consultationRequestRow, dataErrorOf } from './fixtures';
export { server } from './msw-server';
export { mockPostgrest, postgrestError, type CapturedRequest } from './postgrest';
export { checkConstraintsOf, validationMessages } from './validation';
export { assertNoMissingTranslations, trackMissingTranslations } from './missingTranslations';
export { expectHindiCatalog, LATIN_IN_HINDI } from './hindiCatalog';
export {
  fakeSession,
  renderWithProviders,
  TEST_SUPABASE_URL,
  testRuntimeConfig,
  testSession,
  type RenderWithProvidersOptions,
  type TestUser,
} from './render-with-providers';
