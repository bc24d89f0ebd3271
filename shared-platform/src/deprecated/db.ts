// What moved to @nyaya/db in 1.2: the generated database types and the domain vocabulary.
// Remotes built against 1.1 import them from this package, which the shell shares at run time,
// so they stay here until 2.0. New code imports them from @nyaya/db (each app bundles it).
import * as db from '@nyaya/db';

type PublicSchema = db.Database['public'];
type TableOrViewName = keyof PublicSchema['Tables'] | keyof PublicSchema['Views'];
type TableName = keyof PublicSchema['Tables'];

/** @deprecated Import from @nyaya/db */
export type Database = db.Database;
/** @deprecated Import from @nyaya/db */
export type Json = db.Json;
/** @deprecated Import from @nyaya/db */
export type Tables<Name extends TableOrViewName> = db.Tables<Name>;
/** @deprecated Import from @nyaya/db */
export type TablesInsert<Name extends TableName> = db.TablesInsert<Name>;
/** @deprecated Import from @nyaya/db */
export type TablesUpdate<Name extends TableName> = db.TablesUpdate<Name>;
/** @deprecated Import from @nyaya/db */
export type Enums<Name extends keyof PublicSchema['Enums']> = db.Enums<Name>;
/** @deprecated Import from @nyaya/db */
export type CompositeTypes<Name extends keyof PublicSchema['CompositeTypes']> =
  db.CompositeTypes<Name>;
/** @deprecated Import from @nyaya/db */
export type FunctionName = db.FunctionName;
/** @deprecated Import from @nyaya/db */
export type FunctionArgs<Name extends db.FunctionName> = db.FunctionArgs<Name>;
/** @deprecated Import from @nyaya/db */
export type FunctionReturns<Name extends db.FunctionName> = db.FunctionReturns<Name>;
/** @deprecated Import from @nyaya/db */
export type FunctionRow<Name extends db.FunctionName> = db.FunctionRow<Name>;

/** @deprecated Import from @nyaya/db */
export const FIELD_LIMITS = db.FIELD_LIMITS;
/** @deprecated Import from @nyaya/db */
export const LEGAL_SPECIALIZATIONS = db.LEGAL_SPECIALIZATIONS;
/** @deprecated Import from @nyaya/db */
export type LegalSpecialization = db.LegalSpecialization;
/** @deprecated Import from @nyaya/db */
export const isLegalSpecialization = db.isLegalSpecialization;
/** @deprecated Import from @nyaya/db */
export const PRACTICE_LOCATIONS = db.PRACTICE_LOCATIONS;
/** @deprecated Import from @nyaya/db */
export type PracticeLocation = db.PracticeLocation;
/** @deprecated Import from @nyaya/db */
export const isPracticeLocation = db.isPracticeLocation;
/** @deprecated Import from @nyaya/db */
export const formatPracticeLocations = db.formatPracticeLocations;
/** @deprecated Import from @nyaya/db */
export const parsePracticeLocations = db.parsePracticeLocations;

/** @deprecated Import from @nyaya/db */
export const REQUEST_STATUSES = db.REQUEST_STATUSES;
/** @deprecated Import from @nyaya/db */
export type RequestStatus = db.RequestStatus;
/** @deprecated Import from @nyaya/db */
export const isRequestStatus = db.isRequestStatus;
/** @deprecated Import from @nyaya/db */
export const APPROVAL_STATUSES = db.APPROVAL_STATUSES;
/** @deprecated Import from @nyaya/db */
export type ApprovalStatus = db.ApprovalStatus;
/** @deprecated Import from @nyaya/db */
export const isApprovalStatus = db.isApprovalStatus;

/** @deprecated Import from @nyaya/db */
export const INDIAN_MOBILE_PATTERN = db.INDIAN_MOBILE_PATTERN;
/** @deprecated Import from @nyaya/db */
export const isIndianMobile = db.isIndianMobile;
/** @deprecated Import from @nyaya/db */
export const normalizeIndianMobile = db.normalizeIndianMobile;
