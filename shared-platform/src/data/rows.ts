import { parsePracticeLocations } from '../domain/format';
import { isApprovalStatus } from '../domain/statuses';
import type { ConsultationRequest, LawyerProfile, LawyerSummary } from '../domain/types';

// Explicit columns: select('*') breaks under column grants and leaks columns added later.
export const DIRECTORY_COLUMNS =
  'id, name, years_experience, expertise_areas, location, bio, rating, hourly_rate, profile_picture_url, created_at';
export const LAWYER_PROFILE_COLUMNS =
  'id, name, bar_council_id, years_experience, expertise_areas, location, bio, approval_status, rating, hourly_rate, profile_picture_url';
export const REQUEST_COLUMNS =
  'id, client_id, lawyer_id, service_type, description, location, phone, status, created_at';

export interface DirectoryRow {
  id: string;
  name: string | null;
  years_experience: number;
  expertise_areas: string[] | null;
  location: string | null;
  bio: string | null;
  rating: number | string | null;
  hourly_rate: number | null;
  profile_picture_url: string | null;
  created_at: string;
}

export interface LawyerProfileRow extends Omit<DirectoryRow, 'created_at'> {
  bar_council_id: string;
  approval_status: string | null;
}

export interface RequestRow {
  id: string;
  client_id: string;
  lawyer_id: string | null;
  service_type: string;
  description: string;
  location: string | null;
  phone: string | null;
  status: string;
  created_at: string;
}

// numeric columns may arrive as JSON strings from some PostgREST set-ups.
const numberOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? null : Number(value);

export function toLawyerSummary(row: DirectoryRow): LawyerSummary {
  return {
    id: row.id,
    name: row.name,
    yearsExperience: row.years_experience,
    expertiseAreas: row.expertise_areas ?? [],
    location: row.location ?? '',
    practiceLocations: parsePracticeLocations(row.location),
    bio: row.bio,
    rating: numberOrNull(row.rating),
    hourlyRate: numberOrNull(row.hourly_rate),
    profilePictureUrl: row.profile_picture_url,
    createdAt: row.created_at,
  };
}

export function toLawyerProfile(row: LawyerProfileRow): LawyerProfile {
  return {
    id: row.id,
    name: row.name,
    barCouncilId: row.bar_council_id,
    yearsExperience: row.years_experience,
    expertiseAreas: row.expertise_areas ?? [],
    location: row.location ?? '',
    practiceLocations: parsePracticeLocations(row.location),
    bio: row.bio,
    approvalStatus: isApprovalStatus(row.approval_status) ? row.approval_status : null,
    rating: numberOrNull(row.rating),
    hourlyRate: numberOrNull(row.hourly_rate),
    profilePictureUrl: row.profile_picture_url,
  };
}

export function toConsultationRequest(row: RequestRow): ConsultationRequest {
  return {
    id: row.id,
    clientId: row.client_id,
    lawyerId: row.lawyer_id,
    serviceType: row.service_type,
    description: row.description,
    location: row.location,
    phone: row.phone,
    status: row.status,
    createdAt: row.created_at,
  };
}
