import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfigStore';
import { PlatformProviders } from '../providers/PlatformProviders';
import { testRuntimeConfig } from '../test/fixtures';
import { mockPostgrest, postgrestError } from '../test/postgrest';
import { directoryRow, profileRow, requestRow } from '../test/rows';
import {
  useAcceptRequest,
  useClientRequests,
  useLawyerRequests,
  useLawyerSearch,
  useOwnLawyerProfile,
  usePlatformQueryClient,
  useSubmitComplaint,
  useSubmitConsultationRequest,
  useSubmitVerification,
  type SubmitVerificationVariables,
} from './hooks';
import { createQueryClient, pageQueryClient } from './queryClient';
import { queryKeys } from './queryKeys';

let queryClient: QueryClient;

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig());
  queryClient = createQueryClient({ test: true });
});
afterEach(() => {
  queryClient.clear();
  pageQueryClient().clear();
  clearRuntimeConfig();
});

/** The hooks under the client a test (or dev host) injects through PlatformProviders. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <PlatformProviders queryClient={queryClient}>{children}</PlatformProviders>
);

const verification: SubmitVerificationVariables = {
  input: {
    lawyerId: 'lawyer-1',
    barCouncilId: 'D/1234/2015',
    yearsExperience: 12,
    expertiseAreas: ['Family Law'],
    practiceLocations: ['Delhi High Court'],
    bio: null,
  },
  existing: null,
};

describe('createQueryClient', () => {
  it('retries queries once, never mutations, and keeps data fresh for 30 s', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: 1,
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
    expect(createQueryClient({ test: true }).getDefaultOptions().queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
    });
  });
});

describe('data hooks', () => {
  it('useLawyerSearch loads a page of lawyers', async () => {
    mockPostgrest('post', 'rpc/search_lawyer_directory', {
      body: [directoryRow()],
      headers: { 'Content-Range': '0-0/1' },
    });
    const { result } = renderHook(() => useLawyerSearch({ city: 'Delhi' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.total).toBe(1);
    expect(result.current.data?.lawyers[0]?.name).toBe('Priya Sharma');
  });

  it('useLawyerSearch exposes the DataError message', async () => {
    mockPostgrest('post', 'rpc/search_lawyer_directory', {
      status: 400,
      body: postgrestError('22023', 'Unknown specialization "Space Law".'),
    });
    const { result } = renderHook(() => useLawyerSearch({}), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Unknown specialization "Space Law".');
  });

  it('useClientRequests and useOwnLawyerProfile stay idle without a user', () => {
    const requestCalls = mockPostgrest('get', 'consultation_requests', { body: [] });
    const profileCalls = mockPostgrest('get', 'lawyer_profiles', { body: [] });
    const requests = renderHook(() => useClientRequests(null), { wrapper });
    const profile = renderHook(() => useOwnLawyerProfile(undefined), { wrapper });
    expect(requests.result.current.fetchStatus).toBe('idle');
    expect(profile.result.current.fetchStatus).toBe('idle');
    expect(requestCalls).toHaveLength(0);
    expect(profileCalls).toHaveLength(0);
  });

  it('useLawyerRequests loads only when enabled (approved lawyers)', async () => {
    const calls = mockPostgrest('get', 'consultation_requests', { body: [] });
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) => useLawyerRequests('lawyer-1', { enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toHaveLength(1);
  });

  it('useAcceptRequest refetches the lawyer lists, also after a lost race', async () => {
    let listed = 0;
    mockPostgrest('get', 'consultation_requests', () => {
      listed += 1;
      return { body: [] };
    });
    mockPostgrest('post', 'rpc/accept_consultation_request', {
      status: 409,
      body: postgrestError('PT409', 'Already accepted', 'already_accepted'),
    });
    const { result } = renderHook(
      () => ({ list: useLawyerRequests('lawyer-1'), accept: useAcceptRequest('lawyer-1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(listed).toBe(1);

    await act(async () => {
      await result.current.accept.mutateAsync('request-1').catch(() => undefined);
    });
    await waitFor(() => expect(listed).toBe(2));
    expect(result.current.accept.error?.message).toBe(
      'This request has already been accepted by another lawyer.',
    );
  });

  it("useSubmitConsultationRequest refreshes the client's list", async () => {
    let listed = 0;
    mockPostgrest('get', 'consultation_requests', () => {
      listed += 1;
      return { body: listed === 1 ? [] : [requestRow()] };
    });
    mockPostgrest('post', 'consultation_requests', { status: 201, body: requestRow() });
    const { result } = renderHook(
      () => ({ list: useClientRequests('client-1'), submit: useSubmitConsultationRequest() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));

    await act(() =>
      result.current.submit.mutateAsync({
        clientId: 'client-1',
        lawyerId: null,
        serviceType: 'Family Law',
        description: 'Custody question',
        location: null,
        phone: null,
      }),
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
  });

  it('useSubmitVerification puts the stored profile in the cache', async () => {
    mockPostgrest('post', 'lawyer_profiles', {
      status: 201,
      body: profileRow({ approval_status: 'pending' }),
    });
    const { result } = renderHook(() => useSubmitVerification(), { wrapper });
    await act(() => result.current.mutateAsync(verification));
    expect(queryClient.getQueryData(queryKeys.ownLawyerProfile('lawyer-1'))).toMatchObject({
      approvalStatus: 'pending',
    });
  });

  it('useSubmitComplaint sends the partner source and does not retry a failure', async () => {
    const calls = mockPostgrest('post', 'complaints', {
      status: 500,
      body: postgrestError('XX000', 'boom'),
    });
    const { result } = renderHook(() => useSubmitComplaint('partner-1'), { wrapper });
    await act(async () => {
      await result.current
        .mutateAsync({
          userId: null,
          email: 'a@b.in',
          phoneNumber: '9876543210',
          complaintText: 'x',
        })
        .catch(() => undefined);
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ source: 'partner-1' });
    expect(result.current.isError).toBe(true);
  });
});

describe('the query client of the data hooks', () => {
  const directoryAnswer = {
    body: [directoryRow()],
    headers: { 'Content-Range': '0-0/1' },
  };

  it('is the client injected through PlatformProviders, whose cache the hooks fill', async () => {
    mockPostgrest('post', 'rpc/search_lawyer_directory', directoryAnswer);
    const { result } = renderHook(
      () => ({ client: usePlatformQueryClient(), search: useLawyerSearch({ city: 'Delhi' }) }),
      { wrapper },
    );
    expect(result.current.client).toBe(queryClient);
    await waitFor(() => expect(result.current.search.isSuccess).toBe(true));
    expect(queryClient.getQueryData(queryKeys.lawyerSearch({ city: 'Delhi' }, 0))).toMatchObject({
      total: 1,
    });
    // The page's own client is not involved.
    expect(pageQueryClient().getQueryData(queryKeys.lawyerSearch({ city: 'Delhi' }, 0))).toBe(
      undefined,
    );
  });

  it("is the page's one client without any provider: the same for every hook and render", () => {
    const first = renderHook(() => usePlatformQueryClient());
    const second = renderHook(() => usePlatformQueryClient());
    expect(first.result.current).toBe(pageQueryClient());
    expect(second.result.current).toBe(first.result.current);
    first.rerender();
    expect(first.result.current).toBe(second.result.current);
    // The production defaults, not the test ones.
    expect(first.result.current.getDefaultOptions().queries).toMatchObject({
      retry: 1,
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    });
  });

  it("is the page's client under PlatformProviders without a queryClient", () => {
    const { result } = renderHook(() => usePlatformQueryClient(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <PlatformProviders>{children}</PlatformProviders>
      ),
    });
    expect(result.current).toBe(pageQueryClient());
  });

  it('lets queries load without any provider', async () => {
    mockPostgrest('post', 'rpc/search_lawyer_directory', directoryAnswer);
    const { result } = renderHook(() => useLawyerSearch({ city: 'Delhi' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.lawyers[0]?.name).toBe('Priya Sharma');
    expect(
      pageQueryClient().getQueryData(queryKeys.lawyerSearch({ city: 'Delhi' }, 0)),
    ).toMatchObject({ total: 1 });
    expect(queryClient.getQueryData(queryKeys.lawyerSearch({ city: 'Delhi' }, 0))).toBe(undefined);
  });

  it("lets mutations update and invalidate the page client's cache without any provider", async () => {
    mockPostgrest('post', 'lawyer_profiles', {
      status: 201,
      body: profileRow({ approval_status: 'pending' }),
    });
    let listed = 0;
    mockPostgrest('get', 'consultation_requests', () => {
      listed += 1;
      return { body: listed === 1 ? [] : [requestRow()] };
    });
    mockPostgrest('post', 'consultation_requests', { status: 201, body: requestRow() });
    const { result } = renderHook(() => ({
      verify: useSubmitVerification(),
      list: useClientRequests('client-1'),
      submit: useSubmitConsultationRequest(),
    }));

    await act(() => result.current.verify.mutateAsync(verification));
    expect(pageQueryClient().getQueryData(queryKeys.ownLawyerProfile('lawyer-1'))).toMatchObject({
      approvalStatus: 'pending',
    });

    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(() =>
      result.current.submit.mutateAsync({
        clientId: 'client-1',
        lawyerId: null,
        serviceType: 'Family Law',
        description: 'Custody question',
        location: null,
        phone: null,
      }),
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
  });
});
