import type { Tables } from '@nyaya/db';

/** A row of the public `lawyer_directory` view as PostgREST returns it, for msw answers. */
export function directoryRow(
  overrides: Partial<Tables<'lawyer_directory'>> = {},
): Tables<'lawyer_directory'> {
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
    review_count: 23,
    languages: ['hi', 'en'],
    ...overrides,
  };
}
