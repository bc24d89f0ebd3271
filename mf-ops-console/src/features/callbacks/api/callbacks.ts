import { infiniteQueryOptions } from '@tanstack/react-query';
import { callOps, type CallbackRow } from '../../staff-access/api/opsRpc';
import { REFRESH_MS } from '../../counters/api/counters';
import { opsKeys } from '../../staff-access/api/capabilities';
import { CALLBACK_PAGE_SIZE, callbackCursor, type CallbackFilter } from '../model/callback';

type Cursor = ReturnType<typeof callbackCursor>;

/** One page of the callback queue: new first, then no answer, contacted, resolved; oldest first. */
export function fetchCallbackPage(filter: CallbackFilter, cursor: Cursor) {
  return callOps('callback_queue', {
    status_filter: filter || null,
    page_size: CALLBACK_PAGE_SIZE,
    ...(cursor ?? {}),
  });
}

export function callbackQueueQuery(filter: CallbackFilter) {
  return infiniteQueryOptions({
    queryKey: [...opsKeys.callbacks, filter],
    queryFn: ({ pageParam }) => fetchCallbackPage(filter, pageParam),
    initialPageParam: null as Cursor,
    getNextPageParam: (page: CallbackRow[]) => callbackCursor(page),
    refetchInterval: REFRESH_MS,
  });
}

export const takeCallback = (id: string) => callOps('take_callback', { callback_id: id });
export const releaseCallback = (id: string) => callOps('release_callback', { callback_id: id });
export const setCallbackStatus = (id: string, status: string, retryAt: string | null) =>
  callOps('set_callback_status', { callback_id: id, status, retry_at: retryAt });
