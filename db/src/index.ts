// @nyaya/db: the database's contract for the apps, versioned with supabase/migrations.
// Bundled into each app that imports it, never shared at run time (see README.md).

// The types generated from the migrations by `pnpm db:types`; types only, no run-time cost
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

// Constraint names, read from the catalog by `pnpm db:types`: what a violation is called
export {
  CONSTRAINT_NAMES,
  type CheckConstraint,
  type ConstrainedTable,
  type ConstraintName,
  type ForeignKeyConstraint,
  type UniqueConstraint,
} from './constraints';

// Domain vocabulary: the values the database's checks allow
export { FIELD_LIMITS } from './fieldLimits';
export {
  CONSULTATION_LANGUAGES,
  LEGAL_SPECIALIZATIONS,
  PRACTICE_LOCATIONS,
  isConsultationLanguage,
  isLegalSpecialization,
  isPracticeLocation,
  type ConsultationLanguage,
  type LegalSpecialization,
  type PracticeLocation,
} from './constants';
export {
  APPROVAL_STATUSES,
  CALLBACK_STATUSES,
  COMPLAINT_STATUSES,
  REQUEST_STATUSES,
  STAFF_CAPABILITIES,
  isApprovalStatus,
  isCallbackStatus,
  isComplaintStatus,
  isRequestStatus,
  isStaffCapability,
  type ApprovalStatus,
  type CallbackStatus,
  type ComplaintStatus,
  type RequestStatus,
  type StaffCapability,
} from './statuses';
export { formatPracticeLocations, parsePracticeLocations } from './practiceLocations';
export { INDIAN_MOBILE_PATTERN, isIndianMobile, normalizeIndianMobile } from './phone';
