import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfigStore';
import { testRuntimeConfig, TEST_SUPABASE_URL } from '../test/fixtures';
import { server } from '../testing/msw-server';
import { mockPostgrest, postgrestError } from '../test/postgrest';
import { directoryRow, profileRow, requestRow } from '../test/rows';
import {
  acceptConsultationRequest,
  listClientRequests,
  listLawyerRequests,
  submitConsultationRequest,
} from './consultationRequests';
import { DataError } from './DataError';
import { searchLawyers } from './lawyerDirectory';
import { getOwnLawyerProfile, submitVerification } from './lawyerProfiles';
import { submitCallback, submitComplaint } from './support';

beforeEach(() => setRuntimeConfig(testRuntimeConfig()));
afterEach(() => clearRuntimeConfig());

async function rejection(promise: Promise<unknown>): Promise<DataError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DataError);
  return error as DataError;
}

describe('searchLawyers', () => {
  it('calls search_lawyer_directory with JSON arguments, ordered and paged, and counts', async () => {
    const calls = mockPostgrest('post', 'rpc/search_lawyer_directory', {
      body: [directoryRow(), directoryRow({ id: 'lawyer-2', rating: null, hourly_rate: null })],
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
    expect(call!.url.searchParams.get('order')).toBe('rating.desc.nullslast,id.asc');
    expect(call!.url.searchParams.get('offset')).toBe('24');
    expect(call!.url.searchParams.get('limit')).toBe('24');
    expect(call!.headers.get('Prefer')).toContain('count=exact');
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
      hourlyRate: 2500,
      profilePictureUrl: null,
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(result.lawyers[1]).toMatchObject({ rating: null, hourlyRate: null });
  });

  it('sends null for unset or blank filters', async () => {
    const calls = mockPostgrest('post', 'rpc/search_lawyer_directory', {
      body: [],
      headers: { 'Content-Range': '*/0' },
    });
    const result = await searchLawyers({ search: '   ', city: '' });
    expect(calls[0]!.body).toEqual({
      search: null,
      specialization: null,
      min_rating: null,
      min_experience: null,
      city: null,
    });
    expect(calls[0]!.url.searchParams.get('offset')).toBe('0');
    expect(result).toEqual({ lawyers: [], total: 0 });
  });

  it("throws a DataError with the function's message for a bad filter", async () => {
    mockPostgrest('post', 'rpc/search_lawyer_directory', {
      status: 400,
      body: postgrestError('22023', 'Minimum rating must be between 0 and 5.'),
    });
    const error = await rejection(searchLawyers({ minRating: 9 }));
    expect(error.message).toBe('Minimum rating must be between 0 and 5.');
    expect(error.code).toBe('22023');
    expect(error.status).toBe(400);
  });

  it('says the server could not be reached when the network fails', async () => {
    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/rpc/search_lawyer_directory`, () =>
        HttpResponse.error(),
      ),
    );
    const error = await rejection(searchLawyers({}));
    expect(error.message).toBe(
      'Could not reach the server. Please check your connection and try again.',
    );
  });
});

describe('consultation requests', () => {
  const values = {
    serviceType: 'Family Law' as const,
    description: 'Custody question',
    location: null,
    phone: '9876543210',
  };

  it('submits a pending request addressed to a lawyer and returns it', async () => {
    const calls = mockPostgrest('post', 'consultation_requests', {
      status: 201,
      body: requestRow({ lawyer_id: 'lawyer-1', location: null }),
    });
    const request = await submitConsultationRequest({
      ...values,
      clientId: 'client-1',
      lawyerId: 'lawyer-1',
    });

    expect(calls[0]!.body).toEqual({
      client_id: 'client-1',
      lawyer_id: 'lawyer-1',
      service_type: 'Family Law',
      description: 'Custody question',
      location: null,
      phone: '9876543210',
      status: 'pending',
    });
    expect(calls[0]!.url.searchParams.get('select')).toContain('service_type');
    expect(request).toEqual({
      id: 'request-1',
      clientId: 'client-1',
      lawyerId: 'lawyer-1',
      serviceType: 'Family Law',
      description: 'Custody question',
      location: null,
      phone: '9876543210',
      status: 'pending',
      createdAt: '2026-11-20T10:00:00Z',
    });
  });

  it('explains a check violation by its constraint', async () => {
    mockPostgrest('post', 'consultation_requests', {
      status: 400,
      body: postgrestError(
        '23514',
        'new row for relation "consultation_requests" violates check constraint "lawyer_is_not_the_client"',
      ),
    });
    const error = await rejection(
      submitConsultationRequest({ ...values, clientId: 'client-1', lawyerId: 'client-1' }),
    );
    expect(error.message).toBe('You cannot send a consultation request to yourself.');
  });

  it("lists the client's requests newest first", async () => {
    const calls = mockPostgrest('get', 'consultation_requests', {
      body: [requestRow({ id: 'r2' }), requestRow({ id: 'r1', status: 'on_hold' })],
    });
    const requests = await listClientRequests('client-1');
    expect(calls[0]!.url.searchParams.get('client_id')).toBe('eq.client-1');
    expect(calls[0]!.url.searchParams.get('order')).toBe('created_at.desc');
    expect(requests.map((request) => [request.id, request.status])).toEqual([
      ['r2', 'pending'],
      ['r1', 'on_hold'],
    ]);
  });

  it("lists a lawyer's open requests and cases with client names, 'Unknown' when missing", async () => {
    const requestCalls = mockPostgrest('get', 'consultation_requests', {
      body: [
        requestRow({ id: 'r3', client_id: 'client-1' }),
        requestRow({ id: 'r2', client_id: 'client-2', lawyer_id: 'lawyer-1', status: 'assigned' }),
        requestRow({ id: 'r1', client_id: 'client-1' }),
      ],
    });
    const nameCalls = mockPostgrest('get', 'client_names', {
      body: [{ id: 'client-1', full_name: 'Asha Rao' }],
    });

    const requests = await listLawyerRequests('lawyer-1');

    const query = requestCalls[0]!.url.searchParams;
    expect(query.get('or')).toBe('(lawyer_id.is.null,lawyer_id.eq.lawyer-1)');
    expect(query.get('client_id')).toBe('neq.lawyer-1');
    expect(query.get('order')).toBe('created_at.desc');
    expect(nameCalls[0]!.url.searchParams.get('select')).toBe('id,full_name');
    expect(nameCalls[0]!.url.searchParams.get('id')).toBe('in.(client-1,client-2)');
    expect(requests.map((request) => [request.id, request.clientName])).toEqual([
      ['r3', 'Asha Rao'],
      ['r2', 'Unknown'],
      ['r1', 'Asha Rao'],
    ]);
  });

  it('does not ask for names when there are no requests', async () => {
    mockPostgrest('get', 'consultation_requests', { body: [] });
    const nameCalls = mockPostgrest('get', 'client_names', { body: [] });
    expect(await listLawyerRequests('lawyer-1')).toEqual([]);
    expect(nameCalls).toHaveLength(0);
  });

  it('accepts through the accept_consultation_request function', async () => {
    const calls = mockPostgrest('post', 'rpc/accept_consultation_request', {
      body: requestRow({ lawyer_id: 'lawyer-1', status: 'assigned' }),
    });
    const accepted = await acceptConsultationRequest('request-1');
    expect(calls[0]!.body).toEqual({ request_id: 'request-1' });
    expect(accepted).toMatchObject({ lawyerId: 'lawyer-1', status: 'assigned' });
  });

  it('reports a lost race as already accepted', async () => {
    mockPostgrest('post', 'rpc/accept_consultation_request', {
      status: 409,
      body: postgrestError(
        'PT409',
        'Already accepted: this consultation request has been accepted by another lawyer.',
        'already_accepted',
      ),
    });
    const error = await rejection(acceptConsultationRequest('request-1'));
    expect(error.message).toBe('This request has already been accepted by another lawyer.');
    expect(error).toMatchObject({ code: 'PT409', hint: 'already_accepted', status: 409 });
  });

  it('reports a refusal as not allowed', async () => {
    mockPostgrest('post', 'rpc/accept_consultation_request', {
      status: 403,
      body: postgrestError(
        '42501',
        'Not allowed: only approved lawyers can accept consultation requests.',
      ),
    });
    expect((await rejection(acceptConsultationRequest('request-1'))).message).toBe(
      'You are not allowed to do that.',
    );
  });
});

describe('lawyer profiles', () => {
  const verification = {
    lawyerId: 'lawyer-1',
    barCouncilId: 'D/1234/2015',
    yearsExperience: 12,
    expertiseAreas: ['Family Law' as const],
    practiceLocations: ['Delhi High Court' as const, 'Supreme Court of India' as const],
    bio: null,
  };

  it('reads the own profile, including the bar council id', async () => {
    const calls = mockPostgrest('get', 'lawyer_profiles', { body: [profileRow()] });
    const profile = await getOwnLawyerProfile('lawyer-1');
    expect(calls[0]!.url.searchParams.get('id')).toBe('eq.lawyer-1');
    expect(calls[0]!.url.searchParams.get('select')).toContain('bar_council_id');
    expect(profile).toMatchObject({
      id: 'lawyer-1',
      barCouncilId: 'D/1234/2015',
      approvalStatus: 'approved',
      practiceLocations: ['Delhi High Court', 'Supreme Court of India'],
    });
  });

  it('gives null when there is no profile yet', async () => {
    mockPostgrest('get', 'lawyer_profiles', { body: [] });
    expect(await getOwnLawyerProfile('lawyer-1')).toBeNull();
  });

  it('maps an unknown approval status to null ("Not Verified")', async () => {
    mockPostgrest('get', 'lawyer_profiles', { body: [profileRow({ approval_status: null })] });
    expect((await getOwnLawyerProfile('lawyer-1'))?.approvalStatus).toBeNull();
  });

  it('inserts a first verification as pending', async () => {
    const calls = mockPostgrest('post', 'lawyer_profiles', {
      status: 201,
      body: profileRow({ approval_status: 'pending' }),
    });
    const profile = await submitVerification(verification, null);
    expect(calls[0]!.body).toEqual({
      id: 'lawyer-1',
      bar_council_id: 'D/1234/2015',
      years_experience: 12,
      expertise_areas: ['Family Law'],
      location: 'Delhi High Court, Supreme Court of India',
      bio: null,
      approval_status: 'pending',
    });
    expect(profile.approvalStatus).toBe('pending');
  });

  it('updates an existing profile and sets it back to pending', async () => {
    const calls = mockPostgrest('patch', 'lawyer_profiles', {
      body: profileRow({ approval_status: 'pending' }),
    });
    const existing = { ...verification, id: 'lawyer-1' } as never;
    await submitVerification(verification, existing);
    expect(calls[0]!.url.searchParams.get('id')).toBe('eq.lawyer-1');
    expect(calls[0]!.body).toMatchObject({ approval_status: 'pending', years_experience: 12 });
    expect(calls[0]!.body).not.toHaveProperty('id');
  });
});

describe('callbacks and complaints', () => {
  it('inserts a callback without asking for the row back', async () => {
    const calls = mockPostgrest('post', 'call_support_requests', { status: 201 });
    await submitCallback({
      name: 'Asha',
      mobileNumber: '+919876543210',
      issueDescription: 'Rent dispute',
    });
    expect(calls[0]!.body).toEqual({
      name: 'Asha',
      mobile_number: '+919876543210',
      issue_description: 'Rent dispute',
      source: 'site',
    });
    expect(calls[0]!.url.searchParams.has('select')).toBe(false);
    expect(calls[0]!.headers.get('Prefer') ?? '').not.toContain('return=representation');
  });

  it("inserts a complaint without asking for the row back, with the partner's source", async () => {
    const calls = mockPostgrest('post', 'complaints', { status: 201 });
    await submitComplaint(
      { userId: null, email: 'a@b.in', phoneNumber: '9876543210', complaintText: 'Late reply' },
      'legal-aid-pune',
    );
    expect(calls[0]!.body).toEqual({
      user_id: null,
      email: 'a@b.in',
      phone_number: '9876543210',
      complaint_text: 'Late reply',
      source: 'legal-aid-pune',
    });
    expect(calls[0]!.url.searchParams.has('select')).toBe(false);
    expect(calls[0]!.headers.get('Prefer') ?? '').not.toContain('return=representation');
  });

  it("passes the rate limit's message on", async () => {
    mockPostgrest('post', 'complaints', {
      status: 429,
      body: postgrestError(
        'PT429',
        'Too many submissions from this phone number or e-mail address. Please try again in an hour.',
        'At most 5 submissions per hour are accepted.',
      ),
    });
    const error = await rejection(
      submitComplaint({
        userId: null,
        email: 'a@b.in',
        phoneNumber: '9876543210',
        complaintText: 'x',
      }),
    );
    expect(error.message).toBe(
      'Too many submissions from this phone number or e-mail address. Please try again in an hour.',
    );
  });
});
