// @nyaya/shared-platform: the contract the shell and the five remotes share at runtime
// (a Module Federation singleton). See README.md for the API.

// Runtime config
export { REMOTE_NAMES, isRemoteName, type RemoteName } from './config/remotes';
export {
  checkRuntimeConfig,
  type AuthConfig,
  type ContactConfig,
  type RuntimeConfig,
  type SentryConfig,
  type VoiceConfig,
} from './config/schema';
export { RuntimeConfigError } from './config/RuntimeConfigError';
export {
  DEFAULT_RUNTIME_CONFIG_TIMEOUT_MS,
  DEFAULT_RUNTIME_CONFIG_URL,
  loadRuntimeConfig,
  parseRuntimeConfig,
  type LoadRuntimeConfigOptions,
} from './config/loadRuntimeConfig';
export {
  clearRuntimeConfig,
  getRuntimeConfig,
  hasRuntimeConfig,
  setRuntimeConfig,
  useRuntimeConfig,
} from './config/runtimeConfigStore';

// The Supabase client, for features' `api/` modules only (lint), and its errors
export { loadSupabaseClient, type DatabaseClient } from './supabase/client';
export {
  DataError,
  isNetworkFailure,
  toDataError,
  violatedConstraint,
  type BackendErrorLike,
  type DataErrorMessages,
  type DataErrorReason,
} from './supabase/DataError';
export { dataErrorMessage } from './supabase/errorMessage';

// Authentication
export {
  authStateFromSession,
  resetAuthStore,
  startAuthListener,
  useAuthStore,
  type AuthSessionSource,
  type AuthState,
  type AuthStatus,
} from './auth/store';
export {
  completePendingGoogleSignIn,
  GOOGLE_UNAVAILABLE,
  isGoogleSignInEnabled,
  PENDING_USER_TYPE_KEY,
  prepareAuth,
  requestPasswordReset,
  resendConfirmation,
  RESET_PASSWORD_PATH,
  signIn,
  signInWithGoogle,
  signOut,
  signUp,
  updatePassword,
  verifyEmailCode,
  type EmailCodePurpose,
  type LegalNoticeVersions,
  type SignUpInput,
  type SignUpResult,
} from './auth/api';
export {
  DASHBOARD_PATHS,
  USER_ROLES,
  dashboardPathForRole,
  displayNameFromMetadata,
  roleFromMetadata,
  type UserRole,
} from './auth/roles';
export {
  guardClientDashboard,
  guardLawyerDashboard,
  guardSignedIn,
  useClientDashboardGuard,
  useLawyerDashboardGuard,
  useSignedInGuard,
  type GuardResult,
} from './auth/guards';
export { useCurrentUser } from './auth/hooks';

// Overlays and the remotes' contract (filled in by each owner's src/contract.ts)
export {
  useOverlays,
  type ExposedComponent,
  type ExposedModule,
  type ExposedName,
  type IntentOf,
  type OverlayIntent,
  type OverlayIntents,
  type OverlayKind,
  type OverlayProps,
  type PagePrefetch,
  type RemoteExposes,
} from './overlays/store';

// Domain UI: the status badge of a consultation request
export {
  REQUEST_STATUS_TONES,
  RequestStatusBadge,
  type RequestStatusBadgeProps,
} from './domain/RequestStatusBadge';

// Moved to @nyaya/db, which each app bundles: a migration needs no release of this package.
// Kept so that remotes built against 1.1 keep working in a newer shell; removed in 2.0.
export * from './deprecated/db';
export {
  CONSULTATION_REQUEST_COLUMNS,
  toConsultationRequest,
  type ConsultationRequest,
} from './deprecated/consultationRequest';

// Remote boundary
export {
  DEFAULT_REMOTE_TIMEOUT_MS,
  RemoteBoundary,
  type RemoteBoundaryProps,
  type RemoteFallbackProps,
} from './remote-boundary/RemoteBoundary';
export { createRetryableLazy } from './remote-boundary/createRetryableLazy';
export { RemoteLoadTimeoutError } from './remote-boundary/RemoteLoadTimeoutError';

// Observability
export {
  REMOTE_TAG,
  RESTRICTIVE_DATA_COLLECTION,
  initSentry,
  remoteDsnFor,
  reportError,
  reportRemoteError,
  sentryReady,
  tagRemoteFromModuleMetadata,
  type InitSentryOptions,
  type SentryIntegration,
} from './observability/sentry';
export { scrubEnvelope, scrubEvent, stripUrl } from './observability/scrubEvent';

// i18n
export {
  COMMON_NAMESPACE,
  SUPPORTED_LANGUAGES,
  addTranslations,
  i18n,
  initI18n,
  isSupportedLanguage,
  registerTranslations,
  translateKey,
  translationsReady,
  withTranslations,
  type CatalogOf,
  type QualifiedKey,
  type SupportedLanguage,
} from './i18n/i18n';
export {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  detectLanguage,
  domainLabel,
  localeOf,
  preferredLanguage,
  storedLanguage,
  useLanguage,
  useLocale,
  type DomainLabelGroup,
} from './i18n/language';
export { announceAccountLanguage, onAccountLanguageSaved } from './i18n/accountLanguage';
export { commonEn, type CommonResources } from './i18n/en/common';

// Providers and start-up
export { PlatformProviders, type PlatformProvidersProps } from './providers/PlatformProviders';
export { LocalizedDesignProvider } from './providers/LocalizedDesignProvider';
export {
  bootstrapPlatform,
  type BootstrapPlatformOptions,
  type PlatformSession,
} from './providers/bootstrapPlatform';
