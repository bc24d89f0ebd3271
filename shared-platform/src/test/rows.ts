import { without } from './fixtures';

export function directoryRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 'lawyer-1',
    name: 'Priya Sharma',
    years_experience: 12,
    expertise_areas: ['Family Law', 'Property Law'],
    location: 'Delhi High Court, Supreme Court of India',
    bio: 'Family law specialist.',
    rating: 4.8,
    hourly_rate: 2500,
    profile_picture_url: null,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function profileRow(overrides: Record<string, unknown> = {}) {
  return {
    ...without(directoryRow(), 'created_at'),
    bar_council_id: 'D/1234/2015',
    approval_status: 'approved',
    ...overrides,
  };
}

export function requestRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 'request-1',
    client_id: 'client-1',
    lawyer_id: null,
    service_type: 'Family Law',
    description: 'Custody question',
    location: 'Delhi',
    phone: '9876543210',
    status: 'pending',
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}
