import { dataErrorMessage, setRuntimeConfig } from '@nyaya/shared-platform';
import {
  dataErrorOf,
  mockPostgrest,
  postgrestError,
  server,
  TEST_SUPABASE_URL,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchLawyers } from './lawyerDirectory';
import { directoryRow } from '../../../test/directoryRow';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

describe('searchLawyers', () => {
  it('calls search_lawyer_directory with JSON arguments, ordered and paged, and counts', async () => {
    const calls = mockPostgrest('post', 'rpc/search_lawyer_directory', {
      body: [
        directoryRow(),
        directoryRow({ id: 'lawyer-2', rating: null, review_count: 1, hourly_rate: null }),
      ],
      headers: { 'Content-Range': '24-25/26' },
    });

    const result = await searchLawyers(
      {
        search: '  sharma, (x) ',
        specialization: 'Family Law',
        minRating: 4,
        minExperience: 5,
        city: 'Delhi',
      },
      1,
    );

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.body).toEqual({
      search: 'sharma, (x)',
      specialization: 'Family Law',
      min_rating: 4,
      min_experience: 5,
      city: 'Delhi',
    });
    // Best rated first, equal ratings by more reviews, 'New' lawyers last (docs/product/reviews.md).
    expect(call!.url.searchParams.get('order')).toBe(
      'rating.desc.nullslast,review_count.desc,id.asc',
    );
    expect(call!.url.searchParams.get('offset')).toBe('24');
    expect(call!.url.searchParams.get('limit')).toBe('24');
    expect(call!.headers.get('Prefer')).toContain('count=exact');
    // The public directory reads as the anonymous role, with the publishable key (ADR 0017).
    const { anonKey } = testRuntimeConfig().supabase;
    expect(call!.headers.get('apikey')).toBe(anonKey);
    expect(call!.headers.get('Authorization')).toBe(`Bearer ${anonKey}`);
    // The user's text never becomes a filter in the URL.
    expect(call!.url.search).not.toContain('sharma');

    expect(result.total).toBe(26);
    expect(result.lawyers[0]).toEqual({
      id: 'lawyer-1',
      name: 'Priya Sharma',
      yearsExperience: 12,
      expertiseAreas: ['Family Law', 'Property Law'],
      location: 'Delhi High Court, Supreme Court of India',
      practiceLocations: ['Delhi High Court', 'Supreme Court of India'],
      bio: 'Family law specialist.',
      rating: 4.8,
      reviewCount: 23,
      hourlyRate: 2500,
      profilePictureUrl: null,
      languages: ['hi', 'en'],
    });
    expect(result.lawyers[1]).toMatchObject({ rating: null, reviewCount: 1, hourlyRate: null });
  });

  it('leaves unset or blank filters to the function defaults', async () => {
    const calls = mockPostgrest('post', 'rpc/search_lawyer_directory', {
      body: [],
      headers: { 'Content-Range': '*/0' },
    });
    const result = await searchLawyers({ search: '   ', city: null, minRating: 0 });
    expect(calls[0]!.body).toEqual({ min_rating: 0 });
    expect(calls[0]!.url.searchParams.get('offset')).toBe('0');
    expect(result).toEqual({ lawyers: [], total: 0 });
  });

  it('reads a rating sent as a JSON string, and skips a row without an id', async () => {
    mockPostgrest('post', 'rpc/search_lawyer_directory', {
      body: [{ ...directoryRow(), rating: '4.5' }, directoryRow({ id: null })],
      headers: { 'Content-Range': '0-1/2' },
    });
    const { lawyers } = await searchLawyers({});
    expect(lawyers.map((lawyer) => [lawyer.id, lawyer.rating])).toEqual([['lawyer-1', 4.5]]);
  });

  it("throws a DataError with the function's message for a bad filter", async () => {
    mockPostgrest('post', 'rpc/search_lawyer_directory', {
      status: 400,
      body: postgrestError('22023', 'Minimum rating must be between 0 and 5.'),
    });
    const error = await dataErrorOf(searchLawyers({ minRating: 9 }));
    expect(error).toMatchObject({ code: '22023', status: 400, reason: 'server' });
    expect(dataErrorMessage(error)).toBe('Minimum rating must be between 0 and 5.');
  });

  it('sends the language filter with the others', async () => {
    const calls = mockPostgrest('post', 'rpc/search_lawyer_directory', {
      body: [],
      headers: { 'Content-Range': '*/0' },
    });
    await searchLawyers({ language: 'hi', city: 'Pune' });
    expect(calls[0]!.body).toEqual({ language: 'hi', city: 'Pune' });
  });

  it('says the server could not be reached when the network fails', async () => {
    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/rpc/search_lawyer_directory`, () =>
        HttpResponse.error(),
      ),
    );
    const error = await dataErrorOf(searchLawyers({}));
    expect(error.reason).toBe('network');
    expect(dataErrorMessage(error)).toBe(
      'Could not reach the server. Please check your connection and try again.',
    );
  });
});
