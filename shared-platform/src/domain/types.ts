import type { LegalSpecialization } from './constants';
import type { ApprovalStatus, RequestStatus } from './statuses';

export type UserRole = 'client' | 'lawyer';

/** An approved lawyer as the public directory lists them (view `lawyer_directory`). */
export interface LawyerSummary {
  id: string;
  /** Null when the lawyer has no name on file; show 'Unknown Lawyer'. */
  name: string | null;
  yearsExperience: number;
  expertiseAreas: string[];
  /** The stored ', '-joined location text, e.g. 'Delhi High Court, Supreme Court of India'. */
  location: string;
  practiceLocations: string[];
  bio: string | null;
  /** 0-5 with one decimal, or null when not rated. */
  rating: number | null;
  /** Rupees per hour, or null. */
  hourlyRate: number | null;
  profilePictureUrl: string | null;
  createdAt: string;
}

/** A lawyer's own profile, including the private bar council id (table `lawyer_profiles`). */
export interface LawyerProfile {
  id: string;
  name: string | null;
  barCouncilId: string;
  yearsExperience: number;
  expertiseAreas: string[];
  location: string;
  practiceLocations: string[];
  bio: string | null;
  approvalStatus: ApprovalStatus | null;
  rating: number | null;
  hourlyRate: number | null;
  profilePictureUrl: string | null;
}

export interface ConsultationRequest {
  id: string;
  clientId: string;
  /** Null: open to any lawyer. */
  lawyerId: string | null;
  serviceType: LegalSpecialization | string;
  description: string;
  location: string | null;
  phone: string | null;
  /** One of REQUEST_STATUSES, but shown raw if the backend ever sends another value. */
  status: RequestStatus | string;
  createdAt: string;
}

/** A request as a lawyer sees it: with the client's name (never the e-mail). */
export interface LawyerConsultationRequest extends ConsultationRequest {
  clientName: string;
}

/** A row of the `client_names` view. */
export interface ClientName {
  id: string;
  fullName: string;
}

/** A callback request (table `call_support_requests`, insert-only). */
export interface CallbackRequest {
  name: string;
  mobileNumber: string;
  issueDescription: string;
}

/** A complaint (table `complaints`, insert-only). `userId` is null for a visitor. */
export interface Complaint {
  userId: string | null;
  email: string;
  phoneNumber: string;
  complaintText: string;
}

/** Directory filters; null/undefined/blank means "not set". */
export interface LawyerSearchFilters {
  search?: string | null;
  specialization?: LegalSpecialization | null;
  minRating?: number | null;
  minExperience?: number | null;
  city?: string | null;
}

export interface LawyerSearchResult {
  lawyers: LawyerSummary[];
  /** All matches across pages. */
  total: number;
}
