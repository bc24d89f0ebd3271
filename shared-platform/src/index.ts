// @nyaya/shared-platform: the contract the shell and the five remotes share at runtime
// (a Module Federation singleton). See README.md for the API.

// Runtime config
export { REMOTE_NAMES, isRemoteName, type RemoteName } from './config/remotes';
export {
  runtimeConfigSchema,
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
  PENDING_USER_TYPE_KEY,
  prepareAuth,
  signIn,
  signInWithGoogle,
  signOut,
  signUp,
  type SignUpInput,
  type SignUpResult,
} from './auth/api';
export {
  DASHBOARD_PATHS,
  USER_ROLES,
  dashboardPathForRole,
  displayNameFromMetadata,
  roleFromMetadata,
} from './auth/roles';
export {
  guardClientDashboard,
  guardLawyerDashboard,
  useClientDashboardGuard,
  useLawyerDashboardGuard,
  type GuardResult,
} from './auth/guards';
export { useCurrentUser } from './auth/hooks';

// Overlays
export {
  OVERLAY_OWNERS,
  openAiLawyer,
  useOverlays,
  type OverlayIntent,
  type OverlayKind,
  type OverlayProps,
} from './overlays/store';

// Domain
export {
  DISPLAY_LIMITS,
  FIELD_LIMITS,
  FILTER_CITIES,
  LEGAL_SPECIALIZATIONS,
  MARKETING_STATS,
  MIN_EXPERIENCE_OPTIONS,
  MIN_RATING_OPTIONS,
  PRACTICE_LOCATIONS,
  isLegalSpecialization,
  isPracticeLocation,
  type FilterCity,
  type LegalSpecialization,
  type MinimumFilterOption,
  type PracticeLocation,
} from './domain/constants';
export {
  APPROVAL_STATUSES,
  APPROVAL_STATUS_DISPLAY,
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  approvalStatusDisplay,
  approvalStatusKey,
  isApprovalStatus,
  isRequestStatus,
  requestStatusLabel,
  shouldPromptVerification,
  type ApprovalStatus,
  type ApprovalStatusDisplay,
  type ApprovalStatusKey,
  type RequestStatus,
} from './domain/statuses';
export {
  filledStars,
  formatHourlyRate,
  formatInr,
  formatPracticeLocations,
  formatRating,
  hasActiveFilters,
  initials,
  parsePracticeLocations,
} from './domain/format';
export { INDIAN_MOBILE_PATTERN, isIndianMobile, normalizeIndianMobile } from './domain/phone';
export type {
  CallbackRequest,
  ClientName,
  Complaint,
  ConsultationRequest,
  LawyerConsultationRequest,
  LawyerProfile,
  LawyerSearchFilters,
  LawyerSearchResult,
  LawyerSummary,
  UserRole,
} from './domain/types';

// Validation
export {
  callbackSchema,
  clientSignUpSchema,
  complaintSchema,
  consultationRequestSchema,
  firstValidationMessage,
  lawyerSignUpSchema,
  signInSchema,
  signUpSchemaFor,
  verificationSchema,
  type CallbackFormValues,
  type CallbackValues,
  type ComplaintFormValues,
  type ComplaintValues,
  type ConsultationRequestFormValues,
  type ConsultationRequestValues,
  type SignInValues,
  type SignUpFormValues,
  type SignUpValues,
  type VerificationFormValues,
  type VerificationValues,
} from './validation/schemas';
export { ERROR_MESSAGES, VALIDATION_MESSAGES } from './validation/messages';
export {
  CONSTRAINT_MESSAGES,
  describeDatabaseError,
  isNetworkFailure,
  violatedConstraint,
  type BackendErrorLike,
} from './validation/describeDatabaseError';

// Database types, generated from the migrations (`pnpm db:types`); types only, no runtime cost
export type {
  CompositeTypes,
  Database,
  Enums,
  FunctionArgs,
  FunctionName,
  FunctionReturns,
  FunctionRow,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from './database';

// Data access
export { DataError, toDataError } from './data/DataError';
export { DIRECTORY_PAGE_SIZE, directorySearchArgs, searchLawyers } from './data/lawyerDirectory';
export {
  acceptConsultationRequest,
  listClientRequests,
  listLawyerRequests,
  submitConsultationRequest,
  type NewConsultationRequest,
} from './data/consultationRequests';
export {
  getOwnLawyerProfile,
  submitVerification,
  type VerificationSubmission,
} from './data/lawyerProfiles';
export { SITE_SOURCE, submitCallback, submitComplaint, type NewComplaint } from './data/support';
// The data hooks, usePlatformQueryClient, createQueryClient and queryKeys are in
// `@nyaya/shared-platform/data` (src/entries/data.ts): they need react-query, which this entry
// must not load (docs/adr/0007).

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
  DEFAULT_NAMESPACE,
  SUPPORTED_LANGUAGES,
  addTranslations,
  i18n,
  initI18n,
  type SupportedLanguage,
} from './i18n/i18n';
export { commonEn, type CommonResources } from './i18n/en/common';

// Providers and start-up
export { PlatformProviders, type PlatformProvidersProps } from './providers/PlatformProviders';
export { ROUTER_FUTURE_FLAGS } from './providers/routerFuture';
export {
  bootstrapPlatform,
  type BootstrapPlatformOptions,
  type PlatformSession,
} from './providers/bootstrapPlatform';
